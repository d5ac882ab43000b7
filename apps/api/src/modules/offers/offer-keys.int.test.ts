import { feeBasisPointsFor, ORDER_TIMING, splitPlatformFee, type ProductType } from '@lootmarket/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { createTestApp, type TestApp } from '../../test-app';
import { mailbox } from '../auth/auth.test-support';
import {
  findOffer,
  inputsFor,
  placeGuestOrder,
  pressSandbox,
  PUBLIC,
  rows,
  runOrderJobs,
} from '../orders/orders.test-support';

describe(`auto-delivery keys on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let clock = Date.parse('2026-03-01T10:00:00Z');
  let offer: Awaited<ReturnType<typeof findOffer>>;
  let productType: ProductType;
  const KEYS = Array.from({ length: 50 }, (_, index) => `KEY-${String(index).padStart(4, '0')}-SECRET`);

  beforeAll(async () => {
    t = await createTestApp({}, { now: () => clock });
    await t.demo.users();
    await t.demo.catalog();
    offer = await findOffer(t, `p.delivery_kind = 'key' and o.stock is not null`);
    productType = (
      await rows<{ product_type: ProductType }>(
        t,
        `select p.product_type from offers o join products p on p.id = o.product_id where o.id = '${offer.id}'`,
      )
    )[0]!.product_type;
    await t.database.db.execute(`update offers set stock = 50 where id = '${offer.id}'` as never);
    await t.services.offerKeys.addKeys(offer.id, KEYS);
  });
  afterAll(() => t.close());

  it('stores keys encrypted', async () => {
    const stored = await rows<{ secret: string }>(t, `select secret from offer_keys where offer_id = '${offer.id}'`);
    expect(stored).toHaveLength(50);
    for (const { secret } of stored) expect(secret).not.toContain('KEY-');
  });

  it('sells 50 keys to exactly 50 of 200 concurrent buyers; the rest are refused before any payment', async () => {
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        placeGuestOrder(t, {
          offerId: offer.id,
          quantity: 1,
          inputs: inputsFor(offer.kinds),
          email: `buyer${index}@mail.ru`,
        }),
      ),
    );
    const placed = responses.filter((response) => response.statusCode === 200).map((response) => response.json());
    const refused = responses.filter((response) => response.statusCode !== 200);
    expect(placed).toHaveLength(50);
    expect(refused).toHaveLength(150);
    for (const response of refused)
      expect(response.json()).toMatchObject({ code: 'OUT_OF_STOCK', message: 'Недостаточно товара в наличии' });
    expect(
      (
        await rows<{ n: number }>(
          t,
          `select count(*)::int as n from offer_keys where offer_id = '${offer.id}' and status = 'reserved'`,
        )
      )[0]!.n,
    ).toBe(50);
    expect((await rows<{ stock: number }>(t, `select stock from offers where id = '${offer.id}'`))[0]!.stock).toBe(0);

    // Every placed order pays and receives its own key, shown on its status page.
    const seen = new Set<string>();
    for (const { order, guestToken } of placed.slice(0, 50)) {
      const link = await t.app.inject({
        method: 'POST',
        url: `${PUBLIC}/order/payment-link`,
        payload: { orderId: order.id, token: guestToken },
      });
      await pressSandbox(t, link.json().confirmationUrl, 'pay');
      const status = (await t.app.inject(`${PUBLIC}/order/status/${order.id}?token=${guestToken}`)).json();
      expect(status).toMatchObject({ displayStatus: 'DELIVERED', canConfirm: true });
      expect(status.delivery.keys).toHaveLength(1);
      seen.add(status.delivery.keys[0]);
    }
    expect(seen.size).toBe(50);
    expect([...seen].every((key) => KEYS.includes(key))).toBe(true);
    expect(
      (
        await rows<{ n: number }>(
          t,
          `select count(*)::int as n from payments where reference like 'order:%' and status = 'succeeded'`,
        )
      )[0]!.n,
    ).toBe(50);
    // 200 checkouts and 50 payments: embedded PGlite runs them one at a time, which takes a while on a busy machine.
  }, 180_000);

  it('mails the key to the buyer once', async () => {
    const sent = await runOrderJobs(t, 'orders.delivery-mail');
    expect(sent).toBe(50);
    const mails = (await mailbox(t)).filter(
      (mail) => mail.to === 'buyer0@mail.ru' || /KEY-\d{4}-SECRET/.test(mail.text),
    );
    expect(mails).toHaveLength(50);
    expect(mails[0]!.text).toMatch(/Ваш ключ:\nKEY-\d{4}-SECRET/);
    expect(mails[0]!.text).toContain('/order-status/');
    expect(await runOrderJobs(t, 'orders.delivery-mail')).toBe(0);
  });

  it('completes a delivered order when the confirmation window passes and pays the seller minus the fee', async () => {
    const [paid] = await rows<{ id: string; amount_minor: string }>(
      t,
      `select id, amount_minor from orders where offer_id = '${offer.id}' and stage = 'delivered' order by id limit 1`,
    );
    const before =
      (await t.services.ledger.balance(offer.seller)).find((money) => money.currency === 'rub')?.amount ?? 0;
    await expect(t.services.orders.fireTimer(paid!.id, 'CONFIRMATION_WINDOW_PASSED')).rejects.toThrow(/not due/);
    clock += ORDER_TIMING.buyerConfirmMs + 60_000;
    await t.services.orders.fireTimer(paid!.id, 'CONFIRMATION_WINDOW_PASSED');
    const after = (await t.services.ledger.balance(offer.seller)).find((money) => money.currency === 'rub')!.amount;
    const { payee } = splitPlatformFee(Number(paid!.amount_minor), feeBasisPointsFor({ source: 'order', productType }));
    expect(after - before).toBe(payee);
    expect((await rows<{ status: string }>(t, `select status from orders where id = '${paid!.id}'`))[0]!.status).toBe(
      'COMPLETED',
    );
    expect(await t.services.ledger.check()).toEqual([]);
  });
});
