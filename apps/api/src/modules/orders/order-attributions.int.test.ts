import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { createTestApp, type TestApp } from '../../test-app';
import { findOffer, inputsFor, placeGuestOrder, rows } from './orders.test-support';

describe(`order attribution on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let offer: Awaited<ReturnType<typeof findOffer>>;

  beforeAll(async () => {
    t = await createTestApp();
    await t.demo.users();
    await t.demo.catalog();
    offer = await findOffer(t, 'o.stock is null or o.stock >= 5');
  });
  afterAll(() => t.close());

  const marksOf = (orderId: string) =>
    rows<Record<string, string | null>>(
      t,
      `select utm_source, utm_medium, utm_campaign, utm_term, utm_content, admitad_uid
       from order_attributions where order_id = '${orderId}'`,
    );
  const place = (extra: Record<string, unknown>) =>
    placeGuestOrder(t, {
      offerId: offer.id,
      quantity: 1,
      inputs: inputsFor(offer.kinds),
      email: 'a@mail.ru',
      ...extra,
    });

  it('keeps the utm and affiliate marks the buyer arrived with beside the order', async () => {
    const response = await place({
      attribution: { utm_source: ' vk ', utm_medium: 'cpc', utm_campaign: 'springsale2025', admitad_uid: 'abc123' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await marksOf(response.json().order.id)).toEqual([
      {
        utm_source: 'vk',
        utm_medium: 'cpc',
        utm_campaign: 'springsale2025',
        utm_term: null,
        utm_content: null,
        admitad_uid: 'abc123',
      },
    ]);
  });

  it('stores nothing for an order without marks', async () => {
    const response = await place({});
    expect(response.statusCode, response.body).toBe(200);
    expect(await marksOf(response.json().order.id)).toEqual([]);
  });

  it('refuses an overlong mark with 400 and places no order', async () => {
    const [before] = await rows<{ n: string }>(t, 'select count(*) as n from orders');
    const response = await place({ attribution: { utm_source: 'x'.repeat(201) } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    const [after] = await rows<{ n: string }>(t, 'select count(*) as n from orders');
    expect(after!.n).toBe(before!.n);
  });
});
