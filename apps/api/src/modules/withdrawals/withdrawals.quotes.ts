import {
  formatCryptoCents,
  formatRate,
  quoteWithdrawal,
  RATE_LOCK_SECONDS,
  STALE_RATE_MESSAGE,
  WITHDRAWAL_FEES,
  WITHDRAWAL_LIMITS,
  withdrawalAmountProblem,
  type CurrencyCode,
  type OutcomeCheckQuery,
  type OutcomeCheckResponse,
  type PayoutMethod,
  type RateQuote,
} from '@lootmarket/domain';
import { AppError } from '../../platform/http/app-error';
import type { PayoutProvider, SbpBank } from '../../platform/payouts/types';
import type { WithdrawalsDeps } from './withdrawals.ports';
import { createWithdrawalsRepo, type RateQuoteRow } from './withdrawals.repo';

/** SBP participants change rarely; the list is asked for once an hour per process. */
const BANKS_TTL_MS = 3_600_000;
export const METHOD_UNAVAILABLE_MESSAGE = 'Вывод этим способом временно недоступен';

/** Banks, rates, what a withdrawal would pay out: everything the user sees before confirming. */
export function createWithdrawalQuotes(deps: WithdrawalsDeps) {
  const { db, ledger, providers, now } = deps;
  let banks: { list: SbpBank[]; at: number } | null = null;

  function providerOf(method: PayoutMethod): PayoutProvider {
    const id = providers.active[method];
    const provider = id ? providers.byId[id] : undefined;
    if (!provider) throw new AppError('UNAVAILABLE', METHOD_UNAVAILABLE_MESSAGE);
    return provider;
  }

  /** Available money in one currency, held income that came due counted in. */
  async function available(userId: number, currency: CurrencyCode): Promise<number> {
    await ledger.releaseDueHolds({ now: new Date(now()), userId });
    return (await ledger.walletBalance(userId)).find((line) => line.currency === currency)?.available ?? 0;
  }

  async function sbpBanks(): Promise<SbpBank[]> {
    if (banks && now() - banks.at < BANKS_TTL_MS) return banks.list;
    const provider = providerOf('sbp');
    if (!provider.listSbpBanks) throw new AppError('UNAVAILABLE', METHOD_UNAVAILABLE_MESSAGE);
    banks = { list: await provider.listSbpBanks(), at: now() };
    return banks.list;
  }

  /** A live quote of the user's, or 409 asking for a fresh one. */
  async function liveQuote(userId: number, quoteId: string | undefined, currency: CurrencyCode): Promise<RateQuoteRow> {
    const quote = quoteId ? await createWithdrawalsRepo(db).findLiveQuote(quoteId, userId, new Date(now())) : undefined;
    if (!quote || quote.currency !== currency)
      throw new AppError('CONFLICT', STALE_RATE_MESSAGE, { reason: 'stale_rate' });
    return quote;
  }

  return {
    providerOf,
    available,
    sbpBanks,
    liveQuote,

    /** The provider's USDT rate, locked for the user for RATE_LOCK_SECONDS. */
    async rate(userId: number, currency: CurrencyCode): Promise<RateQuote> {
      const provider = providerOf('crypto');
      if (!provider.usdtRate || !WITHDRAWAL_LIMITS.crypto[currency])
        throw new AppError('VALIDATION_FAILED', 'Вывод в USDT из этой валюты недоступен');
      const rateScaled = await provider.usdtRate(currency);
      const createdAt = new Date(now());
      const quote = await createWithdrawalsRepo(db).insertQuote({
        userId,
        currency,
        rateScaled,
        createdAt,
        expiresAt: new Date(createdAt.getTime() + RATE_LOCK_SECONDS * 1000),
      });
      return {
        quote_id: quote.id,
        currency,
        asset: 'USDT',
        network: 'TRC-20',
        rate: formatRate(rateScaled),
        expires_at: quote.expiresAt.toISOString(),
        lock_seconds: RATE_LOCK_SECONDS,
      };
    },

    /** Limits, fee and what arrives for an amount, and why it cannot go ahead, before the user confirms. */
    async check(userId: number, query: OutcomeCheckQuery): Promise<OutcomeCheckResponse> {
      const { type, currency, amount } = query;
      const wallet = await available(userId, currency);
      const limits = WITHDRAWAL_LIMITS[type][currency] ?? null;
      const rule = WITHDRAWAL_FEES[type][currency];
      const quote =
        type === 'crypto' && query.quote_id
          ? await liveQuote(userId, query.quote_id, currency).catch(() => null)
          : null;
      const priced = amount === undefined ? null : quoteWithdrawal(type, currency, amount, quote?.rateScaled ?? null);
      const staleRate = type === 'crypto' && amount !== undefined && !quote ? STALE_RATE_MESSAGE : null;
      return {
        type,
        currency,
        available: wallet,
        limits,
        fee_rule: rule ? { basis_points: rule.basisPoints, minimum: rule.minimum } : null,
        amount: amount ?? null,
        fee: priced?.fee ?? null,
        payout: priced?.payout ?? null,
        crypto:
          quote && priced?.cryptoCents != null
            ? {
                amount: formatCryptoCents(priced.cryptoCents),
                rate: formatRate(quote.rateScaled),
                expires_at: quote.expiresAt.toISOString(),
              }
            : null,
        problem: amount === undefined ? null : (withdrawalAmountProblem(type, currency, amount, wallet) ?? staleRate),
      };
    },
  };
}

export type WithdrawalQuotes = ReturnType<typeof createWithdrawalQuotes>;
