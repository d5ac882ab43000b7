import {
  feeBasisPointsFor,
  ORDER_TIMING,
  splitPlatformFee,
  type OrderStage,
  type OrderStatus,
} from '@lootmarket/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { AppError } from '../../platform/http/app-error';
import { createJobsRepo } from '../../platform/jobs/jobs.repo';
import { postSandboxNotification, sandboxNotification } from '../payments/payments.test-support';
import { createTestApp, type TestApp } from '../../test-app';
import { checkLedger, markLedger } from '../ledger/ledger.check';
import type { LedgerMark } from '../ledger/ledger.types';
import { ORDER_REFUND_JOB, ORDER_TIMER_EVENTS, ORDER_TIMER_JOB } from './orders.lifecycle';
import { RISK_RULES } from './orders.risk';
import type { OrderAccess } from './orders.ports';
import { findOffer, inputsFor, pressSandbox, rows } from './orders.test-support';

/** What the buyer writes when a dispute opens. */
const DISPUTE = { reason: 'not_working', text: 'Ключ не активируется' };

/**
 * Random orders through every path the order machine allows, against an independent model of what each
 * step must do. After every step the order's status, its escrow and its seller's wallet are compared with
 * the model, and the `ledger:check` probes run over what the step changed in the books (the transactions
 * it posted and every account they touched, summed over all their entries), so a drift names the step
 * that made it. The whole books go through the same probes after every round of steps (one step of each
 * order in flight) and at the end, for anything written behind the ledger's back.
 * The seed is fixed, so a failure replays; RANDOM_ORDERS_SEED tries another one.
 */
/** Fewer on the embedded database, whose single in-process connection makes each order slow; PostgreSQL runs the full set. */
const ORDERS = Number(process.env.RANDOM_ORDERS ?? (TEST_DATABASE_KIND === 'postgres' ? 1000 : 300));
const SEED = Number(process.env.RANDOM_ORDERS_SEED ?? 20_261_124);
/** Orders in flight at once; their steps interleave, so one order's timers and refunds meet the others'. */
const IN_FLIGHT = 12;
/** Steps between two checks of the whole books (each step's own change is checked at once); RANDOM_ORDERS_CHECK_EVERY=1 checks the whole books after every step. */
const CHECK_EVERY = Number(process.env.RANDOM_ORDERS_CHECK_EVERY ?? IN_FLIGHT);
const TAPE = 48;
const SECOND = 1000;

type Offer = Awaited<ReturnType<typeof findOffer>> & {
  kind: 'key' | 'manual';
  productType: string;
  currency: 'rub' | 'usd' | 'kzt';
};
type Payment = { id: string; bankId: string; state: 'pending' | 'succeeded' | 'canceled' };

/** One order as the model expects it to be. */
interface Sim {
  n: number;
  id: string;
  offer: Offer;
  risky: boolean;
  access: OrderAccess;
  amount: number;
  quantity: number;
  clock: number;
  placedAt: number;
  sellerClockAt: number | null;
  deliveredAt: number | null;
  status: OrderStatus;
  stage: OrderStage | null;
  payments: Payment[];
  /** Money the model expects in the order's escrow. */
  held: number;
  tape: number[];
  cursor: number;
  trail: string[];
  afterlife: number;
}

const UNPAID: OrderStatus[] = ['NEW', 'AWAITING_PAYMENT', 'ACQUIRING_ERROR'];
const FINAL: OrderStatus[] = ['COMPLETED', 'CANCELLED', 'UNPAID'];

describe(`${ORDERS} random orders through every lifecycle path on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let clock = Date.now();
  let manual: Offer;
  let key: Offer;
  let keyStock = 0;
  /** What each seller's wallet must hold, by seller and currency. */
  const wallets = new Map<string, number>();
  const walletKey = (offer: Offer) => `${offer.seller}:${offer.currency}`;
  let placing = clock;
  const seen = new Map<string, number>();
  const unchecked: string[] = [];
  /** The books as they were after the previous step. */
  let mark: LedgerMark;

  const draw = (sim: Sim, below: number): number => sim.tape[sim.cursor++ % sim.tape.length]! % below;
  const tick = (sim: Sim, at = sim.clock) => {
    sim.clock = Math.max(sim.clock, at) + SECOND + draw(sim, 20) * SECOND;
    clock = sim.clock;
  };
  const walletOf = async (userId: number, currency: string) =>
    (await t.services.ledger.balance(userId)).find((money) => money.currency === currency)?.amount ?? 0;

  async function stored(sim: Sim) {
    const [row] = await rows<{ status: OrderStatus; stage: OrderStage | null }>(
      t,
      `select status, stage from orders where id = '${sim.id}'`,
    );
    return row!;
  }

  /** The order, its escrow, the seller's wallet and the books are what the model says. */
  async function verify(sim: Sim, step: string): Promise<void> {
    sim.trail.push(`${step} → ${sim.status}${sim.stage ? `/${sim.stage}` : ''}`);
    const where = `order #${sim.n} ${sim.id}: ${sim.trail.join(', ')}`;
    expect(await stored(sim), where).toEqual({ status: sim.status, stage: sim.stage });
    expect((await t.services.ledger.escrowBalance(`order:${sim.id}`))?.amount ?? 0, where).toBe(sim.held);
    expect(await walletOf(sim.offer.seller, sim.offer.currency), where).toBe(wallets.get(walletKey(sim.offer)) ?? 0);
    // The next mark first: whatever commits while the step's change is checked is checked again after the next step.
    const next = await markLedger(t.database.db);
    expect(await checkLedger(t.database.db, { since: mark, until: next }), `books after ${where}`).toEqual([]);
    mark = next;
    unchecked.push(where);
  }

  /** The `ledger:check` probes over the whole books, naming the steps since the last whole check. */
  async function checkBooks(): Promise<void> {
    expect(await checkLedger(t.database.db), `after:\n${unchecked.join('\n')}`).toEqual([]);
    unchecked.length = 0;
  }

  async function expectRefused(sim: Sim, work: Promise<unknown>, reason: string): Promise<void> {
    const error = await work.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error, `order #${sim.n}: ${sim.trail.join(', ')}`).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('CONFLICT');
    expect((error as AppError).details).toMatchObject({ reason });
  }

  /** Runs one of the order's durable timers as the jobs worker would, at its due time, after checking it is scheduled. */
  async function fireTimer(sim: Sim, event: (typeof ORDER_TIMER_EVENTS)[number], dueAt: number): Promise<void> {
    const [job] = await rows<{ id: string; payload: unknown; run_at: Date | string }>(
      t,
      `select id, payload, run_at from jobs where dedupe_key = 'order:${sim.id}:${event}' and finished_at is null`,
    );
    expect(job, `order #${sim.n}: ${event} timer missing after ${sim.trail.join(', ')}`).toBeDefined();
    expect(new Date(job!.run_at).getTime()).toBe(dueAt);
    tick(sim, dueAt);
    await t.services.orders.jobHandlers[ORDER_TIMER_JOB]!(job!.payload, {
      id: Number(job!.id),
      kind: ORDER_TIMER_JOB,
      payload: job!.payload,
      attempts: 1,
      maxAttempts: 10,
    });
    await createJobsRepo(t.database.db).finish(Number(job!.id), 'done');
  }

  /** Runs the order's pending refunds through the sandbox bank, as the jobs worker would. */
  async function runRefunds(sim: Sim): Promise<number> {
    const due = await rows<{ id: string; payload: unknown }>(
      t,
      `select id, payload from jobs where dedupe_key like 'order:${sim.id}:refund:%' and finished_at is null`,
    );
    for (const job of due) {
      await t.services.orders.jobHandlers[ORDER_REFUND_JOB]!(job.payload, {
        id: Number(job.id),
        kind: ORDER_REFUND_JOB,
        payload: job.payload,
        attempts: 1,
        maxAttempts: 10,
      });
      await createJobsRepo(t.database.db).finish(Number(job.id), 'done');
    }
    return due.length;
  }

  /** The sandbox bank's signed notification about one payment, delivered again through the real handler. */
  async function notifyAgain(payment: Payment): Promise<void> {
    const status = payment.state === 'succeeded' ? 'succeeded' : 'canceled';
    const response = await postSandboxNotification(t, sandboxNotification(payment.bankId, `payment.${status}`), clock);
    expect(response.statusCode, response.body).toBe(200);
  }

  const pending = (sim: Sim) => sim.payments.find((payment) => payment.state === 'pending');
  const finish = (sim: Sim, status: OrderStatus) => {
    sim.status = status;
    sim.stage = null;
  };
  const complete = (sim: Sim) => {
    finish(sim, 'COMPLETED');
    const { payee } = splitPlatformFee(
      sim.amount,
      feeBasisPointsFor({ source: 'order', productType: sim.offer.productType as never }),
    );
    wallets.set(walletKey(sim.offer), (wallets.get(walletKey(sim.offer)) ?? 0) + payee);
    sim.held = 0;
  };
  const cancel = async (sim: Sim) => {
    finish(sim, 'CANCELLED');
    if (sim.offer.kind === 'key' && sim.deliveredAt === null) keyStock += sim.quantity;
    expect(await runRefunds(sim)).toBe(1);
    sim.held = 0;
  };
  const sellerPut = (sim: Sim, status: 'IN_PROGRESS' | 'DELIVERED') =>
    t.services.orders.setSellerStatus(
      sim.offer.seller,
      status === 'IN_PROGRESS' ? { id: sim.id, status } : { id: sim.id, status, text: `Готово, заказ ${sim.n}` },
    );
  const support = (sim: Sim, action: 'approve' | 'release' | 'refund') =>
    t.services.orders.resolveBySupport(sim.id, action, {
      staffId: 1,
      actor: { type: 'staff', id: '1' },
      request: { ip: '127.0.0.1', userAgent: null, requestId: 'random-paths' },
    });
  const acceptBy = (sim: Sim) => sim.sellerClockAt! + ORDER_TIMING.sellerAcceptMs;

  /** Each step the model allows in the order's state, and what it must do. */
  const STEPS: Record<string, { when(sim: Sim): boolean; run(sim: Sim): Promise<void> }> = {
    start_payment: {
      when: (sim) => sim.status === 'NEW' || sim.status === 'AWAITING_PAYMENT' || sim.status === 'ACQUIRING_ERROR',
      async run(sim) {
        const inFlight = pending(sim);
        const link = await t.services.orders.createPaymentLink(sim.id, sim.access, 'http://localhost');
        if (inFlight) expect(link.paymentId, 'a repeated click gets the payment in flight').toBe(inFlight.id);
        else
          sim.payments.push({ id: link.paymentId, bankId: link.confirmationUrl.split('/').at(-1)!, state: 'pending' });
        sim.status = 'AWAITING_PAYMENT';
      },
    },
    pay: {
      when: (sim) => sim.status === 'AWAITING_PAYMENT',
      async run(sim) {
        const payment = pending(sim)!;
        await pressSandbox(t, `/sandbox/pay/${payment.bankId}`, 'pay');
        payment.state = 'succeeded';
        sim.held = sim.amount;
        sim.sellerClockAt = sim.clock;
        sim.status = 'PROCESSING';
        sim.stage = sim.risky ? 'manual_approve' : 'awaiting_seller';
        if (!sim.risky && sim.offer.kind === 'key') {
          sim.stage = 'delivered';
          sim.deliveredAt = sim.clock;
          if (draw(sim, 4) === 0)
            expect((await t.services.orders.getOrder(sim.id, sim.access)).delivery?.keys).toHaveLength(sim.quantity);
        }
      },
    },
    bank_error: {
      when: (sim) => sim.status === 'AWAITING_PAYMENT',
      async run(sim) {
        const payment = pending(sim)!;
        await pressSandbox(t, `/sandbox/pay/${payment.bankId}`, draw(sim, 2) === 0 ? 'bank_error' : 'abandon');
        payment.state = 'canceled';
        sim.status = 'ACQUIRING_ERROR';
      },
    },
    payment_deadline: {
      when: (sim) => UNPAID.includes(sim.status),
      async run(sim) {
        await fireTimer(sim, 'PAYMENT_DEADLINE_PASSED', sim.placedAt + ORDER_TIMING.paymentMs);
        finish(sim, 'UNPAID');
        if (sim.offer.kind === 'key') keyStock += sim.quantity;
      },
    },
    late_payment: {
      when: (sim) => sim.status === 'UNPAID' && pending(sim) !== undefined,
      async run(sim) {
        const payment = pending(sim)!;
        await pressSandbox(t, `/sandbox/pay/${payment.bankId}`, 'pay');
        payment.state = 'succeeded';
        // The bank's money went to escrow and comes straight back.
        expect(await runRefunds(sim)).toBe(1);
        expect(await t.services.ledger.escrowResolution(`order:${sim.id}`)).toBe('refunded');
      },
    },
    duplicate_notifications: {
      when: (sim) => sim.payments.some((payment) => payment.state !== 'pending'),
      async run(sim) {
        const finished = sim.payments.filter((payment) => payment.state !== 'pending');
        const times = 1 + draw(sim, 4);
        for (let index = 0; index < times; index += 1) await notifyAgain(finished[draw(sim, finished.length)]!);
      },
    },
    seller_accepts: {
      when: (sim) => sim.stage === 'awaiting_seller',
      async run(sim) {
        await sellerPut(sim, 'IN_PROGRESS');
        sim.stage = 'in_progress';
      },
    },
    seller_delivers: {
      when: (sim) => sim.stage === 'awaiting_seller' || sim.stage === 'in_progress',
      async run(sim) {
        await sellerPut(sim, 'DELIVERED');
        sim.stage = 'delivered';
        sim.deliveredAt = sim.clock;
      },
    },
    acceptance_timeout: {
      when: (sim) => sim.stage === 'awaiting_seller' && sim.clock < acceptBy(sim),
      async run(sim) {
        await fireTimer(sim, 'ACCEPTANCE_TIMEOUT', acceptBy(sim));
      },
    },
    early_dispute: {
      when: (sim) => (sim.stage === 'awaiting_seller' || sim.stage === 'in_progress') && sim.clock < acceptBy(sim),
      run: (sim) => expectRefused(sim, t.services.orders.openDispute(sim.id, sim.access, DISPUTE, []), 'too_early'),
    },
    dispute: {
      when: (sim) =>
        sim.stage === 'delivered' ||
        ((sim.stage === 'awaiting_seller' || sim.stage === 'in_progress') && sim.clock >= acceptBy(sim)),
      async run(sim) {
        await t.services.orders.openDispute(sim.id, sim.access, DISPUTE, []);
        sim.stage = 'disputed';
      },
    },
    seller_deadline: {
      when: (sim) => sim.stage === 'awaiting_seller' || sim.stage === 'in_progress',
      async run(sim) {
        await fireTimer(sim, 'SELLER_DEADLINE_PASSED', sim.sellerClockAt! + ORDER_TIMING.sellerFulfilMs);
        await cancel(sim);
      },
    },
    buyer_confirms: {
      when: (sim) => sim.stage === 'delivered',
      async run(sim) {
        await t.services.orders.buyerAction(sim.id, sim.access, 'confirm');
        complete(sim);
      },
    },
    confirmation_window: {
      when: (sim) => sim.stage === 'delivered',
      async run(sim) {
        await fireTimer(sim, 'CONFIRMATION_WINDOW_PASSED', sim.deliveredAt! + ORDER_TIMING.buyerConfirmMs);
        complete(sim);
      },
    },
    support_releases: {
      when: (sim) => sim.stage === 'disputed' || sim.stage === 'delivered',
      async run(sim) {
        await support(sim, 'release');
        complete(sim);
      },
    },
    support_refunds: {
      when: (sim) => sim.status === 'PROCESSING' && (sim.stage !== 'awaiting_seller' || draw(sim, 3) === 0),
      async run(sim) {
        await support(sim, 'refund');
        await cancel(sim);
      },
    },
    support_approves: {
      when: (sim) => sim.stage === 'manual_approve',
      async run(sim) {
        await support(sim, 'approve');
        sim.stage = 'awaiting_seller';
        sim.sellerClockAt = sim.clock;
      },
    },
    refused_action: {
      when: (sim) => FINAL.includes(sim.status) || sim.stage === 'disputed' || sim.stage === 'manual_approve',
      async run(sim) {
        const attempts = [
          () => t.services.orders.buyerAction(sim.id, sim.access, 'confirm'),
          () => support(sim, sim.stage === 'manual_approve' ? 'release' : 'approve'),
          () =>
            FINAL.includes(sim.status)
              ? support(sim, 'refund')
              : t.services.orders.openDispute(sim.id, sim.access, DISPUTE, []),
        ];
        await expectRefused(sim, attempts[draw(sim, attempts.length)]!(), 'illegal_transition');
      },
    },
    stale_timer: {
      when: (sim) => sim.status !== 'NEW',
      async run(sim) {
        // A timer the order has moved past (or never needed) changes nothing, even long after.
        const stale = ORDER_TIMER_EVENTS.filter((event) => !scheduled(sim).includes(event));
        tick(sim);
        await t.services.orders.fireTimer(sim.id, stale[draw(sim, stale.length)]!);
      },
    },
  };

  /** The timers the model expects the order to have. */
  function scheduled(sim: Sim): string[] {
    if (UNPAID.includes(sim.status)) return ['PAYMENT_DEADLINE_PASSED'];
    if (sim.stage === 'awaiting_seller') return ['ACCEPTANCE_TIMEOUT', 'SELLER_DEADLINE_PASSED'];
    if (sim.stage === 'in_progress') return ['SELLER_DEADLINE_PASSED'];
    if (sim.stage === 'delivered') return ['CONFIRMATION_WINDOW_PASSED'];
    return [];
  }

  /** Bank steps dominate unpaid orders, so most orders get paid; noise steps stay occasional. */
  const WEIGHTS: Record<string, number> = {
    start_payment: 6,
    pay: 8,
    bank_error: 2,
    payment_deadline: 1,
    late_payment: 2,
    duplicate_notifications: 1,
    seller_accepts: 4,
    seller_delivers: 4,
    acceptance_timeout: 1,
    early_dispute: 1,
    dispute: 2,
    seller_deadline: 1,
    buyer_confirms: 4,
    confirmation_window: 2,
    support_releases: 2,
    support_refunds: 1,
    support_approves: 3,
    refused_action: 1,
    stale_timer: 1,
  };

  async function place(n: number, tape: number[]): Promise<Sim> {
    const sim = {
      n,
      tape,
      cursor: 0,
      trail: [],
      afterlife: 0,
      payments: [],
      held: 0,
      sellerClockAt: null,
      deliveredAt: null,
      status: 'NEW',
      stage: null,
    } as unknown as Sim;
    sim.risky = draw(sim, 10) === 0;
    sim.offer = !sim.risky && draw(sim, 2) === 0 && keyStock > 0 ? key : manual;
    sim.quantity = sim.risky ? Math.ceil((RISK_RULES.newAccountFirstOrderMax[manual.currency] + 1) / manual.price) : 1;
    // Orders are placed a few seconds apart, while each one's own clock runs ahead through its deadlines.
    placing += SECOND + draw(sim, 10) * SECOND;
    sim.clock = placing;
    sim.placedAt = placing;
    clock = placing;
    const userId = sim.risky ? await t.services.users.findOrCreateSeller(`newcomer-${n}@random-paths.test`) : null;
    const ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
    const { order, guestToken } = await t.services.orders.placeOrder({
      offerId: sim.offer.id,
      quantity: sim.quantity,
      inputs: inputsFor(sim.offer.kinds),
      userId,
      ip,
      ...(userId === null ? { email: `guest-${n}@random-paths.test` } : {}),
    });
    sim.id = order.id;
    sim.amount = order.amount.amount;
    expect(order.amount, 'priced from the offer').toEqual({
      amount: sim.offer.price * sim.quantity,
      currency: sim.offer.currency,
    });
    sim.access = userId === null ? { token: guestToken! } : { userId };
    if (sim.offer.kind === 'key') keyStock -= sim.quantity;
    await verify(sim, 'placed');
    return sim;
  }

  /** One step of an order; false once it is over (a final state, plus a little noise afterwards). */
  async function advance(sim: Sim): Promise<boolean> {
    if (FINAL.includes(sim.status) && sim.afterlife++ >= draw(sim, 3)) return false;
    tick(sim);
    const choices = Object.entries(STEPS).filter(([, step]) => step.when(sim));
    const weight = (name: string) => (name === 'start_payment' && pending(sim) ? 1 : WEIGHTS[name]!);
    const total = choices.reduce((sum, [name]) => sum + weight(name), 0);
    let pick = draw(sim, total);
    const [name, step] = choices.find(([candidate]) => (pick -= weight(candidate)) < 0)!;
    await step.run(sim);
    seen.set(name, (seen.get(name) ?? 0) + 1);
    await verify(sim, name);
    return true;
  }

  beforeAll(async () => {
    // Risky first orders are large: the offer allows more per order than the default (decision 020).
    t = await createTestApp({ ORDER_MAX_PER_ORDER: '1000' }, { now: () => clock });
    await t.demo.users();
    await t.demo.catalog();
    const typed = async (offer: Awaited<ReturnType<typeof findOffer>>, kind: Offer['kind']) => {
      const [row] = await rows<{ product_type: string; currency: Offer['currency'] }>(
        t,
        `select p.product_type, o.currency from offers o join products p on p.id = o.product_id where o.id = '${offer.id}'`,
      );
      return { ...offer, kind, productType: row!.product_type, currency: row!.currency };
    };
    manual = await typed(
      await findOffer(
        t,
        `o.stock is null and p.delivery_kind = 'manual' and p.product_type not in ('exchange_rate', 'exchange_rate_manual') and o.price_minor < 500000`,
      ),
      'manual',
    );
    key = await typed(await findOffer(t, `o.stock is not null and p.delivery_kind in ('key', 'gift')`), 'key');
    // The seller restocks: as many new keys as units, so stock and keys stay equal.
    const restock = ORDERS;
    await t.services.offerKeys.addKeys(
      key.id,
      Array.from({ length: key.stock! + restock }, (_, index) => `RANDOM-PATHS-${index}`),
    );
    await t.services.offers.releaseOfferStock(key.id, restock);
    keyStock = key.stock! + restock;
  }, 120_000);
  afterAll(() => t.close());

  it('keeps every order on a legal path and the books sound after each step', async () => {
    const tapes = fc.sample(fc.array(fc.nat({ max: 1_000_000_000 }), { minLength: TAPE, maxLength: TAPE }), {
      seed: SEED,
      numRuns: ORDERS,
    });
    const scheduler = fc.sample(fc.nat({ max: 1_000_000 }), { seed: SEED + 1, numRuns: 4096 });
    const all: Sim[] = [];
    const active: Sim[] = [];
    let turns = 0;
    mark = await markLedger(t.database.db);
    while (all.length < ORDERS || active.length > 0) {
      while (active.length < IN_FLIGHT && all.length < ORDERS) {
        const sim = await place(all.length, tapes[all.length]!);
        all.push(sim);
        active.push(sim);
      }
      // Interleave: each turn a random one of the orders in flight moves.
      const turn = scheduler[turns++ % scheduler.length]! % active.length;
      const sim = active[turn]!;
      if (!(await advance(sim))) active.splice(turn, 1);
      if (turns % CHECK_EVERY === 0) await checkBooks();
    }
    await checkBooks();

    // A thousand orders take every kind of step (smaller runs, for a quick try, may miss rare ones).
    if (ORDERS >= 1000) expect([...seen.keys()].sort()).toEqual(Object.keys(STEPS).sort());
    for (const sim of all) {
      expect(FINAL, `order #${sim.n}: ${sim.trail.join(', ')}`).toContain(sim.status);
      expect((await t.services.ledger.escrowBalance(`order:${sim.id}`))?.amount ?? 0).toBe(0);
    }
    // Seller income is the price less the category fee, order by order, summed per seller.
    for (const offer of [manual, key])
      expect(await walletOf(offer.seller, offer.currency)).toBe(wallets.get(walletKey(offer)) ?? 0);
    // No key was sold twice and the shelf agrees with the stock.
    const [keys] = await rows<{ stock: number; available: number; sold: number }>(
      t,
      `select o.stock, (select count(*)::int from offer_keys k where k.offer_id = o.id and k.status = 'available') as available,
          (select count(*)::int from offer_keys k where k.offer_id = o.id and k.status = 'sold') as sold from offers o where o.id = '${key.id}'`,
    );
    const delivered = all
      .filter((sim) => sim.offer.kind === 'key' && sim.deliveredAt !== null)
      .reduce((sum, sim) => sum + sim.quantity, 0);
    expect(keys).toEqual({ stock: keyStock, available: keyStock, sold: delivered });
  }, 600_000);
});
