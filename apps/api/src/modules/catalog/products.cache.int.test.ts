import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { createAnswerCache, productTag } from '../../platform/cache/answer-cache';
import { createEventBus } from '../../platform/events/event-bus';
import { createTestApp, type TestApp } from '../../test-app';

interface Answer {
  id: string;
  offers: { id: string; stock: number | null; seller: { id: string; trust: { completedDeals: number } } }[];
}

async function eventually(predicate: () => boolean, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe(`cached product answers on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let slug: string;
  const get = async (path: string) => (await t.app.inject(`/api/gw/public/v1/product/${path}`)).json() as Answer;
  const execute = (query: string) => t.database.db.execute(sql.raw(query));

  beforeAll(async () => {
    t = await createTestApp();
    await t.demo.catalog();
    const { rows } = (await execute(
      `select p.slug from products p join offers o on o.product_id = p.id where o.is_active and o.stock > 3 order by p.slug limit 1`,
    )) as unknown as { rows: { slug: string }[] };
    slug = rows[0]!.slug;
  });
  afterAll(() => t.close());

  it('answers a repeated request from memory, by slug and by id alike, naming its tags', async () => {
    const response = await t.app.inject(`/api/gw/public/v1/product/${slug}`);
    const product = response.json() as Answer;
    expect(response.headers['cache-tag']).toContain(productTag(product.id));
    await execute(`update products set title = 'Changed behind the cache' where id = '${product.id}'`);
    const again = await t.app.inject(`/api/gw/public/v1/product/${slug}`);
    expect(again.body).toBe(response.body);
    expect(response.headers.age).toBeUndefined();
    expect(again.headers.age).toMatch(/^\d+$/);
    await t.services.answers.invalidate([productTag(product.id)]);
    expect((await t.app.inject(`/api/gw/public/v1/product/${slug}`)).json()).toMatchObject({
      title: 'Changed behind the cache',
    });
  });

  it('shows counted stock taken and given back by checkout at once', async () => {
    const before = await get(slug);
    const offer = before.offers.find((item) => item.stock !== null && item.stock > 3)!;
    expect(await t.services.offers.reserveOfferStock(offer.id, 2)).toBe(true);
    expect((await get(slug)).offers.find((item) => item.id === offer.id)?.stock).toBe(offer.stock! - 2);
    await t.services.offers.releaseOfferStock(offer.id, 2);
    expect((await get(slug)).offers.find((item) => item.id === offer.id)?.stock).toBe(offer.stock);
  });

  it('shows a seller’s new trust figures once a deal is recorded', async () => {
    const before = await get(slug);
    const sellerId = Number(before.offers[0]!.seller.id);
    const deals = before.offers[0]!.seller.trust.completedDeals;
    await t.services.catalog.recordSellerDeal({
      orderId: 'cache-deal',
      sellerId,
      outcome: 'completed',
      deliveryMinutes: 5,
    });
    expect((await get(slug)).offers[0]!.seller.trust.completedDeals).toBe(deals + 1);
  });

  it('drops answers in other processes once the change commits, never for a rolled-back one', async () => {
    const caches = [0, 1].map(() =>
      createAnswerCache({ events: createEventBus(t.database), ttlMs: 60_000, maxChars: 10_000 }),
    );
    const [writer, reader] = caches as [ReturnType<typeof createAnswerCache>, ReturnType<typeof createAnswerCache>];
    const unlisten = await reader.listen();
    try {
      reader.set('product/x', '{}', [productTag('x')], reader.version());
      await t.database.db
        .transaction(async (tx) => {
          await writer.invalidate([productTag('x')], tx);
          throw new Error('roll back');
        })
        .catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(reader.get('product/x')).toBeDefined();
      await t.database.db.transaction(async (tx) => writer.invalidate([productTag('x')], tx));
      await eventually(() => reader.get('product/x') === undefined);
    } finally {
      await unlisten();
    }
  });
});
