import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One HTTP endpoint of the API, described once: the API registers its route from it and the web's client
 * calls it. `path` is the full address with `:name` parameters, as Fastify writes them.
 */
export interface EndpointDefinition {
  method: HttpMethod;
  path: `/${string}`;
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body; multipart endpoints set `multipart` instead and take the file parts as form data. */
  body?: z.ZodType;
  /** Request headers the endpoint reads (an `idempotency-key`, say), lower-case names. */
  headers?: z.ZodType;
  multipart?: true;
  /** The answer is bytes (audio, say) of the content type it names; `response` then documents it only. */
  binary?: true;
  response: z.ZodType;
  /** The status of a success; 200 unless said otherwise. */
  status?: 200 | 201;
}

/** The `:name` parameters of a path, as a union of names. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type SameKeys<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** A definition whose `params` schema names exactly the parameters of its path (none for a plain path). */
type CheckedParams<D extends { path: string; params?: z.ZodType }> = [PathParamNames<D['path']>] extends [never]
  ? { params?: never }
  : D extends { params: z.ZodType }
    ? SameKeys<keyof z.input<D['params']>, PathParamNames<D['path']>> extends true
      ? unknown
      : { params: `params must name exactly: ${PathParamNames<D['path']>}` }
    : { params: z.ZodType };

/** Checks a definition at compile time and keeps its literal types for the API and the client. */
export function defineEndpoint<const D extends EndpointDefinition>(definition: D & CheckedParams<D>): D {
  return definition;
}

/**
 * An endpoint answering Server-Sent Events: each named event carries JSON of its schema. Browsers open it
 * with `EventSource`, so it has no JSON answer of its own.
 */
export interface EventStreamDefinition {
  method: 'GET';
  path: `/${string}`;
  params?: z.ZodType;
  events: Record<string, z.ZodType>;
}

export function defineEventStream<const D extends EventStreamDefinition>(definition: D & CheckedParams<D>): D {
  return definition;
}

/** The address of an endpoint with its parameters filled in and encoded. */
export function endpointPath(path: string, params?: Record<string, unknown>): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`missing path parameter ${name} of ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** A query string (with its `?`) of the defined values; arrays repeat their key. Empty when nothing is set. */
export function queryString(query?: Record<string, unknown>): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null)
        pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(item))}`);
    }
  }
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

/** Where the public and the private API live. */
export const PUBLIC_API = '/api/gw/public/v1';
export const PRIVATE_API = '/api/gw/private/v1';
