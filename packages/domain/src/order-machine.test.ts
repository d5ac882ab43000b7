import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  newOrderState,
  ORDER_EVENT_TYPES,
  ORDER_TIMING,
  orderCountdownDeadline,
  orderDisplayStatus,
  orderTimers,
  sellerOrderStatus,
  type OrderEventType,
  type OrderMachineState,
} from './order-machine';
import type { OrderStatus } from './order-status';
import { transitionOrder } from './order-machine-transitions';
import { ORDER_DISPLAY_STATUS_TEXT } from './order-status';

const T0 = Date.parse('2026-03-01T10:00:00Z');
const MIN = 60_000;

/** Applies events in order and fails the test on the first refusal. */
function run(events: [OrderEventType, number][], start: OrderMachineState = newOrderState(T0)): OrderMachineState {
  return events.reduce((state, [type, at]) => {
    const result = transitionOrder(state, { type, at });
    if (!result.ok) throw new Error(`${type} refused in ${state.status}/${state.stage}: ${result.message}`);
    return result.state;
  }, start);
}

/** Statuses no event may leave (spec: completed, unpaid and cancelled orders are closed). */
const FINAL_STATUSES: readonly OrderStatus[] = ['COMPLETED', 'UNPAID', 'CANCELLED'];

const paid = () =>
  run([
    ['PAYMENT_STARTED', T0 + MIN],
    ['PAYMENT_SUCCEEDED', T0 + 2 * MIN],
  ]);

describe('order machine: happy paths', () => {
  it('takes a manual order from payment through acceptance and delivery to completion', () => {
    const states: string[] = [];
    let state = newOrderState(T0);
    const steps: [OrderEventType, number][] = [
      ['PAYMENT_STARTED', T0 + MIN],
      ['PAYMENT_SUCCEEDED', T0 + 2 * MIN],
      ['SELLER_ACCEPTED', T0 + 10 * MIN],
      ['SELLER_DELIVERED', T0 + 20 * MIN],
      ['BUYER_CONFIRMED', T0 + 30 * MIN],
    ];
    states.push(orderDisplayStatus(state));
    for (const step of steps) {
      state = run([step], state);
      states.push(orderDisplayStatus(state));
    }
    expect(states).toEqual(['AWAIT_PAYMENT', 'AWAIT_PAYMENT', 'PROCESSING', 'IN_PROGRESS', 'DELIVERED', 'COMPLETED']);
  });

  it('asks for the escrow release on completion and stock back when unpaid', () => {
    const delivered = run([['AUTO_DELIVERED', T0 + 3 * MIN]], paid());
    const done = transitionOrder(delivered, {
      type: 'CONFIRMATION_WINDOW_PASSED',
      at: T0 + 3 * MIN + ORDER_TIMING.buyerConfirmMs,
    });
    expect(done).toMatchObject({ ok: true, state: { status: 'COMPLETED' }, effects: ['release_escrow'] });
    const unpaid = transitionOrder(newOrderState(T0), {
      type: 'PAYMENT_DEADLINE_PASSED',
      at: T0 + ORDER_TIMING.paymentMs,
    });
    expect(unpaid).toMatchObject({ ok: true, state: { status: 'UNPAID' }, effects: ['release_stock'] });
  });

  it('retries after a bank error and pays', () => {
    const state = run([
      ['PAYMENT_STARTED', T0 + MIN],
      ['BANK_ERROR', T0 + 2 * MIN],
    ]);
    expect(orderDisplayStatus(state)).toBe('ACQUIRING_ERROR');
    expect(
      orderDisplayStatus(
        run(
          [
            ['PAYMENT_RETRIED', T0 + 3 * MIN],
            ['PAYMENT_SUCCEEDED', T0 + 4 * MIN],
          ],
          state,
        ),
      ),
    ).toBe('PROCESSING');
  });

  it('holds a flagged order until support clears it, then restarts the seller clock', () => {
    const held = run([['RISK_HOLD', T0 + 3 * MIN]], paid());
    expect(orderDisplayStatus(held)).toBe('MANUAL_APPROVE');
    expect(sellerOrderStatus(held)).toBeNull();
    const cleared = run([['SUPPORT_APPROVED', T0 + 5 * 60 * MIN]], held);
    expect(orderCountdownDeadline(cleared)).toBe(T0 + 5 * 60 * MIN + ORDER_TIMING.sellerAcceptMs);
  });
});

describe('order machine: time rules', () => {
  it('refuses a dispute before the seller hour and allows it after', () => {
    const state = paid();
    const early = transitionOrder(state, { type: 'BUYER_DISPUTED', at: T0 + 30 * MIN });
    expect(early).toMatchObject({ ok: false, reason: 'too_early' });
    const late = transitionOrder(state, { type: 'BUYER_DISPUTED', at: T0 + 2 * MIN + ORDER_TIMING.sellerAcceptMs });
    expect(late.ok && orderDisplayStatus(late.state)).toBe('DISAGREEMENT');
  });

  it('cancels and refunds an order the seller never delivered, and not a minute earlier', () => {
    const state = paid();
    const limit = T0 + 2 * MIN + ORDER_TIMING.sellerFulfilMs;
    expect(transitionOrder(state, { type: 'SELLER_DEADLINE_PASSED', at: limit - 1 })).toMatchObject({
      ok: false,
      reason: 'too_early',
    });
    expect(transitionOrder(state, { type: 'SELLER_DEADLINE_PASSED', at: limit })).toMatchObject({
      ok: true,
      state: { status: 'CANCELLED' },
      effects: ['refund_payment', 'release_stock'],
    });
  });

  it('refuses a payment start after the deadline', () => {
    expect(
      transitionOrder(newOrderState(T0), { type: 'PAYMENT_STARTED', at: T0 + ORDER_TIMING.paymentMs }),
    ).toMatchObject({ ok: false });
  });

  it('counts down to the deadline of each counting status', () => {
    expect(orderCountdownDeadline(newOrderState(T0))).toBe(T0 + 15 * MIN);
    expect(orderCountdownDeadline(paid())).toBe(T0 + 2 * MIN + 60 * MIN);
    const accepted = run([['SELLER_ACCEPTED', T0 + 5 * MIN]], paid());
    expect(orderCountdownDeadline(accepted)).toBe(T0 + 2 * MIN + ORDER_TIMING.sellerFulfilMs);
    const delivered = run([['SELLER_DELIVERED', T0 + 6 * MIN]], accepted);
    expect(orderCountdownDeadline(delivered)).toBe(T0 + 6 * MIN + ORDER_TIMING.buyerConfirmMs);
  });

  it('names the timers a state needs', () => {
    expect(orderTimers(newOrderState(T0))).toEqual([{ event: 'PAYMENT_DEADLINE_PASSED', at: T0 + 15 * MIN }]);
    expect(orderTimers(paid()).map((timer) => timer.event)).toEqual(['ACCEPTANCE_TIMEOUT', 'SELLER_DEADLINE_PASSED']);
    expect(orderTimers(run([['BUYER_DISPUTED', T0 + 2 * 60 * MIN]], paid()))).toEqual([]);
  });

  it('documents the limits', () => {
    expect(ORDER_TIMING).toEqual({
      paymentMs: 900_000,
      sellerAcceptMs: 3_600_000,
      sellerFulfilMs: 86_400_000,
      buyerConfirmMs: 259_200_000,
      reopenWindowMs: 172_800_000,
    });
  });
});

describe('order machine: properties', () => {
  const eventArb = fc.record({
    type: fc.constantFrom(...ORDER_EVENT_TYPES),
    delay: fc.integer({ min: 0, max: 100 * 3_600_000 }),
  });

  it('never leaves a final status, keeps stage and status consistent and counts down only where the spec says', () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 40 }), (events) => {
        let state = newOrderState(T0);
        let at = T0;
        for (const { type, delay } of events) {
          at += delay;
          const result = transitionOrder(state, { type, at });
          if (FINAL_STATUSES.includes(state.status)) expect(result.ok).toBe(false);
          if (!result.ok) continue;
          state = result.state;
          expect(state.stage !== null).toBe(state.status === 'PROCESSING');
          const display = orderDisplayStatus(state);
          if (orderCountdownDeadline(state) !== null)
            expect(ORDER_DISPLAY_STATUS_TEXT[display].hasCountdown).toBe(true);
        }
      }),
    );
  });

  it('releases the escrow or refunds at most once, never both, and only for a paid order', () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 40 }), (events) => {
        let state = newOrderState(T0);
        let at = T0;
        let wasPaid = false;
        const money: string[] = [];
        for (const { type, delay } of events) {
          at += delay;
          const result = transitionOrder(state, { type, at });
          if (!result.ok) continue;
          state = result.state;
          if (state.status === 'PROCESSING') wasPaid = true;
          for (const effect of result.effects)
            if (effect === 'release_escrow' || effect === 'refund_payment') money.push(effect);
        }
        expect(money.length).toBeLessThanOrEqual(1);
        if (money.length > 0) expect(wasPaid).toBe(true);
      }),
    );
  });

  it('shows the seller only paid orders, with one of the seller statuses', () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 30 }), (events) => {
        let state = newOrderState(T0);
        let at = T0;
        for (const { type, delay } of events) {
          at += delay;
          const result = transitionOrder(state, { type, at });
          if (result.ok) state = result.state;
          const seller = sellerOrderStatus(state);
          if (seller !== null) expect(state.sellerClockAt).not.toBeNull();
        }
      }),
    );
  });
});

describe('order machine: a seller away (decision 024)', () => {
  const awaiting = run([['PAYMENT_STARTED', T0 + MIN]]);

  it('starts the seller clock when an away seller is back, and never before payment', () => {
    const back = T0 + 14 * 60 * MIN;
    const later = transitionOrder(awaiting, { type: 'PAYMENT_SUCCEEDED', at: T0 + 2 * MIN, sellerBackAt: back });
    expect(later.ok && orderCountdownDeadline(later.state)).toBe(back + ORDER_TIMING.sellerAcceptMs);
    const past = transitionOrder(awaiting, { type: 'PAYMENT_SUCCEEDED', at: T0 + 2 * MIN, sellerBackAt: T0 });
    expect(past.ok && past.state.sellerClockAt).toBe(T0 + 2 * MIN);
  });

  it('refuses a dispute before the acceptance hour that starts at the seller\u2019s return', () => {
    const back = T0 + 14 * 60 * MIN;
    const paidLate = transitionOrder(awaiting, { type: 'PAYMENT_SUCCEEDED', at: T0 + 2 * MIN, sellerBackAt: back });
    if (!paidLate.ok) throw new Error(paidLate.message);
    expect(transitionOrder(paidLate.state, { type: 'ACCEPTANCE_TIMEOUT', at: T0 + 3 * 60 * MIN }).ok).toBe(false);
    expect(transitionOrder(paidLate.state, { type: 'BUYER_DISPUTED', at: T0 + 3 * 60 * MIN }).ok).toBe(false);
  });
});
