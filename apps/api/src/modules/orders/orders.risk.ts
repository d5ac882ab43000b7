import type { CurrencyCode } from '@lootmarket/domain';
import { and, count, eq, gt, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from './orders.tables';
import type { OrderRow } from './orders.repo';

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

async function paidWithin(tx: Db, row: OrderRow, since: Date, who: SQL | undefined): Promise<number> {
  const [result] = await tx
    .select({ n: count() })
    .from(orders)
    .where(and(ne(orders.id, row.id), gt(orders.sellerClockAt, since), who));
  return result?.n ?? 0;
}

/** The velocity limits an operator may tune (`RISK_PAID_PER_BUYER`, `RISK_PAID_PER_ADDRESS`). */
export interface RiskLimits {
  paidPerBuyer: number;
  paidPerAddress: number;
}

/** Why a just-paid order looks suspicious; empty when it does not. */
export async function riskReasons(tx: Db, row: OrderRow, now: number, limits: RiskLimits = RISK_RULES): Promise<string[]> {
  const since = new Date(now - RISK_RULES.windowMs);
  const reasons: string[] = [];
  const buyer = or(
    row.buyerEmail ? eq(orders.buyerEmail, row.buyerEmail) : undefined,
    row.buyerUserId !== null ? eq(orders.buyerUserId, row.buyerUserId) : undefined,
  );
  if (buyer && (await paidWithin(tx, row, since, buyer)) >= limits.paidPerBuyer) reasons.push('buyer_velocity');
  if (row.clientIp && (await paidWithin(tx, row, since, eq(orders.clientIp, row.clientIp))) >= limits.paidPerAddress) reasons.push('address_velocity');
  if (row.buyerUserId !== null && row.amountMinor > RISK_RULES.newAccountFirstOrderMax[row.currency]) {
    const createdAt = row.buyerAccountCreatedAt;
    const isNew = createdAt !== null && now - createdAt.getTime() < RISK_RULES.newAccountMs;
    const [earlier] = await tx.select({ n: count() }).from(orders).where(and(eq(orders.buyerUserId, row.buyerUserId), ne(orders.id, row.id), eq(orders.status, 'COMPLETED')));
    if (isNew && (earlier?.n ?? 0) === 0) reasons.push('new_account_large_order');
  }
  return reasons;
}
