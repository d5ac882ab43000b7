import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../db/test-database';
import { createKeySealer } from '../modules/offers/offer-keys.crypto';
import { rows } from '../modules/orders/orders.test-support';
import { createTestApp, type TestApp } from '../test-app';

const KEY_HEX = 'ab'.repeat(32);

describe(`demo auto-delivery keys on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ KEYS_ENCRYPTION_KEY: KEY_HEX });
    await t.demo.users();
    await t.demo.catalog();
    await t.demo.offerKeys();
  });
  afterAll(() => t.close());

  it('gives every key offer as many sealed, available keys as it has stock', async () => {
    const offers = await rows<{ id: string; stock: number; keys: number; available: number }>(
      t,
      `
      select o.id, o.stock, count(k.id)::int as keys, count(k.id) filter (where k.status = 'available')::int as available
      from offers o join products p on p.id = o.product_id left join offer_keys k on k.offer_id = o.id
      where p.delivery_kind in ('key', 'gift') and o.stock is not null group by o.id, o.stock`,
    );
    expect(offers.length).toBeGreaterThan(10);
    for (const offer of offers) expect([offer.keys, offer.available], offer.id).toEqual([offer.stock, offer.stock]);
  });

  it('keys open to the 3×5 shape, and a second seeding adds none', async () => {
    const before = (await rows<{ n: number }>(t, 'select count(*)::int as n from offer_keys'))[0]!.n;
    await t.demo.offerKeys();
    expect((await rows<{ n: number }>(t, 'select count(*)::int as n from offer_keys'))[0]!.n).toBe(before);
    const sealer = createKeySealer(Buffer.from(KEY_HEX, 'hex'));
    for (const { secret } of await rows<{ secret: string }>(t, 'select secret from offer_keys limit 20')) {
      const key = sealer.open(secret);
      expect(key).toMatch(/^[A-HJ-NP-Z2-9]{5}-[A-HJ-NP-Z2-9]{5}-[A-HJ-NP-Z2-9]{5}$/);
      // Sealed, not stored as it is (a shape test on the ciphertext would fail by chance now and then).
      expect(secret).not.toContain(key);
      expect(secret).not.toContain(key.slice(0, 5));
    }
  });
});
