import type { AuditRecorder } from '../audit/audit.ports';
import type { StaffActor } from '../../platform/http/staff-permission';
import {
  DEFAULT_HOLD_POLICY,
  DONATION_PAYMENT_WINDOW_MS,
  holdFor,
  HOUR_MS,
  type DonationStatus,
  type HoldPolicy,
  type Money,
} from '@lootmarket/domain';
import { AppError } from '../../platform/http/app-error';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { EventBus } from '../../platform/events/event-bus';
import { scheduleJob } from '../../platform/jobs/job-schedule';
import type { JobHandler } from '../../platform/jobs/jobs.worker';
import type { LedgerServiceImpl } from '../ledger/ledger.service';
import type { PaymentEvent, PaymentsService } from '../payments/payments.ports';
import type { DonationAlerts } from './donations.alerts';
import type { DonationMedia } from './donations.media';
import { createDonationsRepo, isUuid, type DonationRow, type GoalRow } from './donations.repo';

export const DONATION_REFUND_JOB = 'donation.refund';
export const DONATION_DEADLINE_JOB = 'donation.payment-deadline';

/** Event bus channel of goal progress; channel names are plain identifiers, the payload says `type: 'goal.progress'`. */
export const GOAL_PROGRESS_CHANNEL = 'goal_progress';

export interface GoalProgressEvent {
  type: 'goal.progress';
  streamerId: number;
  goalId: string;
  raised: Money;
  target: Money;
}

export const donationReference = (donationId: string) => `donation:${donationId}`;

/** Statuses a payment may still complete from: a late payment is still the donor's gift. */
const PAYABLE: readonly DonationStatus[] = ['NEW', 'AWAITING_PAYMENT', 'ACQUIRING_ERROR', 'UNPAID'];

export interface DonationPaymentsDeps {
  db: Db;
  payments: PaymentsService;
  ledger: Pick<LedgerServiceImpl, 'releaseEscrow' | 'feeFor' | 'post' | 'incomeAccountForReversal'>;
  alerts: DonationAlerts;
  /** A paid donation's video becomes a media request in the completing transaction. */
  media?: DonationMedia | undefined;
  events: Pick<EventBus, 'publish'>;
  now: () => number;
  /** How long donation income stays held against chargebacks (decision 023); the defaults when unset. */
  holds?: HoldPolicy | undefined;
  /** Support's cancellation writes its audit row in its transaction. */
  audit: AuditRecorder;
}

const refundPayload = z.object({
  donationId: z.uuid(),
  paymentId: z.string(),
  reason: z.string(),
  afterRelease: z.boolean().optional(),
});
const deadlinePayload = z.object({ donationId: z.uuid() });

async function enqueueRefund(
  tx: Db,
  donationId: string,
  paymentId: string,
  reason: string,
  afterRelease = false,
): Promise<void> {
  await scheduleJob(tx, {
    kind: DONATION_REFUND_JOB,
    payload: { donationId, paymentId, reason, afterRelease },
    dedupeKey: `donation-refund:${donationId}:${paymentId}`,
  });
}

export const DONATION_NOT_CANCELLABLE_MESSAGE = 'Отменить можно только отправленный донат';
export const STREAMER_WITHDREW_MESSAGE = 'Стример уже вывел эти деньги: донат нельзя отменить без ручного возврата';

/** The acquirer's verdicts on donations: completion with the streamer's money, goal and alert in one transaction. */
export function createDonationPayments(deps: DonationPaymentsDeps) {
  const { db, payments, ledger, alerts, events, now } = deps;
  /** A donation's income waits out the chargeback window before it can be withdrawn; 0 hours is none. */
  const { reason: holdReason, hours: holdHours } = holdFor(deps.holds ?? DEFAULT_HOLD_POLICY, { source: 'donation' });
  const incomeHold = () =>
    holdHours > 0 ? { hold: { reason: holdReason, availableAt: new Date(now() + holdHours * HOUR_MS) } } : {};

  async function complete(tx: Db, row: DonationRow, event: PaymentEvent): Promise<void> {
    const repo = createDonationsRepo(tx);
    const { payeeAmount } = await ledger.releaseEscrow(tx, {
      reference: event.reference,
      payeeUserId: row.streamerId,
      feeBasisPoints: ledger.feeFor({ source: 'donation' }),
      source: 'donation',
      ...incomeHold(),
    });
    const goal = await repo.advanceGoal(row.streamerId, row.currency, row.amount);
    const done = await repo.update(row.id, {
      status: 'COMPLETED',
      completedAt: new Date(now()),
      streamerAmount: payeeAmount.amount,
      goalId: goal?.id ?? null,
      paymentId: event.paymentId,
    });
    const hasMedia = (await deps.media?.donationPaidInTransaction(tx, done.id)) ?? false;
    await alerts.enqueueInTransaction(tx, {
      streamerId: done.streamerId,
      source: 'donation',
      sourceId: done.id,
      donorName: done.donorName,
      amount: { amount: done.amount, currency: done.currency },
      message: done.message,
      hasMedia,
    });
    if (goal) await publishGoalProgress(tx, goal);
  }

  async function publishGoalProgress(tx: Db, goal: GoalRow): Promise<void> {
    const event: GoalProgressEvent = {
      type: 'goal.progress',
      streamerId: goal.streamerId,
      goalId: goal.id,
      raised: { amount: goal.raised, currency: goal.currency },
      target: { amount: goal.target, currency: goal.currency },
    };
    await events.publish(GOAL_PROGRESS_CHANNEL, event, tx);
  }

  /** Runs inside the transaction that records the payment's final state, exactly once per state change. */
  async function onPaymentEvent(event: PaymentEvent, tx: Db): Promise<void> {
    const donationId = event.reference.replace(/^donation:/, '');
    if (!isUuid(donationId)) return;
    const row = await createDonationsRepo(tx).lockById(donationId);
    if (!row) return;
    if (event.status === 'canceled') {
      if (row.status !== 'NEW' && row.status !== 'AWAITING_PAYMENT') return;
      if (row.paymentId && row.paymentId !== event.paymentId) return;
      const status: DonationStatus = event.reason === 'acquiring_error' ? 'ACQUIRING_ERROR' : 'UNPAID';
      await createDonationsRepo(tx).update(row.id, { status });
      return;
    }
    const amountMatches = event.amount.amount === row.amount && event.amount.currency === row.currency;
    if (!amountMatches || !PAYABLE.includes(row.status)) {
      // Money the donation cannot take (a second payment, a wrong amount) goes straight back to the donor.
      await enqueueRefund(tx, row.id, event.paymentId, amountMatches ? 'donation_not_payable' : 'amount_mismatch');
      return;
    }
    await complete(tx, row, event);
  }

  /** A donation whose payment never finished: ask the acquirer once more, then call it unpaid. */
  async function expire(donationId: string): Promise<void> {
    const row = await createDonationsRepo(db).findById(donationId);
    if (!row || (row.status !== 'NEW' && row.status !== 'AWAITING_PAYMENT')) return;
    if (row.paymentId) await payments.syncPayment(row.paymentId);
    await inTransaction(db, async (tx) => {
      const locked = await createDonationsRepo(tx).lockById(donationId);
      if (locked && (locked.status === 'NEW' || locked.status === 'AWAITING_PAYMENT'))
        await createDonationsRepo(tx).update(donationId, { status: 'UNPAID' });
    });
  }

  const jobHandlers: Record<string, JobHandler> = {
    [DONATION_REFUND_JOB]: async (payload) => {
      const { donationId, paymentId, reason, afterRelease } = refundPayload.parse(payload);
      await payments.refund({
        paymentId,
        idempotencyKey: `donation:${donationId}:refund:${paymentId}`,
        reason,
        afterRelease: afterRelease ?? false,
      });
    },
    [DONATION_DEADLINE_JOB]: async (payload) => expire(deadlinePayload.parse(payload).donationId),
  };

  /** Schedules the unpaid deadline of a new donation (once per donation). */
  async function scheduleDeadline(tx: Db, donationId: string): Promise<void> {
    await scheduleJob(tx, {
      kind: DONATION_DEADLINE_JOB,
      payload: { donationId },
      runAt: new Date(now() + DONATION_PAYMENT_WINDOW_MS),
      dedupeKey: `donation-deadline:${donationId}`,
    });
  }

  /**
   * Support cancels a completed donation: in one transaction the release is reversed (the streamer's share
   * and the fee go back to the acquirer's clearing account; refused when the streamer already withdrew it),
   * the goal gives the amount back and the donation is CANCELLED; the refund to the donor follows as a job.
   */
  async function cancelBySupport(donationId: string, reason: string, staff: StaffActor): Promise<DonationRow> {
    const row = await createDonationsRepo(db).findById(donationId);
    if (!row) throw new AppError('NOT_FOUND', 'Донат не найден');
    if (row.status === 'CANCELLED') return row;
    if (row.status !== 'COMPLETED' || !row.paymentId || row.streamerAmount === null)
      throw new AppError('CONFLICT', DONATION_NOT_CANCELLABLE_MESSAGE);
    const payment = await payments.getPayment(row.paymentId);
    if (!payment) throw new AppError('CONFLICT', DONATION_NOT_CANCELLABLE_MESSAGE);
    return inTransaction(db, async (tx) => {
      const repo = createDonationsRepo(tx);
      const locked = (await repo.lockById(donationId))!;
      if (locked.status === 'CANCELLED') return locked;
      if (locked.status !== 'COMPLETED') throw new AppError('CONFLICT', DONATION_NOT_CANCELLABLE_MESSAGE);
      await reverseRelease(tx, locked, payment.provider, reason);
      const goal = locked.goalId ? await repo.revertGoal(locked.goalId, locked.amount) : undefined;
      if (goal?.status === 'active') await publishGoalProgress(tx, goal);
      const cancelled = await repo.update(donationId, { status: 'CANCELLED' });
      await enqueueRefund(tx, donationId, locked.paymentId!, 'donation_cancelled_by_support', true);
      await deps.audit.record(tx, {
        action: 'donations.cancel',
        actor: staff.actor,
        target: { type: 'donations', id: donationId },
        reason,
        before: { status: 'COMPLETED' },
        after: { status: 'CANCELLED', amount: locked.amount, currency: locked.currency },
        request: staff.request,
      });
      return cancelled;
    });
  }

  async function reverseRelease(tx: Db, row: DonationRow, provider: string, reason: string): Promise<void> {
    const { currency } = row;
    const fee = row.amount - row.streamerAmount!;
    // Still in the chargeback hold: taken from there, so it never reaches the wallet.
    const from = await ledger.incomeAccountForReversal(tx, donationReference(row.id), row.streamerId, new Date(now()));
    try {
      await ledger.post(tx, {
        idempotencyKey: `donation-cancel:${row.id}`,
        kind: 'adjustment',
        reference: donationReference(row.id),
        source: 'donation',
        memo: `cancelled by support: ${reason}`.slice(0, 500),
        entries: [
          { account: { kind: from, userId: row.streamerId, currency }, amount: -row.streamerAmount! },
          ...(fee > 0 ? [{ account: { kind: 'platform_revenue' as const, currency }, amount: -fee }] : []),
          { account: { kind: 'provider_clearing', provider, currency }, amount: row.amount },
        ],
      });
    } catch (error) {
      if (error instanceof AppError && error.code === 'INSUFFICIENT_FUNDS')
        throw new AppError('INSUFFICIENT_FUNDS', STREAMER_WITHDREW_MESSAGE);
      throw error;
    }
  }

  return { onPaymentEvent, jobHandlers, scheduleDeadline, expire, cancelBySupport };
}
