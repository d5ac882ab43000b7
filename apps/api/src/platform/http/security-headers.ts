import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet decides the security headers; with our options they are the same on every response, so they are
 * computed once and applied with a single call per request instead of a dozen middleware steps.
 */
export function computeHelmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
    getHeader: (name: string) => headers[name.toLowerCase()],
  } as unknown as ServerResponse;
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder, (error?: unknown) => void (failure = error));
  if (failure) throw failure;
  return headers;
}

export interface SecurityHeaderSets {
  /** Every response: what protects any resource, and HSTS where the site is served over HTTPS. */
  common: Record<string, string>;
  /** HTML documents (pages, API docs): framing, opener isolation, referrer and legacy-browser headers. */
  document: Record<string, string>;
  /** JSON answers (OWASP REST): nothing may run or frame them. */
  json: Record<string, string>;
}

const COMMON = ['x-content-type-options', 'cross-origin-resource-policy', 'strict-transport-security'];

export function securityHeaderSets({ production }: { production: boolean }): SecurityHeaderSets {
  const all = computeHelmetHeaders({
    // Pages set their own policy with per-request nonces; Swagger UI ships inline assets of its own.
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    // Sign-in popups (Telegram, VK ID, Twitch) must be able to report back to the page that opened them.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Payment pages and analytics need the origin of a click; the full URL still never leaves the site.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // A browser that met HSTS on localhost would refuse plain HTTP for a year.
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  const common = Object.fromEntries(Object.entries(all).filter(([name]) => COMMON.includes(name)));
  const document = Object.fromEntries(Object.entries(all).filter(([name]) => !COMMON.includes(name)));
  return { common, document, json: { 'content-security-policy': "default-src 'none'; frame-ancestors 'none'" } };
}

/**
 * Sets a fixed set of headers on a reply. The entries are listed once, so a request costs one `header`
 * call per entry, not a walk over an object's keys that every header set shares.
 */
export function headerSetter(headers: Record<string, string>): (reply: FastifyReply) => void {
  const entries = Object.entries(headers);
  return (reply) => {
    for (const [name, value] of entries) reply.header(name, value);
  };
}

/** Adds a fixed set of headers to every response of the scope it is called in. */
export function addHeaders(app: FastifyInstance, headers: Record<string, string>): void {
  const setHeaders = headerSetter(headers);
  app.addHook('onRequest', (_request, reply, done) => {
    setHeaders(reply);
    done();
  });
}
