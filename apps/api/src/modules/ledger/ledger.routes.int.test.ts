import { walletIncomesResponseSchema, walletOperationsResponseSchema } from '@lootmarket/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { createTestApp, type TestApp } from '../../test-app';
import { signIn } from '../auth/auth.test-support';
import { inTx, newUser, orderRef, rub } from './ledger.test-support';

const WALLET = '/api/gw/private/v1/wallet';

describe(`wallet API on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let token: string;
  let seller: number;
  beforeAll(async () => {
    t = await createTestApp();
    const { body } = await signIn(t, 'wallet-seller@mail.ru');
    token = body.access_token;
    seller = Number(body.user.id);
  }, 180_000);
  afterAll(() => t.close());

  const get = (path: string, bearer: string | null = token) =>
    t.app.inject({ url: `${WALLET}/${path}`, headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });
  const ledger = () => t.services.ledger;
  const sell = async (
    amount: number,
    options: {
      release?: boolean;
      feeBasisPoints?: number;
      source?: 'order' | 'donation';
      currency?: 'rub' | 'usd';
    } = {},
  ) => {
    const source = options.source ?? 'order';
    const reference = source === 'order' ? orderRef() : `donation:${crypto.randomUUID()}`;
    const money = { amount, currency: options.currency ?? 'rub' };
    await inTx(t, (tx) =>
      ledger().recordPayment(tx, {
        paymentId: reference,
        provider: 'sandbox',
        reference,
        amount: money,
        payeeUserId: seller,
      }),
    );
    if (options.release !== false) {
      await inTx(t, (tx) =>
        ledger().releaseEscrow(tx, {
          reference,
          payeeUserId: seller,
          feeBasisPoints: options.feeBasisPoints ?? 1000,
          source,
        }),
      );
    }
    return reference;
  };

  it('answers 401 without a session', async () => {
    for (const path of ['operations', 'operations.csv', 'incomes'])
      expect((await get(path, null)).statusCode).toBe(401);
  });

  it('shows no movements to a new user', async () => {
    expect((await get('operations')).json()).toEqual({ items: [], total: 0, limit: 20, offset: 0 });
    await sell(10_000);
    await sell(5_000, { release: false });
    await sell(300, { currency: 'usd', feeBasisPoints: 0 });
  });

  it('pages the wallet operations, newest first, with kind, source and reference', async () => {
    const reference = await sell(2_000, { source: 'donation', feeBasisPoints: 500 });
    await inTx(t, (tx) => ledger().payout(tx, { payoutId: 'w1', userId: seller, amount: rub(1_000), provider: 'sbp' }));
    const page = walletOperationsResponseSchema.parse((await get('operations?limit=2')).json());
    expect(page.total).toBe(4);
    expect(page.items.map(({ kind, source, amount, fee }) => ({ kind, source, amount, fee }))).toEqual([
      { kind: 'payout', source: null, amount: rub(-1_000), fee: null },
      { kind: 'escrow_release', source: 'donation', amount: rub(1_900), fee: rub(100) },
    ]);
    expect(page.items[1]!.reference).toBe(reference);
    const next = walletOperationsResponseSchema.parse((await get('operations?limit=2&offset=2')).json());
    expect(next.items.map((item) => item.amount)).toEqual([{ amount: 300, currency: 'usd' }, rub(9_000)]);
    expect(walletOperationsResponseSchema.parse((await get('operations?currency=usd')).json()).total).toBe(1);
    expect((await get('operations?limit=0')).statusCode).toBe(400);
  });

  it('filters the movements by kind, source and dates, and exports them as CSV', async () => {
    const incomes = walletOperationsResponseSchema.parse((await get('operations?group=income&source=order')).json());
    expect(incomes.items.map((item) => [item.label, item.amount.amount])).toEqual([
      ['Продажа', 300],
      ['Продажа', 9_000],
    ]);
    expect(walletOperationsResponseSchema.parse((await get('operations?group=withdrawal')).json()).total).toBe(0);
    expect(
      walletOperationsResponseSchema.parse(
        (await get(`operations?from=${encodeURIComponent('2999-01-01T00:00:00Z')}`)).json(),
      ).total,
    ).toBe(0);
    const csv = await get('operations.csv?group=income');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Дата (UTC);Операция;Источник;Ссылка;Сумма;Комиссия;Валюта');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/;Донат;Донат;donation:[0-9a-f-]+;19,00;1,00;RUB$/);
    expect(lines[3]).toMatch(/;Продажа;Заказ;order:[0-9a-f-]+;90,00;10,00;RUB$/);
  });

  it('lists incomes with gross, fee and net, and totals per period', async () => {
    const body = walletIncomesResponseSchema.parse((await get('incomes?currency=rub')).json());
    expect(body.total).toBe(2);
    expect(body.items.map(({ source, gross, fee, amount }) => ({ source, gross, fee, amount }))).toEqual([
      { source: 'donation', gross: rub(2_000), fee: rub(100), amount: rub(1_900) },
      { source: 'order', gross: rub(10_000), fee: rub(1_000), amount: rub(9_000) },
    ]);
    expect(body.totals).toEqual([rub(10_900)]);
    const month = new Date();
    const start = `${month.getUTCFullYear()}-${String(month.getUTCMonth() + 1).padStart(2, '0')}-01T00:00:00Z`;
    expect(body.periods).toEqual([
      { period_start: start, currency: 'rub', count: 2, gross: 12_000, fee: 1_100, amount: 10_900 },
    ]);

    const orders = walletIncomesResponseSchema.parse((await get('incomes?source=order&period=day')).json());
    expect(orders.totals).toEqual(
      [rub(9_000), { amount: 300, currency: 'usd' }].sort((a, b) => a.currency.localeCompare(b.currency)),
    );
    expect(orders.periods.every((period) => period.period_start.endsWith('T00:00:00Z'))).toBe(true);
    const future = walletIncomesResponseSchema.parse(
      (await get(`incomes?from=${encodeURIComponent('2999-01-01T00:00:00Z')}`)).json(),
    );
    expect(future).toMatchObject({ items: [], total: 0, totals: [], periods: [] });
  });

  it('counts held income among incomes and movements, and not again when it becomes available', async () => {
    const reference = orderRef();
    await inTx(t, (tx) =>
      ledger().recordPayment(tx, {
        paymentId: reference,
        provider: 'sandbox',
        reference,
        amount: rub(4_000),
        payeeUserId: seller,
      }),
    );
    const availableAt = new Date(Date.now() - 1000);
    await inTx(t, (tx) =>
      ledger().releaseEscrow(tx, {
        reference,
        payeeUserId: seller,
        feeBasisPoints: 0,
        source: 'order',
        hold: { reason: 'seller_hold', availableAt },
      }),
    );
    expect(await ledger().releaseDueHolds({ now: new Date(), userId: seller })).toBe(1);
    const page = walletOperationsResponseSchema.parse((await get('operations?group=income&limit=1')).json());
    expect(page.items[0]).toMatchObject({ reference, kind: 'escrow_release', amount: rub(4_000) });
    expect(
      walletOperationsResponseSchema
        .parse((await get('operations')).json())
        .items.filter((item) => item.reference === reference),
    ).toHaveLength(1);
    const incomes = walletIncomesResponseSchema.parse((await get('incomes?limit=1')).json());
    expect(incomes.items[0]).toMatchObject({ reference, amount: rub(4_000) });
  });

  it('shows each user only their own wallet', async () => {
    const other = await newUser(t, 'other');
    expect(other).not.toBe(seller);
    const { body } = await signIn(t, 'someone-else@mail.ru');
    expect((await get('operations', body.access_token)).json()).toMatchObject({ items: [], total: 0 });
    expect((await get('incomes', body.access_token)).json()).toMatchObject({ items: [], total: 0 });
  });
});
