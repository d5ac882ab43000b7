import { DONATION_PAYMENT_WINDOW_MS, type DonationView, type FundraisingGoal } from '@lootmarket/domain';
import type { DonationRow, GoalRow } from './donations.repo';

export interface StreamerRef {
  id: number;
  name: string;
  slug: string;
}

/** `paymentUrl` only for the donor, and only while the donation awaits payment. */
export function toDonationView(
  row: DonationRow,
  streamer: StreamerRef,
  paymentUrl: string | null = null,
): DonationView {
  const waiting = row.status === 'NEW' || row.status === 'AWAITING_PAYMENT';
  return {
    id: row.id,
    status: row.status,
    streamer: { id: streamer.id, name: streamer.name, slug: streamer.slug },
    donorName: row.donorName,
    message: row.message,
    amount: { amount: row.amount, currency: row.currency },
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    deadline: waiting ? new Date(row.createdAt.getTime() + DONATION_PAYMENT_WINDOW_MS).toISOString() : null,
    paymentUrl: row.status === 'AWAITING_PAYMENT' ? paymentUrl : null,
  };
}

/** Whole percent of the target, capped at 100 for progress bars (the raised amount itself is not capped). */
export function goalPercent(raised: number, target: number): number {
  return Math.min(100, Math.floor((raised * 100) / target));
}

export function toGoalView(row: GoalRow): FundraisingGoal {
  return {
    id: row.id,
    title: row.title,
    target: { amount: row.target, currency: row.currency },
    raised: { amount: row.raised, currency: row.currency },
    percent: goalPercent(row.raised, row.target),
    status: row.status,
    endsAt: row.endsAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}
