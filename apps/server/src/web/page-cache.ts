import { randomBytes } from 'node:crypto';
import { ageSeconds, type AnswerCache } from '@lootmarket/api/platform/cache/answer-cache';
import { CACHE_TAG_HEADER, PAGE_CACHE_SECONDS_HEADER } from '@lootmarket/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Cookies that make a page someone's own: a signed-in visitor never gets, nor fills, the shared copy. */
const SESSION_COOKIES = /(?:^|;\s*)(?:access_token|refresh_token|has_session)=/;
/** Stands for the per-response CSP nonce in a kept page; fresh nonces are written in as it is sent. */
const NONCE_SLOT = '\u0000nonce\u0000';
const NONCE_IN_POLICY = /'nonce-([A-Za-z0-9+/=]+)'/;
const MAX_SECONDS = 300;

interface KeptPage {
  html: string;
  headers: [string, string][];
}

/** Headers that belong to one response, or only to the server and the page. */
const NOT_KEPT = new Set(['set-cookie', 'content-length', 'transfer-encoding', 'date', PAGE_CACHE_SECONDS_HEADER, CACHE_TAG_HEADER]);

/**
 * Server-rendered pages that are the same for every anonymous visitor (a product page), kept beside the API
 * answers they were built from and dropped with them by tag. Only pages that ask for it are kept, only for
 * GET requests without a session, and never with cookies; each copy is sent with a fresh CSP nonce.
 */
export function createPageCache(answers: AnswerCache) {
  const keyOf = (request: FastifyRequest): string | undefined => {
    if (request.method !== 'GET' || request.headers.authorization) return undefined;
    if (SESSION_COOKIES.test(request.headers.cookie ?? '')) return undefined;
    return `page ${request.url}`;
  };

  return {
    /** Sends the kept copy of this page, if there is one for this visitor; false otherwise. */
    trySend(request: FastifyRequest, reply: FastifyReply): { sent: true } | { sent: false; key?: string; since: number } {
      const key = keyOf(request);
      const since = answers.version();
      const kept = key ? answers.get(key) : undefined;
      if (!kept?.headers) return key ? { sent: false, key, since } : { sent: false, since };
      const nonce = randomBytes(16).toString('base64');
      reply.status(200);
      for (const [name, value] of kept.headers) reply.header(name, value.replaceAll(NONCE_SLOT, nonce));
      if (kept.storedAt !== undefined) reply.header('age', ageSeconds(kept.storedAt));
      reply.send(kept.body.replaceAll(NONCE_SLOT, nonce));
      return { sent: true };
    },

    /**
     * Reads a rendered page that asked to be kept and keeps it; undefined when it may not be kept, and the
     * response is then sent as it is. The visitor who caused the rendering gets it from here as well.
     */
    async keep(key: string, since: number, response: Response): Promise<KeptPage | undefined> {
      const seconds = Math.min(MAX_SECONDS, Number(response.headers.get(PAGE_CACHE_SECONDS_HEADER)));
      if (response.status !== 200 || !(seconds > 0) || response.headers.has('set-cookie')) return undefined;
      if (!response.headers.get('content-type')?.startsWith('text/html')) return undefined;
      const html = await response.text();
      const headers = [...response.headers].filter(([name]) => !NOT_KEPT.has(name));
      const nonce = NONCE_IN_POLICY.exec(response.headers.get('content-security-policy') ?? '')?.[1];
      const slot = (text: string) => (nonce ? text.replaceAll(nonce, NONCE_SLOT) : text);
      const tags = (response.headers.get(CACHE_TAG_HEADER) ?? '').split(',').filter(Boolean);
      answers.set(key, slot(html), tags, since, { headers: headers.map(([name, value]) => [name, slot(value)]), ttlMs: seconds * 1000 });
      return { html, headers };
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

export function sendKeptPage(reply: FastifyReply, page: KeptPage): FastifyReply {
  reply.status(200);
  for (const [name, value] of page.headers) reply.header(name, value);
  return reply.send(page.html);
}
