import { PAYOUT_RISK_LABELS, type CurrencyCode, type PayoutRisk } from '@lootmarket/domain';
import type { WithdrawalsDeps } from './withdrawals.ports';
import { createWithdrawalsRepo } from './withdrawals.repo';
import type { StoredRisk } from './withdrawals.tables';

const DAY_MS = 86_400_000;
const CREATED = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', timeZone: 'Europe/Moscow' });
/** Accounts younger than this are new (FunPay delays first withdrawals too). */
export const NEW_ACCOUNT_DAYS = 7;
/** How far back disputes and refunds count. */
export const TROUBLE_WINDOW_DAYS = 30;

export const riskView = (risk: StoredRisk): PayoutRisk => ({
  code: risk.code,
  label: PAYOUT_RISK_LABELS[risk.code],
  detail: risk.detail,
});

/** The user's trouble in the last TROUBLE_WINDOW_DAYS: disputes and refunds of sales, refunded donations. */
export async function recentTrouble(
  deps: Pick<WithdrawalsDeps, 'orders' | 'donations' | 'now'>,
  userId: number,
): Promise<{ disputes: number; orderRefunds: number; donationRefunds: number }> {
  const since = new Date(deps.now() - TROUBLE_WINDOW_DAYS * DAY_MS);
  const [orders, donationRefunds] = await Promise.all([
    deps.orders.troubleSince(userId, since),
    deps.donations.refundsSince(userId, since),
  ]);
  return { disputes: orders.disputes, orderRefunds: orders.refunds, donationRefunds };
}

/** Why a withdrawal should wait for a person: a new account, recent disputes or refunds, new payout details. */
export async function risksOf(
  deps: Pick<WithdrawalsDeps, 'db' | 'users' | 'orders' | 'donations' | 'now'>,
  userId: number,
  destinationKey: string,
): Promise<StoredRisk[]> {
  const now = deps.now();
  const risks: StoredRisk[] = [];
  const user = await deps.users.signedInById(userId);
  if (!user || now - user.createdAt.getTime() < NEW_ACCOUNT_DAYS * DAY_MS) {
    risks.push({ code: 'new_account', detail: user ? `создан ${CREATED.format(user.createdAt)}` : null });
  }
  const trouble = await recentTrouble(deps, userId);
  if (trouble.disputes > 0) risks.push({ code: 'recent_disputes', detail: String(trouble.disputes) });
  if (trouble.orderRefunds > 0) risks.push({ code: 'recent_refunds', detail: String(trouble.orderRefunds) });
  if (trouble.donationRefunds > 0)
    risks.push({ code: 'recent_donation_refunds', detail: String(trouble.donationRefunds) });
  if (!(await createWithdrawalsRepo(deps.db).paidToBefore(userId, destinationKey)))
    risks.push({ code: 'new_destination', detail: null });
  return risks;
}

/** Small withdrawals of users without risk signals need no person. */
export function isAutoApprovable(
  risks: readonly StoredRisk[],
  amount: number,
  currency: CurrencyCode,
  limits: Partial<Record<CurrencyCode, number>>,
): boolean {
  const limit = limits[currency];
  return risks.length === 0 && limit !== undefined && amount <= limit;
}
