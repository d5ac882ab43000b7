import type { CurrencyCode } from '@lootmarket/domain';
import type { Db } from '../../db/client';
import { createOrdersRepo, type OrderRow } from './orders.repo';

const HOUR_MS = 3_600_000;

/**
 * When a paid order is held for support (MANUAL_APPROVE) instead of going to the seller. Counts are of
 * orders paid within the last hour, this one excluded. An address is shared by many people (offices,
 * mobile carriers), so it gets a looser limit than an e-mail or an account.
 */
export const RISK_RULES = {
  windowMs: HOUR_MS,
  paidPerBuyer: 5,
  paidPerAddress: 20,
  /** An account younger than this is new... */
  newAccountMs: 24 * HOUR_MS,
  /** ...and its first order above this amount (10 000 ₽, $100, 50 000 ₸) waits for support. */
  newAccountFirstOrderMax: { rub: 1_000_000, usd: 10_000, kzt: 5_000_000 } satisfies Record<CurrencyCode, number>,
} as const;

/** The velocity limits an operator may tune (`RISK_PAID_PER_BUYER`, `RISK_PAID_PER_ADDRESS`). */
export interface RiskLimits {
  paidPerBuyer: number;
  paidPerAddress: number;
}

/** Why a just-paid order looks suspicious; empty when it does not. */
export async function riskReasons(
  tx: Db,
  row: OrderRow,
  now: number,
  limits: RiskLimits = RISK_RULES,
): Promise<string[]> {
  const repo = createOrdersRepo(tx);
  const since = new Date(now - RISK_RULES.windowMs);
  const reasons: string[] = [];
  const knownBuyer = Boolean(row.buyerEmail) || row.buyerUserId !== null;
  if (
    knownBuyer &&
    (await repo.countPaidSince(row.id, since, { email: row.buyerEmail, userId: row.buyerUserId })) >=
      limits.paidPerBuyer
  )
    reasons.push('buyer_velocity');
  if (row.clientIp && (await repo.countPaidSince(row.id, since, { clientIp: row.clientIp })) >= limits.paidPerAddress)
    reasons.push('address_velocity');
  if (row.buyerUserId !== null && row.amountMinor > RISK_RULES.newAccountFirstOrderMax[row.currency]) {
    const createdAt = row.buyerAccountCreatedAt;
    const isNew = createdAt !== null && now - createdAt.getTime() < RISK_RULES.newAccountMs;
    if (isNew && (await repo.countCompletedByBuyer(row.buyerUserId, row.id)) === 0)
      reasons.push('new_account_large_order');
  }
  return reasons;
}
