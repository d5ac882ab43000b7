import { randomBytes } from 'node:crypto';

/** A fresh, unguessable nonce for one response. */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The page policy: scripts only from our origin or inline with this response's nonce, nothing framed from
 * elsewhere, no plugins, forms and base URLs pinned to the site. Styles allow inline attributes, which the
 * components use for data-driven colours; images may come from the CDN and data URLs.
 */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}
