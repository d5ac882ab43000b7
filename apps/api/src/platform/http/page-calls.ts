import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** Marks an API call the page server makes while it renders a page for a visitor. */
export const PAGE_CALL_HEADER = 'x-page-call';

/**
 * The value of `PAGE_CALL_HEADER`, derived from AUTH_SECRET so that a separate API tier knows the page
 * tier's calls too; visitors never see it (only named headers of theirs are passed on).
 */
export function pageCallToken(authSecret: string): string {
  return createHmac('sha256', authSecret).update('page-server-calls').digest('base64url');
}

/**
 * Whether the request is the page server's own call on behalf of a page it renders. Such calls are not
 * the visitor's requests: the visitor's page request was already counted by the pages' limit.
 */
export function isPageCall(request: FastifyRequest, token: string): boolean {
  const presented = request.headers[PAGE_CALL_HEADER];
  return (
    typeof presented === 'string' &&
    presented.length === token.length &&
    timingSafeEqual(Buffer.from(presented), Buffer.from(token))
  );
}
