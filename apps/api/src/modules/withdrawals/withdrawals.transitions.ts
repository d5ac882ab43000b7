import { transitionWithdrawal, type WithdrawalEventType, type WithdrawalTransition } from '@lootmarket/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/http/app-error';
import type { SellerWebhooks } from '../webhooks/webhooks.ports';
import type { WithdrawalsJobs, WithdrawalsLedger } from './withdrawals.ports';
import { createWithdrawalsRepo, type NewOutcome, type OutcomeRow } from './withdrawals.repo';
import { stateOf } from './withdrawals.view';

export const WITHDRAWAL_SEND_JOB = 'withdrawals.send';
export const WITHDRAWAL_NOTIFY_JOB = 'withdrawals.notify';

/** What a withdrawal's owner is told about, by mail and in the app. */
export type WithdrawalNotice = 'created' | 'approved' | 'paid' | 'failed' | 'cancelled';

const NOTICE_OF: Partial<Record<WithdrawalEventType, WithdrawalNotice>> = {
  APPROVE: 'approved',
  CANCEL: 'cancelled',
  REJECT: 'cancelled',
  PROVIDER_SUCCEEDED: 'paid',
  PROVIDER_FAILED: 'failed',
  RETRY: 'approved',
};

/** The owner's webhook events of a payout's outcome. */
const WEBHOOK_OF: Partial<Record<WithdrawalEventType, 'payout.sent' | 'payout.failed'>> = {
  PROVIDER_SUCCEEDED: 'payout.sent',
  PROVIDER_FAILED: 'payout.failed',
};

export interface Actor {
  kind: 'user' | 'admin' | 'system' | 'provider';
  id: number | null;
}

export interface TransitionOptions {
  patch?: Partial<NewOutcome>;
  reason?: string | null;
  details?: unknown;
}

/** The ledger's view of one attempt of this outcome. */
export const attemptOf = (row: OutcomeRow) => ({
  outcomeId: row.id,
  attempt: row.attempt,
  userId: row.userId,
  amount: { amount: row.amount, currency: row.currency },
});

/**
 * Applies one event to a locked outcome inside the caller's transaction: the machine decides, then the
 * new state, its money (one ledger transaction per movement), its history row, the job that pays it out
 * and the owner's notice are written together — all of them or none.
 */
export function createTransitions({
  ledger,
  jobs,
  now,
  webhooks,
}: {
  ledger: WithdrawalsLedger;
  jobs: WithdrawalsJobs;
  now: () => number;
  webhooks?: Pick<SellerWebhooks, 'emit'> | undefined;
}) {
  /** Tells the owner's webhooks that a payout went out or failed, in the outcome's own transaction. */
  async function tellWebhooks(tx: Db, row: OutcomeRow, type: WithdrawalEventType): Promise<void> {
    const event = WEBHOOK_OF[type];
    if (!event || !webhooks) return;
    await webhooks.emit(tx, {
      userId: row.userId,
      type: event,
      object: { type: 'payout', id: row.id },
      data: {
        payoutId: row.id,
        method: row.type,
        amount: { amountMinor: row.amount, currency: row.currency },
        fee: { amountMinor: row.fee, currency: row.currency },
        attempt: row.attempt,
        reason: row.reason,
      },
    });
  }

  async function carryOut(
    tx: Db,
    before: OutcomeRow,
    after: OutcomeRow,
    result: Extract<WithdrawalTransition, { ok: true }>,
  ): Promise<void> {
    for (const effect of result.effects) {
      if (effect === 'reserve_funds') await ledger.reservePayout(tx, attemptOf(after));
      if (effect === 'return_funds') await ledger.returnPayout(tx, attemptOf(before));
      if (effect === 'settle_funds')
        await ledger.settlePayout(tx, { ...attemptOf(before), fee: before.fee, provider: before.provider });
      if (effect === 'send_payout') {
        await jobs.enqueue(tx, {
          kind: WITHDRAWAL_SEND_JOB,
          payload: { outcomeId: after.id, attempt: after.attempt },
          dedupeKey: `withdrawal-send:${after.id}:${after.attempt}`,
        });
      }
    }
  }

  /** Records an event of the outcome's history and queues the owner's notice of it. */
  async function record(
    tx: Db,
    row: OutcomeRow,
    type: string,
    actor: Actor,
    options: TransitionOptions,
    notice: WithdrawalNotice | undefined,
  ): Promise<void> {
    const eventId = await createWithdrawalsRepo(tx).insertEvent({
      outcomeId: row.id,
      type,
      status: row.status,
      stage: row.stage,
      actor: actor.kind,
      actorId: actor.id,
      reason: options.reason ?? null,
      details: options.details ?? null,
      at: new Date(now()),
    });
    if (notice)
      await jobs.enqueue(tx, {
        kind: WITHDRAWAL_NOTIFY_JOB,
        payload: { outcomeId: row.id, eventId, notice },
        dedupeKey: `withdrawal-notify:${eventId}`,
      });
  }

  /** Tries an event; answers the refusal instead of throwing, for callers that treat it as stale (provider news). */
  async function tryApply(
    tx: Db,
    row: OutcomeRow,
    type: WithdrawalEventType,
    actor: Actor,
    options: TransitionOptions = {},
  ) {
    const result = transitionWithdrawal(stateOf(row), type);
    if (!result.ok) return { result, row };
    const at = new Date(now());
    const updated = await createWithdrawalsRepo(tx).update(row.id, {
      ...result.state,
      updatedAt: at,
      ...(result.state.stage === 'paid' ? { paidAt: at } : {}),
      ...(options.reason !== undefined ? { reason: options.reason } : {}),
      ...options.patch,
    });
    await carryOut(tx, row, updated, result);
    await record(tx, updated, type, actor, options, NOTICE_OF[type]);
    await tellWebhooks(tx, updated, type);
    return { result, row: updated };
  }

  return {
    tryApply,
    record,
    /** Applies an event a person asked for; a refusal is 409 with the machine's reason. */
    async apply(
      tx: Db,
      row: OutcomeRow,
      type: WithdrawalEventType,
      actor: Actor,
      options: TransitionOptions = {},
    ): Promise<OutcomeRow> {
      const { result, row: updated } = await tryApply(tx, row, type, actor, options);
      if (!result.ok)
        throw new AppError('CONFLICT', result.message, { reason: result.reason, status: row.status, stage: row.stage });
      return updated;
    },
  };
}

export type Transitions = ReturnType<typeof createTransitions>;
