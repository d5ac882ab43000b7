import { z } from 'zod';
import type { WithdrawalOutcomeStatus } from './withdrawals';

/**
 * A withdrawal (an "outcome") as a pure function: state + event → next state and the money effects the
 * service carries out in the same transaction, or why the event is refused. The backend statuses are
 * the spec's four (§4); while an outcome is approved a stage says where the payout stands.
 */

/** Where an approved outcome's payout stands: handed to the provider, accepted by it, or paid. */
export const WITHDRAWAL_STAGES = ['sending', 'processing', 'paid'] as const;
export type WithdrawalStage = (typeof WITHDRAWAL_STAGES)[number];
export const withdrawalStageSchema = z.enum(WITHDRAWAL_STAGES);

export interface WithdrawalState {
  status: WithdrawalOutcomeStatus;
  /** Set exactly when status is approved. */
  stage: WithdrawalStage | null;
  /** Each send to the provider after an error is a new attempt with its own reserve and idempotence key. */
  attempt: number;
}

export const WITHDRAWAL_EVENT_TYPES = [
  /** An admin (or the auto-approval job) lets the payout go to the provider. */
  'APPROVE',
  /** The user takes the withdrawal back while it still waits. */
  'CANCEL',
  /** An admin refuses it, with a reason. */
  'REJECT',
  /** The provider took the payout and is processing it. */
  'PROVIDER_ACCEPTED',
  'PROVIDER_SUCCEEDED',
  /** The provider refused or cancelled the payout. */
  'PROVIDER_FAILED',
  /** An admin sends an errored payout again. */
  'RETRY',
] as const;
export type WithdrawalEventType = (typeof WITHDRAWAL_EVENT_TYPES)[number];

/**
 * `reserve_funds`: wallet → payout clearing of the (new) attempt; `return_funds`: back to the wallet;
 * `settle_funds`: clearing → out through the provider (and the fee to revenue); `send_payout`: a job asks
 * the provider to pay, outside the transaction.
 */
export type WithdrawalEffect = 'reserve_funds' | 'return_funds' | 'settle_funds' | 'send_payout';

export type WithdrawalTransition =
  | { ok: true; state: WithdrawalState; effects: WithdrawalEffect[] }
  | { ok: false; reason: 'illegal_transition' | 'already_final'; message: string };

export const NOT_CANCELLABLE_MESSAGE = 'Отменить можно только заявку, которая ещё ждёт проверки';

const ok = (state: WithdrawalState, effects: WithdrawalEffect[] = []): WithdrawalTransition => ({
  ok: true,
  state,
  effects,
});
const refuse = (
  message: string,
  reason: 'illegal_transition' | 'already_final' = 'illegal_transition',
): WithdrawalTransition => ({
  ok: false,
  reason,
  message,
});

export function newWithdrawalState(): WithdrawalState {
  return { status: 'outcome_status_new', stage: null, attempt: 1 };
}

/** Paid or cancelled: nothing moves it any more. An error may still be retried by an admin. */
export function isFinalWithdrawal(state: WithdrawalState): boolean {
  return (
    state.status === 'outcome_status_cancelled' ||
    (state.status === 'outcome_status_approved' && state.stage === 'paid')
  );
}

const waiting = (state: WithdrawalState) => state.status === 'outcome_status_new';
const inFlight = (state: WithdrawalState) =>
  state.status === 'outcome_status_approved' && (state.stage === 'sending' || state.stage === 'processing');
const final = () => refuse('Заявка уже завершена', 'already_final');

type Rule = (state: WithdrawalState) => WithdrawalTransition;

const RULES: Record<WithdrawalEventType, Rule> = {
  APPROVE: (state) =>
    waiting(state)
      ? ok({ ...state, status: 'outcome_status_approved', stage: 'sending' }, ['send_payout'])
      : refuse('Одобрить можно только новую заявку'),
  CANCEL: (state) =>
    waiting(state)
      ? ok({ ...state, status: 'outcome_status_cancelled' }, ['return_funds'])
      : refuse(NOT_CANCELLABLE_MESSAGE),
  REJECT: (state) =>
    waiting(state)
      ? ok({ ...state, status: 'outcome_status_cancelled' }, ['return_funds'])
      : refuse('Отклонить можно только новую заявку'),
  PROVIDER_ACCEPTED: (state) =>
    state.status === 'outcome_status_approved' && state.stage === 'sending'
      ? ok({ ...state, stage: 'processing' })
      : refuse('Выплата уже не ждёт ответа провайдера'),
  PROVIDER_SUCCEEDED: (state) => {
    if (isFinalWithdrawal(state)) return final();
    return inFlight(state)
      ? ok({ ...state, stage: 'paid' }, ['settle_funds'])
      : refuse('Выплата не отправлялась провайдеру');
  },
  PROVIDER_FAILED: (state) => {
    if (isFinalWithdrawal(state)) return final();
    return inFlight(state)
      ? ok({ status: 'outcome_status_error', stage: null, attempt: state.attempt }, ['return_funds'])
      : refuse('Выплата не отправлялась провайдеру');
  },
  RETRY: (state) =>
    state.status === 'outcome_status_error'
      ? ok({ status: 'outcome_status_approved', stage: 'sending', attempt: state.attempt + 1 }, [
          'reserve_funds',
          'send_payout',
        ])
      : refuse('Повторить можно только выплату с ошибкой'),
};

/** The next state of an outcome, or why the event does not apply to it. */
export function transitionWithdrawal(state: WithdrawalState, type: WithdrawalEventType): WithdrawalTransition {
  if ((state.status === 'outcome_status_approved') !== (state.stage !== null))
    return refuse('Заявка в несогласованном состоянии');
  return RULES[type](state);
}

/** What people see: the spec's statuses, with the approved one told apart by where the payout stands. */
export const WITHDRAWAL_DISPLAY_STATUSES = ['new', 'sending', 'paid', 'error', 'cancelled'] as const;
export type WithdrawalDisplayStatus = (typeof WITHDRAWAL_DISPLAY_STATUSES)[number];
export const withdrawalDisplayStatusSchema = z.enum(WITHDRAWAL_DISPLAY_STATUSES);

export const WITHDRAWAL_STATUS_LABELS: Readonly<Record<WithdrawalDisplayStatus, string>> = {
  new: 'На проверке',
  sending: 'Отправлен в банк',
  paid: 'Выплачен',
  error: 'Ошибка выплаты',
  cancelled: 'Отменён',
};

export function withdrawalDisplayStatus(state: Pick<WithdrawalState, 'status' | 'stage'>): WithdrawalDisplayStatus {
  switch (state.status) {
    case 'outcome_status_new':
      return 'new';
    case 'outcome_status_approved':
      return state.stage === 'paid' ? 'paid' : 'sending';
    case 'outcome_status_error':
      return 'error';
    case 'outcome_status_cancelled':
      return 'cancelled';
  }
}
