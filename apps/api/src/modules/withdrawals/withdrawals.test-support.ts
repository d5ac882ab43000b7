import { randomUUID } from 'node:crypto';
import type { CurrencyCode } from '@lootmarket/domain';
import { sql } from 'drizzle-orm';
import { inTransaction } from '../../db/transaction';
import { createJobsWorker } from '../../platform/jobs/jobs.worker';
import type { TestApp } from '../../test-app';
import { lastCode, signIn } from '../auth/auth.test-support';

export const WALLET = '/api/gw/private/v1/wallet';
export const ADMIN_PAYOUTS = '/api/gw/private/v1/admin/payouts';
export const SBER = '100000000111';
export const USDT_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

export interface Person {
  id: number;
  email: string;
  token: string;
}

/** A signed-in user with `amount` roubles available in the wallet (one sale, no fee, no hold). */
export async function fundedSeller(t: TestApp, amount: number, label = 'seller'): Promise<Person> {
  const email = `${label}-${randomUUID().slice(0, 8)}@wallet.test`;
  const { body } = await signIn(t, email);
  const id = Number(body.user.id);
  if (amount > 0) await fund(t, id, amount);
  return { id, email, token: body.access_token };
}

export async function fund(t: TestApp, userId: number, amount: number, currency: CurrencyCode = 'rub'): Promise<void> {
  const reference = `order:${randomUUID()}`;
  await inTransaction(t.database.db, async (tx) => {
    await t.services.ledger.recordPayment(tx, {
      paymentId: reference,
      provider: 'sandbox',
      reference,
      amount: { amount, currency },
    });
    await t.services.ledger.releaseEscrow(tx, { reference, payeeUserId: userId, feeBasisPoints: 0, source: 'order' });
  });
}

export const bearer = (person: Person) => ({ authorization: `Bearer ${person.token}` });

export function call(
  t: TestApp,
  person: Person,
  method: 'GET' | 'POST',
  path: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method,
    url: `${WALLET}${path}`,
    headers: { ...bearer(person), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

export const sbpRequest = (amount: number, extra: Record<string, unknown> = {}) => ({
  type: 'sbp',
  amount,
  currency: 'rub',
  phone: '+7 (912) 345-67-89',
  bank_id: SBER,
  ...extra,
});

/** Asks for the code of a withdrawal under `key` and reads it from the development mailbox. */
export async function confirmationCode(t: TestApp, person: Person, key: string, request: object): Promise<string> {
  const asked = await call(t, person, 'POST', '/outcomes/confirmation', request, { 'idempotency-key': key });
  if (asked.statusCode !== 200) throw new Error(`confirmation refused: ${asked.body}`);
  return lastCode(t, person.email);
}

/** A confirmed withdrawal: code asked, read and sent; answers the response. */
export async function withdraw(t: TestApp, person: Person, request: object, key = `key-${randomUUID()}`) {
  const code = await confirmationCode(t, person, key, request);
  return call(t, person, 'POST', '/outcomes', { ...request, code }, { 'idempotency-key': key });
}

/** Runs every due job once, with the handlers the server gives its worker. */
export async function runJobs(t: TestApp): Promise<number> {
  const { services } = t;
  const worker = createJobsWorker({
    db: t.database.db,
    handlers: {
      ...services.orders.jobHandlers,
      ...services.orderNotifier.jobHandlers,
      ...services.donations.jobHandlers,
      ...services.withdrawals.jobHandlers,
    },
    logger: { info: () => {}, warn: () => {}, error: () => {} },
  });
  let total = 0;
  for (let ran = await worker.runOnce(); ran > 0; ran = await worker.runOnce()) total += ran;
  return total;
}

/** Makes the jobs of a kind due now (a delayed automatic approval, a back-off). */
export async function hurryJobs(t: TestApp, kind: string): Promise<void> {
  await t.database.db.execute(
    sql`update jobs set run_at = now() - interval '1 second' where kind = ${kind} and finished_at is null`,
  );
}

export async function signInAdmin(t: TestApp): Promise<Person> {
  await t.demo.users();
  const { body } = await signIn(t, 'admin@demo.lootmarket.ru');
  return { id: Number(body.user.id), email: 'admin@demo.lootmarket.ru', token: body.access_token };
}

export function adminCall(t: TestApp, admin: Person, method: 'GET' | 'POST', path: string, payload?: unknown) {
  return t.app.inject({
    method,
    url: `${ADMIN_PAYOUTS}${path}`,
    headers: bearer(admin),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** Presses a button on the sandbox provider's page of the outcome's payout. */
export async function pressSandboxPayout(t: TestApp, payoutId: string, outcome: 'pay' | 'fail'): Promise<void> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/sandbox/payouts/${payoutId}`,
    payload: `outcome=${outcome}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  if (response.statusCode !== 303)
    throw new Error(
      `sandbox payout page answered ${response.statusCode}: ${response.body.slice(0, 300)} for ${payoutId}`,
    );
}

/** Rows of a raw query, as both drivers answer them. */
export async function rows<Row>(t: TestApp, query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

export async function providerPayoutId(t: TestApp, outcomeId: string): Promise<string> {
  const [row] = await rows<{ provider_payout_id: string }>(
    t,
    sql`select provider_payout_id from withdrawal_outcomes where id = ${outcomeId}`,
  );
  return row!.provider_payout_id;
}
