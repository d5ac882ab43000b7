import { PRODUCT_LISTS_TAG } from '@lootmarket/domain';
import type { FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client';
import type { Unlisten } from '../../db/listener';
import type { EventBus } from '../events/event-bus';

/** Every process drops the tags named on this channel, so a change made by one is seen by all. */
export const ANSWER_CACHE_CHANNEL = 'answer_cache_invalidations';

export interface CachedAnswer {
  /** The serialized answer, sent as it is. */
  body: string;
  /** What the answer was built from (`product:{id}`, `seller:{id}`): a change to any of them drops it. */
  tags: readonly string[];
  /** Headers to send with the body, for answers that are not plain JSON (a rendered page). */
  headers?: readonly (readonly [string, string])[];
  /** When it was kept (ms since the epoch): answers from memory say their `age`, as HTTP caches do. */
  storedAt?: number;
}

export interface AnswerCacheOptions {
  events: Pick<EventBus, 'publish' | 'subscribe'>;
  /** How long an answer may be served without any change being announced; bounds what a lost event costs. */
  ttlMs: number;
  /** Memory budget for the bodies, in UTF-16 code units. */
  maxChars: number;
}

export type AnswerCache = ReturnType<typeof createAnswerCache>;

/** What a module that changes cached data needs: to say which tags changed. */
export type CatalogAnswers = Pick<AnswerCache, 'invalidate'>;

interface InvalidationEvent {
  tags: string[];
}

/**
 * Serialized public answers that are the same for every visitor (a product, a search), kept in memory and
 * dropped by tag when what they were built from changes. Changes are announced through the event bus, inside
 * the writer's transaction, so other processes hear of them only once they are committed.
 */
export function createAnswerCache({ events, ttlMs, maxChars }: AnswerCacheOptions) {
  const keysByTag = new Map<string, Set<string>>();
  let invalidations = 0;
  const entries = new LRUCache<string, CachedAnswer>({
    maxSize: maxChars,
    sizeCalculation: (answer) => Math.max(1, answer.body.length),
    ttl: ttlMs,
    dispose: (answer, key) => forget(key, answer.tags),
  });

  function forget(key: string, tags: readonly string[]): void {
    for (const tag of tags) {
      const keys = keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) keysByTag.delete(tag);
    }
  }

  function dropLocally(tags: readonly string[]): void {
    invalidations += 1;
    for (const tag of tags) {
      for (const key of [...(keysByTag.get(tag) ?? [])]) entries.delete(key);
    }
  }

  return {
    get(key: string): CachedAnswer | undefined {
      return entries.get(key);
    },

    /** Taken before reading what an answer is built from; `set` refuses the answer if anything changed since. */
    version(): number {
      return invalidations;
    },

    /**
     * Keeps an answer built from data read after `version()` returned `since`. An invalidation in between
     * may have been about that data, so such an answer is not kept: the next request builds it again.
     */
    set(
      key: string,
      body: string,
      tags: readonly string[],
      since: number,
      extra: { headers?: CachedAnswer['headers']; ttlMs?: number } = {},
    ): void {
      if (since !== invalidations) return;
      const answer: CachedAnswer = {
        body,
        tags,
        storedAt: Date.now(),
        ...(extra.headers ? { headers: extra.headers } : {}),
      };
      entries.set(key, answer, extra.ttlMs ? { ttl: Math.min(extra.ttlMs, ttlMs) } : {});
      if (!entries.has(key)) return;
      for (const tag of tags) {
        let keys = keysByTag.get(tag);
        if (!keys) keysByTag.set(tag, (keys = new Set()));
        keys.add(key);
      }
    },

    /**
     * Drops the answers built from `tags` here at once, and everywhere once `tx` commits. Dropping before the
     * commit as well as after it keeps this process from serving the old answer in between.
     */
    async invalidate(tags: readonly string[], tx?: Db): Promise<void> {
      if (tags.length === 0) return;
      const dropped = withProductLists(tags);
      dropLocally(dropped);
      await events.publish(ANSWER_CACHE_CHANNEL, { tags: dropped } satisfies InvalidationEvent, tx);
    },

    /** Hears other processes' invalidations until the returned function is called. */
    listen(): Promise<Unlisten> {
      return events.subscribe<InvalidationEvent>(ANSWER_CACHE_CHANNEL, (event) => {
        if (Array.isArray(event.tags)) dropLocally(event.tags.filter((tag): tag is string => typeof tag === 'string'));
      });
    },

    get size(): number {
      return entries.size;
    },
  };
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** The answer as the route's own serializer writes it (the schema of its 200 answer). */
export function serializeAnswer(reply: FastifyReply, payload: unknown): string {
  const body = reply.serialize(payload);
  return typeof body === 'string' ? body : Buffer.from(body as ArrayBuffer).toString('utf8');
}

/** Sends a serialized answer as it is, with its tags for the pages built on it (`cache-tag`, as CDNs name it). */
export function sendAnswer(reply: FastifyReply, answer: CachedAnswer): FastifyReply {
  if (answer.storedAt !== undefined) reply.header('age', ageSeconds(answer.storedAt));
  return reply.type(JSON_TYPE).header('cache-tag', answer.tags.join(',')).send(answer.body);
}

/** Whole seconds since an answer was kept, as the `Age` header counts them. */
export const ageSeconds = (storedAt: number): string => String(Math.max(0, Math.floor((Date.now() - storedAt) / 1000)));

export const productTag = (productId: string) => `product:${productId}`;
export const sellerTag = (sellerId: number) => `seller:${sellerId}`;
export const SEARCH_INDEX_TAG = 'search-index';
export { PRODUCT_LISTS_TAG };

/**
 * Pages that list products (home, listings, search results) show many products' prices, stock and sellers:
 * naming each product there would make every page as long as the catalog, so any change to a product, a
 * seller or the search index drops them all, and the next visitor builds them again.
 */
function withProductLists(tags: readonly string[]): string[] {
  const listed = tags.some(
    (tag) => tag.startsWith('product:') || tag.startsWith('seller:') || tag === SEARCH_INDEX_TAG,
  );
  return listed && !tags.includes(PRODUCT_LISTS_TAG) ? [...tags, PRODUCT_LISTS_TAG] : [...tags];
}
