import { describe, expect, it } from 'vitest';
import { createAnswerCache, PRODUCT_LISTS_TAG, productTag, SEARCH_INDEX_TAG, sellerTag } from './answer-cache';

function quietBus() {
  const published: unknown[] = [];
  return {
    published,
    events: {
      publish: async (_channel: string, payload: unknown) => void published.push(payload),
      subscribe: async () => async () => {},
    },
  };
}

const cacheWith = (options: { ttlMs?: number; maxChars?: number } = {}) => {
  const bus = quietBus();
  return {
    ...bus,
    cache: createAnswerCache({
      events: bus.events,
      ttlMs: options.ttlMs ?? 60_000,
      maxChars: options.maxChars ?? 10_000,
    }),
  };
};

describe('answer cache', () => {
  it('keeps an answer until one of its tags is invalidated, and announces the tags', async () => {
    const { cache, published } = cacheWith();
    cache.set('product/a', '{"a":1}', [productTag('a'), sellerTag(7)], cache.version());
    cache.set('product/b', '{"b":1}', [productTag('b'), sellerTag(8)], cache.version());
    expect(cache.get('product/a')?.body).toBe('{"a":1}');
    await cache.invalidate([sellerTag(7)]);
    expect(cache.get('product/a')).toBeUndefined();
    expect(cache.get('product/b')?.body).toBe('{"b":1}');
    expect(published).toEqual([{ tags: ['seller:7', PRODUCT_LISTS_TAG] }]);
  });

  it('drops the pages that list products with any product, seller or search index change, and only then', async () => {
    const { cache } = cacheWith();
    const keepHome = () => cache.set('page /', '<html>', [PRODUCT_LISTS_TAG], cache.version());
    for (const tag of [productTag('a'), sellerTag(7), SEARCH_INDEX_TAG]) {
      keepHome();
      await cache.invalidate([tag]);
      expect(cache.get('page /')).toBeUndefined();
    }
    keepHome();
    await cache.invalidate(['translations']);
    expect(cache.get('page /')?.body).toBe('<html>');
  });

  it('refuses an answer built while something changed', async () => {
    const { cache } = cacheWith();
    const since = cache.version();
    await cache.invalidate([productTag('other')]);
    cache.set('product/a', '{"a":1}', [productTag('a')], since);
    expect(cache.get('product/a')).toBeUndefined();
    cache.set('product/a', '{"a":2}', [productTag('a')], cache.version());
    expect(cache.get('product/a')?.body).toBe('{"a":2}');
  });

  it('forgets the old tags of a replaced answer', async () => {
    const { cache } = cacheWith();
    cache.set('k', 'one', ['t1'], cache.version());
    cache.set('k', 'two', ['t2'], cache.version());
    await cache.invalidate(['t1']);
    expect(cache.get('k')?.body).toBe('two');
    await cache.invalidate(['t2']);
    expect(cache.get('k')).toBeUndefined();
  });

  it('stays within its memory budget, dropping the least recently used', () => {
    const { cache } = cacheWith({ maxChars: 100 });
    for (let i = 0; i < 10; i += 1) cache.set(`k${i}`, 'x'.repeat(30), ['t'], cache.version());
    expect(cache.size).toBe(3);
    expect(cache.get('k9')).toBeDefined();
    expect(cache.get('k0')).toBeUndefined();
    cache.set('huge', 'x'.repeat(101), ['t'], cache.version());
    expect(cache.get('huge')).toBeUndefined();
  });

  it('expires answers after the time to live', async () => {
    const { cache } = cacheWith({ ttlMs: 30 });
    cache.set('k', 'v', ['t'], cache.version());
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(cache.get('k')).toBeUndefined();
  });

  it('drops what another process announces, ignoring malformed events, until it stops listening', async () => {
    let deliver: (event: unknown) => void = () => {};
    let listening = false;
    const events = {
      publish: async () => {},
      subscribe: async <T>(_channel: string, handler: (event: T) => void) => {
        deliver = handler as (event: unknown) => void;
        listening = true;
        return async () => void (listening = false);
      },
    };
    const cache = createAnswerCache({ events, ttlMs: 60_000, maxChars: 10_000 });
    const stop = await cache.listen();
    cache.set('product/a', 'a', [productTag('a')], cache.version());
    cache.set('product/b', 'b', [productTag('b')], cache.version());
    deliver({ tags: 'product:a' });
    deliver({ tags: [7, productTag('b')] });
    expect(cache.get('product/a')?.body).toBe('a');
    expect(cache.get('product/b')).toBeUndefined();
    await stop();
    expect(listening).toBe(false);
  });
});
