import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isFinalWithdrawal,
  newWithdrawalState,
  transitionWithdrawal,
  WITHDRAWAL_EVENT_TYPES,
  withdrawalDisplayStatus,
  type WithdrawalEventType,
  type WithdrawalState,
} from './withdrawal-machine';

function run(events: WithdrawalEventType[]): WithdrawalState {
  let state = newWithdrawalState();
  for (const type of events) {
    const result = transitionWithdrawal(state, type);
    if (!result.ok) throw new Error(`${type} refused from ${state.status}/${state.stage}: ${result.message}`);
    state = result.state;
  }
  return state;
}

describe('withdrawal machine', () => {
  it('walks the paid path: approved, accepted by the provider, paid', () => {
    const paid = run(['APPROVE', 'PROVIDER_ACCEPTED', 'PROVIDER_SUCCEEDED']);
    expect(paid).toEqual({ status: 'outcome_status_approved', stage: 'paid', attempt: 1 });
    expect(withdrawalDisplayStatus(paid)).toBe('paid');
    expect(isFinalWithdrawal(paid)).toBe(true);
  });

  it('says which money moves: reserve on retry, return on cancel and failure, settle on success', () => {
    const fresh = newWithdrawalState();
    expect(transitionWithdrawal(fresh, 'CANCEL')).toMatchObject({ ok: true, effects: ['return_funds'] });
    expect(transitionWithdrawal(fresh, 'APPROVE')).toMatchObject({ ok: true, effects: ['send_payout'] });
    const failed = run(['APPROVE', 'PROVIDER_FAILED']);
    expect(failed).toEqual({ status: 'outcome_status_error', stage: null, attempt: 1 });
    expect(transitionWithdrawal(failed, 'RETRY')).toMatchObject({
      ok: true,
      effects: ['reserve_funds', 'send_payout'],
      state: { attempt: 2, stage: 'sending' },
    });
    expect(transitionWithdrawal(run(['APPROVE']), 'PROVIDER_SUCCEEDED')).toMatchObject({
      ok: true,
      effects: ['settle_funds'],
    });
  });

  it('cancels only while new, and never moves a paid or cancelled outcome back', () => {
    expect(transitionWithdrawal(run(['APPROVE']), 'CANCEL')).toMatchObject({ ok: false, reason: 'illegal_transition' });
    expect(transitionWithdrawal(run(['CANCEL']), 'APPROVE')).toMatchObject({ ok: false });
    const paid = run(['APPROVE', 'PROVIDER_SUCCEEDED']);
    expect(transitionWithdrawal(paid, 'PROVIDER_FAILED')).toMatchObject({ ok: false, reason: 'already_final' });
    expect(transitionWithdrawal(paid, 'PROVIDER_SUCCEEDED')).toMatchObject({ ok: false, reason: 'already_final' });
  });

  it('keeps the reserve consistent with the status on any sequence of events', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...WITHDRAWAL_EVENT_TYPES), { maxLength: 30 }), (events) => {
        let state = newWithdrawalState();
        let reserved = 1;
        let paid = 0;
        for (const type of events) {
          const result = transitionWithdrawal(state, type);
          if (!result.ok) continue;
          for (const effect of result.effects) {
            if (effect === 'reserve_funds') reserved += 1;
            if (effect === 'return_funds') reserved -= 1;
            if (effect === 'settle_funds') {
              reserved -= 1;
              paid += 1;
            }
          }
          state = result.state;
          expect(reserved).toBeGreaterThanOrEqual(0);
          expect(reserved).toBeLessThanOrEqual(1);
        }
        const shown = withdrawalDisplayStatus(state);
        expect(reserved).toBe(shown === 'new' || shown === 'sending' ? 1 : 0);
        expect(paid).toBe(shown === 'paid' ? 1 : 0);
      }),
    );
  });
});
