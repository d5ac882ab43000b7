import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/** Sends a small server-drawn page (the sandboxes): no script, its one stylesheet bound to a nonce, no framing. */
export function sendStyledPage(reply: FastifyReply, status: number, render: (nonce: string) => string): FastifyReply {
  const nonce = randomBytes(16).toString('base64');
  return reply
    .code(status)
    .header(
      'content-security-policy',
      `default-src 'none'; style-src 'nonce-${nonce}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
    )
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(render(nonce));
}
