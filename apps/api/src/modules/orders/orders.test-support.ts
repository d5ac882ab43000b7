import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { selectRows } from '../../db/rows';
import type { TestApp } from '../../test-app';
import { nextAddress } from '../auth/auth.test-support';
import { ORDER_NOTIFY_JOB } from './orders.notify';

export const PUBLIC = '/api/gw/public/v1';
export const PRIVATE = '/api/gw/private/v1';

export async function rows<Row>(t: TestApp, query: string): Promise<Row[]> {
  return selectRows<Row>(t.database.db, sql.raw(query));
}

/** An active offer of a product matching the SQL condition on `p` (products) and `o` (offers); the same one every run. */
export async function findOffer(
  t: TestApp,
  where: string,
): Promise<{ id: string; price: number; stock: number | null; kinds: string[]; seller: number }> {
  const [row] = await rows<{ id: string; price: string; stock: number | null; kinds: string[]; seller: string }>(
    t,
    `select o.id, o.price_minor as price, o.stock, p.buyer_input_kinds as kinds, o.seller_id as seller
     from offers o join products p on p.id = o.product_id where o.is_active and ${where}
     order by p.slug, o.seller_id, o.price_minor, o.id limit 1`,
  );
  if (!row) throw new Error(`no offer where ${where}`);
  return { ...row, price: Number(row.price), seller: Number(row.seller) };
}

/** Valid answers for every input kind the demo products ask for. */
export const VALID_INPUTS: Record<string, string> = {
  mobile_id: '512345678',
  uid: '800123456',
  id: '123456789',
  trade_link: 'https://steamcommunity.com/tradeoffer/new/?partner=1',
  steam_login: 'ivan_petrov',
  steam_account: 'https://steamcommunity.com/id/ivan',
  login: 'ivan',
  nickname: 'Dragon',
  password: 'secret',
  code_friendship: 'SW-1234',
  code_product: 'X1',
  activation_code: 'AAAAA',
  email: 'buyer@mail.ru',
  player_tag: '#2PP8Y0L',
  zone_id: '2041',
  zepeto_id: 'zepeto_star',
  region: 'RU',
  server: 'europe',
  platform: 'pc',
  account: 'buyer@mail.ru',
  otp: '123456',
};

export const inputsFor = (kinds: string[]) => Object.fromEntries(kinds.map((kind) => [kind, VALID_INPUTS[kind]!]));

export function placeGuestOrder(t: TestApp, body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: `${PUBLIC}/order`, payload: body, remoteAddress: nextAddress() });
}

/** Presses a button on the sandbox bank's page, which notifies the shop through the real handler. */
export async function pressSandbox(
  t: TestApp,
  confirmationUrl: string,
  outcome: 'pay' | 'bank_error' | 'abandon',
): Promise<void> {
  const response = await t.app.inject({
    method: 'POST',
    url: new URL(confirmationUrl, 'http://localhost').pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `outcome=${outcome}`,
  });
  expect(response.statusCode, response.body).toBe(303);
}

/** Runs every due order job (refunds, mails) the worker would run, without waiting for its poll. */
/** A signed-in buyer's order of one unit of `offer`, paid through the sandbox bank; its id. */
export async function paidOrder(
  t: TestApp,
  buyer: { authorization: string },
  offer: { id: string; kinds: string[] },
): Promise<string> {
  const placed = await t.app.inject({
    method: 'POST',
    url: `${PRIVATE}/order`,
    headers: buyer,
    payload: { offerId: offer.id, quantity: 1, inputs: inputsFor(offer.kinds) },
  });
  const orderId = placed.json().order.id as string;
  const link = await t.app.inject({
    method: 'POST',
    url: `${PRIVATE}/order/payment-link`,
    headers: buyer,
    payload: { orderId },
  });
  await pressSandbox(t, link.json().confirmationUrl, 'pay');
  return orderId;
}

export async function runOrderJobs(t: TestApp, kind: string): Promise<number> {
  const due = await rows<{ id: string; payload: unknown }>(
    t,
    `select id, payload from jobs where kind = '${kind}' and finished_at is null order by id`,
  );
  for (const job of due) {
    await t.services.orders.jobHandlers[kind]!(job.payload, {
      id: Number(job.id),
      kind,
      payload: job.payload,
      attempts: 1,
      maxAttempts: 10,
    });
    await t.database.db.execute(
      sql`update jobs set finished_at = now(), outcome = 'done' where id = ${Number(job.id)}`,
    );
  }
  return due.length;
}

/** Sends the order's queued notices of one event (its notice and mail) as the jobs worker would; answers how many. */
export async function sendOrderNotices(t: TestApp, orderId: string, event: string): Promise<number> {
  const jobs = await rows<{ payload: unknown }>(
    t,
    `select payload from jobs where kind = '${ORDER_NOTIFY_JOB}' and payload->>'orderId' = '${orderId}' and payload->>'event' = '${event}'`,
  );
  for (const { payload } of jobs)
    await t.services.orderNotifier.jobHandlers[ORDER_NOTIFY_JOB]!(payload, {
      id: 0,
      kind: ORDER_NOTIFY_JOB,
      payload,
      attempts: 1,
      maxAttempts: 10,
    });
  return jobs.length;
}
