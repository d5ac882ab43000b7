import { PAGE_CALL_HEADER } from '@lootmarket/api/platform/http/page-calls';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

/** Headers that carry the visitor's identity and trace into the API call made on their behalf. */
const FORWARDED = ['cookie', 'authorization', 'accept-language', 'user-agent', 'x-request-id'] as const;

function forwardedHeaders(request: FastifyRequest, pageCall: string, extra?: HeadersInit): Record<string, string> {
  const headers: Record<string, string> = { 'x-request-id': request.id, [PAGE_CALL_HEADER]: pageCall };
  for (const name of FORWARDED) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  new Headers(extra).forEach((value, name) => (headers[name] = value));
  return headers;
}

/**
 * In-process calls through `inject`: no socket, same validation, the routes' own budgets keyed on the
 * visitor's address; marked as the page server's (`pageCall`, see `page-calls.ts`), so the common
 * per-address limit, which already counted the page, does not count them again.
 */
export function createInProcessApiFetch(app: FastifyInstance, request: FastifyRequest, pageCall: string): ApiFetch {
  return async (path, init) => {
    const method = (init?.method ?? 'GET') as 'GET';
    const result = await app.inject({
      method,
      url: path,
      headers: forwardedHeaders(request, pageCall, init?.headers),
      remoteAddress: request.ip,
      ...(init?.body !== undefined && init.body !== null ? { payload: init.body as string } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(result.headers)) {
      if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
      else if (value !== undefined) headers.set(name, String(value));
    }
    const body = result.statusCode === 204 || result.statusCode === 304 ? null : new Uint8Array(result.rawPayload);
    return new Response(body, { status: result.statusCode, headers });
  };
}

/** Over HTTP to a separate API tier, when this process serves pages only. */
export function createHttpApiFetch(apiOrigin: string, request: FastifyRequest, pageCall: string): ApiFetch {
  return (path, init) =>
    fetch(new URL(path, apiOrigin), {
      ...init,
      headers: { ...forwardedHeaders(request, pageCall, init?.headers), 'x-forwarded-for': request.ip },
    });
}
