import { randomBytes } from 'node:crypto';
import { ageSeconds, type AnswerCache, type CachedAnswer } from '@lootmarket/api/platform/cache/answer-cache';
import { CACHE_TAG_HEADER, PAGE_CACHE_SECONDS_HEADER } from '@lootmarket/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isUnchanged, nonceOf, pageEtag, PAGE_CACHE_CONTROL, sendNotModified } from './page-validator';

/** Cookies that make a page someone's own: a signed-in visitor never gets, nor fills, the shared copy. */
const SESSION_COOKIES = /(?:^|;\s*)(?:access_token|refresh_token|has_session)=/;
/** Stands for the per-response CSP nonce in a kept page; fresh nonces are written in as it is sent. */
const NONCE_SLOT = '\u0000nonce\u0000';
const MAX_SECONDS = 300;

interface KeptPage {
  html: string;
  headers: [string, string][];
  etag: string;
}

/** Headers that belong to one response, or only to the server and the page. */
const NOT_KEPT = new Set([
  'set-cookie',
  'content-length',
  'transfer-encoding',
  'date',
  'cache-control',
  'etag',
  PAGE_CACHE_SECONDS_HEADER,
  CACHE_TAG_HEADER,
]);

/** Each kept page's bytes, cut where its nonces go; made at the first copy sent, gone with the page. */
const encodedPages = new WeakMap<CachedAnswer, Buffer[]>();

/**
 * The kept page's bytes with a fresh nonce in each slot. The parts are encoded once, so a copy costs a
 * copy of the bytes, not a search of the text and its encoding for every visitor.
 */
function withNonce(kept: CachedAnswer, nonce: string): Buffer {
  let parts = encodedPages.get(kept);
  if (!parts) encodedPages.set(kept, (parts = kept.body.split(NONCE_SLOT).map((part) => Buffer.from(part))));
  const slot = Buffer.from(nonce);
  return Buffer.concat(parts.flatMap((part, index) => (index === 0 ? [part] : [slot, part])));
}

/**
 * Server-rendered pages that are the same for every anonymous visitor (a product page), kept beside the API
 * answers they were built from and dropped with them by tag. Only pages that ask for it are kept, only for
 * GET requests without a session, and never with cookies; each copy is sent with a fresh CSP nonce.
 */
export function createPageCache(answers: AnswerCache, siteOrigin: (request: FastifyRequest) => string) {
  const keyOf = (request: FastifyRequest): string | undefined => {
    if (request.method !== 'GET' || request.headers.authorization) return undefined;
    if (SESSION_COOKIES.test(request.headers.cookie ?? '')) return undefined;
    // A page names its origin (canonical link, structured data): one built for another origin is never shared.
    return `page ${siteOrigin(request)} ${request.url}`;
  };
  /** Pages being rendered now, by key: requests for the same page wait for that rendering. */
  const rendering = new Map<string, Promise<void>>();

  const cache = {
    /** Sends the kept copy of this page, if there is one for this visitor; false otherwise. */
    trySend(
      request: FastifyRequest,
      reply: FastifyReply,
    ): { sent: true } | { sent: false; key?: string; since: number } {
      const key = keyOf(request);
      const since = answers.version();
      const kept = key ? answers.get(key) : undefined;
      if (!kept?.headers) return key ? { sent: false, key, since } : { sent: false, since };
      const etag = kept.headers.find(([name]) => name === 'etag')?.[1];
      if (etag && isUnchanged(request, etag)) {
        sendNotModified(reply, etag);
        return { sent: true };
      }
      const nonce = randomBytes(16).toString('base64');
      reply.status(200);
      for (const [name, value] of kept.headers) reply.header(name, value.replaceAll(NONCE_SLOT, nonce));
      if (kept.storedAt !== undefined) reply.header('age', ageSeconds(kept.storedAt));
      reply.send(withNonce(kept, nonce));
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
      const nonce = nonceOf(response.headers.get('content-security-policy'));
      const etag = pageEtag(html, nonce);
      const headers: [string, string][] = [
        ...[...response.headers].filter(([name]) => !NOT_KEPT.has(name)),
        ['cache-control', PAGE_CACHE_CONTROL],
        ['etag', etag],
      ];
      const slot = (text: string) => (nonce ? text.replaceAll(nonce, NONCE_SLOT) : text);
      const tags = (response.headers.get(CACHE_TAG_HEADER) ?? '').split(',').filter(Boolean);
      answers.set(key, slot(html), tags, since, {
        headers: headers.map(([name, value]) => [name, slot(value)]),
        ttlMs: seconds * 1000,
      });
      return { html, headers, etag };
    },

    /**
     * Sends the kept copy of this page, or renders it (`render`), keeps it when it asks to be kept and sends
     * it; pages that are not kept go out through `sendRendered`. While one request renders a page that may
     * be kept, others for the same page wait for it rather than render it too: a dropped page under load is
     * rendered once, not once per visitor who asked meanwhile.
     */
    async serve(
      request: FastifyRequest,
      reply: FastifyReply,
      render: () => Promise<Response>,
      sendRendered: (response: Response) => Promise<FastifyReply> | FastifyReply,
    ): Promise<FastifyReply> {
      let attempt = cache.trySend(request, reply);
      if (attempt.sent) return reply;
      const pending = attempt.key ? rendering.get(attempt.key) : undefined;
      if (pending) {
        await pending;
        attempt = cache.trySend(request, reply);
        if (attempt.sent) return reply;
      }
      const { key, since } = attempt;
      if (!key) return sendRendered(await render());
      let finished: (() => void) | undefined;
      if (!rendering.has(key)) rendering.set(key, new Promise<void>((resolve) => (finished = resolve)));
      try {
        const response = await render();
        const kept = await cache.keep(key, since, response);
        return kept ? sendKeptPage(request, reply, kept) : await sendRendered(response);
      } finally {
        if (finished) {
          rendering.delete(key);
          finished();
        }
      }
    },
  };
  return cache;
}

export type PageCache = ReturnType<typeof createPageCache>;

export function sendKeptPage(request: FastifyRequest, reply: FastifyReply, page: KeptPage): FastifyReply {
  if (isUnchanged(request, page.etag)) return sendNotModified(reply, page.etag);
  reply.status(200);
  for (const [name, value] of page.headers) reply.header(name, value);
  return reply.send(page.html);
}
