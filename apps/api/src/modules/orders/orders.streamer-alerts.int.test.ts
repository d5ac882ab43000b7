import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { postSandboxNotification, sandboxNotification } from '../payments/payments.test-support';
import { createTestApp, type TestApp } from '../../test-app';
import { signIn } from '../auth/auth.test-support';
import { ANONYMOUS_BUYER_NAME } from './orders.service';
import { findOffer, inputsFor, placeGuestOrder, pressSandbox, PRIVATE, PUBLIC, rows } from './orders.test-support';

type AlertRow = {
  streamer_id: string;
  source: string;
  source_id: string;
  donor_name: string;
  amount_minor: string;
  currency: string;
  message: string;
};

describe(`purchases attributed to a streamer on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let offer: Awaited<ReturnType<typeof findOffer>>;
  let streamerId: number;
  const widgetIds: Record<'donation' | 'offer' | 'combined', number> = { donation: 0, offer: 0, combined: 0 };
  const clock = Date.parse('2026-03-01T10:00:00Z');

  beforeAll(async () => {
    t = await createTestApp({}, { now: () => clock });
    await t.demo.users();
    await t.demo.streamers();
    await t.demo.catalog();
    offer = await findOffer(t, `o.stock is null and p.delivery_kind = 'manual'`);
    streamerId = (await t.services.users.findStreamer({ slug: 'liza-kotova' }))!.id;
    // Made before any purchase: a widget added later starts after the alerts already queued.
    for (const type of ['donation', 'offer', 'combined'] as const)
      widgetIds[type] = (await t.services.widgets.create(streamerId, { type })).id;
  });
  afterAll(() => t.close());

  const alertsOf = (orderId: string) =>
    rows<AlertRow>(t, `select * from alerts where source = 'order' and source_id = '${orderId}'`);
  const storedStreamer = async (orderId: string) =>
    (await rows<{ streamer_id: string | null }>(t, `select streamer_id from orders where id = '${orderId}'`))[0]!
      .streamer_id;

  /** Places a guest order with an optional streamer slug and pays it on the sandbox bank's page. */
  async function payAsGuest(streamerSlug?: string): Promise<{ orderId: string; bankId: string }> {
    const placed = await placeGuestOrder(t, {
      offerId: offer.id,
      quantity: 1,
      inputs: inputsFor(offer.kinds),
      email: 'fan@mail.ru',
      ...(streamerSlug === undefined ? {} : { streamerSlug }),
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const { order, guestToken } = placed.json();
    const link = await t.app.inject({
      method: 'POST',
      url: `${PUBLIC}/order/payment-link`,
      payload: { orderId: order.id, token: guestToken },
    });
    const { confirmationUrl } = link.json();
    await pressSandbox(t, confirmationUrl, 'pay');
    return { orderId: order.id, bankId: confirmationUrl.split('/').at(-1)! };
  }

  /** The bank's signed notification about a paid payment, delivered once more through the real handler. */
  async function notifyPaidAgain(bankId: string): Promise<void> {
    const response = await postSandboxNotification(t, sandboxNotification(bankId), clock);
    expect(response.statusCode, response.body).toBe(200);
  }

  it('queues one purchase alert for the streamer when a guest pays, however often the bank repeats itself', async () => {
    const { orderId, bankId } = await payAsGuest(' Liza-Kotova ');
    expect(Number(await storedStreamer(orderId))).toBe(streamerId);
    await notifyPaidAgain(bankId);
    await notifyPaidAgain(bankId);
    const alerts = await alertsOf(orderId);
    expect(alerts).toHaveLength(1);
    const [product] = await rows<{ product_title: string; amount_minor: string; currency: string }>(
      t,
      `select product_title, amount_minor, currency from orders where id = '${orderId}'`,
    );
    expect(alerts[0]).toMatchObject({
      donor_name: ANONYMOUS_BUYER_NAME,
      message: product!.product_title,
      currency: product!.currency,
    });
    expect(Number(alerts[0]!.streamer_id)).toBe(streamerId);
    expect(Number(alerts[0]!.amount_minor)).toBe(Number(product!.amount_minor));
    // Purchases play in the offer and combined widgets, never in the donation-only one.
    expect((await t.services.alerts.nextFor(widgetIds.offer))?.message).toBe(product!.product_title);
    expect((await t.services.alerts.nextFor(widgetIds.combined))?.source).toBe('order');
    expect(await t.services.alerts.nextFor(widgetIds.donation)).toBeNull();
  });

  it("names a signed-in buyer by their public name, masked with the streamer's ban list", async () => {
    const { body } = await signIn(t, 'buyer@demo.lootmarket.ru');
    const headers = { authorization: `Bearer ${body.access_token}` };
    const placed = await t.app.inject({
      method: 'POST',
      url: `${PRIVATE}/order`,
      headers,
      payload: { offerId: offer.id, quantity: 1, inputs: inputsFor(offer.kinds), streamerSlug: 'liza-kotova' },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const orderId = placed.json().order.id;
    const link = await t.app.inject({
      method: 'POST',
      url: `${PRIVATE}/order/payment-link`,
      headers,
      payload: { orderId },
    });
    await pressSandbox(t, link.json().confirmationUrl, 'pay');
    const [buyer] = await rows<{ name: string }>(t, `select name from users where email = 'buyer@demo.lootmarket.ru'`);
    expect((await alertsOf(orderId)).map((alert) => alert.donor_name)).toEqual([buyer!.name]);

    await t.services.donations.replaceBanWords(streamerId, [buyer!.name]);
    const again = await t.app.inject({
      method: 'POST',
      url: `${PRIVATE}/order`,
      headers,
      payload: { offerId: offer.id, quantity: 1, inputs: inputsFor(offer.kinds), streamerSlug: 'liza-kotova' },
    });
    const secondId = again.json().order.id;
    const secondLink = await t.app.inject({
      method: 'POST',
      url: `${PRIVATE}/order/payment-link`,
      headers,
      payload: { orderId: secondId },
    });
    await pressSandbox(t, secondLink.json().confirmationUrl, 'pay');
    const [masked] = await alertsOf(secondId);
    expect(masked!.donor_name).not.toContain(buyer!.name);
    expect(masked!.donor_name).toMatch(/\*/);
    await t.services.donations.replaceBanWords(streamerId, []);
  });

  it('places and pays orders without a slug or with an unknown one, queuing nothing', async () => {
    for (const slug of [undefined, 'no-such-streamer', '']) {
      const { orderId } = await payAsGuest(slug);
      expect(await storedStreamer(orderId)).toBeNull();
      expect(await alertsOf(orderId)).toEqual([]);
      const [order] = await rows<{ status: string }>(t, `select status from orders where id = '${orderId}'`);
      expect(order!.status).not.toBe('NEW');
    }
  });
});
