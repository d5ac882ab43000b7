import type { FastifyRequest } from 'fastify';

/**
 * The origin a page is built for: PUBLIC_URL when set (production requires it), so a visitor's `Host`
 * header never reaches a canonical link or structured data; outside production without it, the
 * request's own origin, which the page cache keeps apart per origin.
 */
export function siteOriginOf(publicUrl: string | undefined): (request: FastifyRequest) => string {
  if (publicUrl) {
    const origin = publicUrl.replace(/\/+$/, '');
    return () => origin;
  }
  return (request) => `${request.protocol}://${request.host}`;
}
