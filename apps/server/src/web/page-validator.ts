import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Pages may be stored by the browser but are checked with the server before each use (the validator). */
export const PAGE_CACHE_CONTROL = 'no-cache';
/** Hashed build files never change under their name. */
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Unhashed public files (favicon, robots images): an hour, then checked. */
export const PUBLIC_FILE_CACHE_CONTROL = 'public, max-age=3600';

const NONCE_IN_POLICY = /'nonce-([A-Za-z0-9+/=]+)'/;
const NONCE_MARK = '\u0000nonce\u0000';

/** The CSP nonce a rendered page was made with, read from its policy header. */
export function nonceOf(policy: string | null | undefined): string | undefined {
  return NONCE_IN_POLICY.exec(policy ?? '')?.[1];
}

/**
 * A weak validator of a page: two renderings that differ only in their CSP nonce are the same page to the
 * visitor, so the nonce is left out of the hash.
 */
export function pageEtag(html: string, nonce: string | undefined): string {
  const stable = nonce ? html.replaceAll(nonce, NONCE_MARK) : html;
  return `W/"${createHash('sha1').update(stable).digest('base64url')}"`;
}

/** Whether the browser's stored copy is this one (`If-None-Match`, weak comparison). */
export function isUnchanged(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag.replace(/^W\//, ''));
}

/**
 * 304 without a body. No `Content-Security-Policy` goes with it: the browser keeps the stored copy's
 * headers where a 304 names none, and the stored copy's scripts carry the stored policy's nonce.
 */
export function sendNotModified(reply: FastifyReply, etag: string): FastifyReply {
  return reply.status(304).header('etag', etag).header('cache-control', PAGE_CACHE_CONTROL).send();
}
