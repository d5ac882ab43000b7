import { endpointPath, queryString, type EndpointDefinition } from '@lootmarket/domain/endpoints/define';
import type { z } from 'zod';
import { ApiError } from './api-error';

/** Sends one request to our API: the browser's fetch with its session rules, or the page server's own. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

/** A part of a call's input: required when its schema needs something, optional when it has defaults only. */
type Part<Key extends string, S> = [S] extends [z.ZodType]
  ? object extends z.input<S>
    ? { [K in Key]?: z.input<S> }
    : { [K in Key]: z.input<S> }
  : { [K in Key]?: never };

type SchemaOf<E, Key extends string> = E extends { [K in Key]: infer S extends z.ZodType } ? S : undefined;

type BodyPart<E> = E extends { multipart: true } ? { body: FormData } : Part<'body', SchemaOf<E, 'body'>>;

/** What a call of the endpoint takes: its path parameters, query and body, typed by its schemas. */
export type CallInput<E extends EndpointDefinition> = Part<'params', SchemaOf<E, 'params'>> &
  Part<'query', SchemaOf<E, 'query'>> &
  Part<'headers', SchemaOf<E, 'headers'>> &
  BodyPart<E> & { signal?: AbortSignal };

/** The call's input as arguments: left out entirely when the endpoint needs nothing. */
export type CallArgs<E extends EndpointDefinition> =
  object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

export type Answer<E extends EndpointDefinition> = z.output<E['response']>;

export interface ApiClient {
  /** Calls the endpoint and answers its parsed response; any failure throws an `ApiError`. */
  call<E extends EndpointDefinition>(endpoint: E, ...args: CallArgs<E>): Promise<Answer<E>>;
  /** Like `call`, with the answer's headers (cache tags, for one). */
  send<E extends EndpointDefinition>(endpoint: E, ...args: CallArgs<E>): Promise<{ data: Answer<E>; headers: Headers }>;
  /** Calls an endpoint that answers bytes (`binary: true`) and answers them as a Blob of their type. */
  blob<E extends EndpointDefinition & { binary: true }>(endpoint: E, ...args: CallArgs<E>): Promise<Blob>;
}

type LooseInput = {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  headers?: Record<string, string>;
  body?: unknown;
  signal?: AbortSignal;
};

/** The address of a call: the path with its parameters, then the query. */
export function callUrl(
  endpoint: Pick<EndpointDefinition, 'path'>,
  input: Pick<LooseInput, 'params' | 'query'> = {},
): string {
  return `${endpointPath(endpoint.path, input.params)}${queryString(input.query)}`;
}

function requestInit(endpoint: EndpointDefinition, input: LooseInput): RequestInit {
  const init: RequestInit = {
    method: endpoint.method,
    ...(input.signal ? { signal: input.signal } : {}),
    ...(input.headers ? { headers: input.headers } : {}),
  };
  if (input.body === undefined) return init;
  if (endpoint.multipart) return { ...init, body: input.body as FormData };
  return {
    ...init,
    headers: { ...input.headers, 'content-type': 'application/json' },
    body: JSON.stringify(input.body),
  };
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** A client over one transport: the browser's, or a page request's in-process or HTTP one. */
export function createApiClient(transport: ApiTransport): ApiClient {
  async function respond(endpoint: EndpointDefinition, input: LooseInput): Promise<Response> {
    try {
      return await transport(callUrl(endpoint, input), requestInit(endpoint, input));
    } catch {
      throw ApiError.network(input.signal?.aborted ?? false);
    }
  }
  async function send(endpoint: EndpointDefinition, input: LooseInput = {}) {
    const response = await respond(endpoint, input);
    const body = await readJson(response);
    if (!response.ok) throw ApiError.fromAnswer(response.status, body);
    const parsed = endpoint.response.safeParse(body);
    if (!parsed.success) throw ApiError.unreadable(response.status, parsed.error.issues);
    return { data: parsed.data, headers: response.headers };
  }
  return {
    call: async (endpoint, ...[input]) => (await send(endpoint, input as LooseInput)).data as never,
    send: (endpoint, ...[input]) => send(endpoint, input as LooseInput) as never,
    async blob(endpoint, ...[input]) {
      const response = await respond(endpoint, (input ?? {}) as LooseInput);
      if (!response.ok) throw ApiError.fromAnswer(response.status, await readJson(response));
      return response.blob();
    },
  };
}
