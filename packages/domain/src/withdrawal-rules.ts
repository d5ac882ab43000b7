import type { SellerTier } from './catalog';
import type { CurrencyCode } from './currencies';
import type { MinorRange } from './limits';
import { BASIS_POINTS_PER_WHOLE } from './platform-fees';

/** Ways money leaves a wallet. `unspecified` (spec §3) is never accepted for a new withdrawal. */
export type PayoutMethod = 'sbp' | 'crypto';

/** The crypto payouts we make: USDT on TRON (decision 023). */
export const CRYPTO_ASSET = { asset: 'usdt', network: 'trc20', assetLabel: 'USDT', networkLabel: 'TRC-20' } as const;

/** How long a quoted USDT rate holds for a withdrawal, in seconds: enough to ask for and type the e-mail code. */
export const RATE_LOCK_SECONDS = 600;

/**
 * Per method and wallet currency, the amounts a withdrawal may take from the wallet. SBP pays roubles only
 * (ЮKassa's published bounds are 1–500 000 ₽ per payout; our floor keeps the fee meaningful). Crypto floors
 * sit well above a TRC-20 transfer's network cost.
 */
export const WITHDRAWAL_LIMITS: Readonly<Record<PayoutMethod, Partial<Record<CurrencyCode, MinorRange>>>> = {
  sbp: { rub: { min: 10_000, max: 50_000_000 } },
  crypto: {
    rub: { min: 100_000, max: 100_000_000 },
    usd: { min: 1_000, max: 1_000_000 },
    kzt: { min: 500_000, max: 500_000_000 },
  },
};

export interface WithdrawalFeeRule {
  basisPoints: number;
  /** The fee is never below this, in the wallet's minor units. */
  minimum: number;
}

/** What the platform keeps of a withdrawal: the provider's cost passed on, rounded half up. */
export const WITHDRAWAL_FEES: Readonly<Record<PayoutMethod, Partial<Record<CurrencyCode, WithdrawalFeeRule>>>> = {
  sbp: { rub: { basisPoints: 150, minimum: 1_500 } },
  crypto: {
    rub: { basisPoints: 100, minimum: 10_000 },
    usd: { basisPoints: 100, minimum: 100 },
    kzt: { basisPoints: 100, minimum: 50_000 },
  },
};

/** The currencies a method can pay from. */
export function payoutCurrencies(method: PayoutMethod): CurrencyCode[] {
  return Object.keys(WITHDRAWAL_LIMITS[method]) as CurrencyCode[];
}

/** The fee on a withdrawal of `amount` minor units, or null when the method does not pay that currency. */
export function withdrawalFee(method: PayoutMethod, currency: CurrencyCode, amount: number): number | null {
  const rule = WITHDRAWAL_FEES[method][currency];
  if (!rule) return null;
  const share = Number(
    (BigInt(amount) * BigInt(rule.basisPoints) + BigInt(BASIS_POINTS_PER_WHOLE / 2)) / BigInt(BASIS_POINTS_PER_WHOLE),
  );
  return Math.min(amount, Math.max(share, rule.minimum));
}

/** Rates are exchanged as integers: units of the wallet currency per one USDT, times 10 000. */
export const RATE_SCALE = 10_000;

/** '92.3412' → 923412; null for anything that is not a positive decimal with at most four fraction digits. */
export function parseRate(text: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,4}))?$/.exec(text.trim());
  if (!match) return null;
  const scaled = Number(match[1]) * RATE_SCALE + Number((match[2] ?? '').padEnd(4, '0'));
  return scaled > 0 ? scaled : null;
}

/** 923412 → '92.3412' (trailing zeros kept to two places). */
export function formatRate(scaled: number): string {
  const whole = Math.floor(scaled / RATE_SCALE);
  const fraction = String(scaled % RATE_SCALE)
    .padStart(4, '0')
    .replace(/0{1,2}$/, '');
  return `${whole}.${fraction}`;
}

/**
 * Wallet minor units → USDT cents at a scaled rate, rounded down: the user never gets more than the rate
 * buys. Both sides have two decimals, so cents = minor × scale / rate.
 */
export function toCryptoCents(minor: number, scaledRate: number): number {
  return Number((BigInt(minor) * BigInt(RATE_SCALE)) / BigInt(scaledRate));
}

/** 1082 → '10.82': a USDT amount as the provider and people read it. */
export function formatCryptoCents(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

export interface WithdrawalQuote {
  fee: number;
  /** What leaves for the provider, in wallet minor units. */
  payout: number;
  /** USDT cents the address receives; null for SBP. */
  cryptoCents: number | null;
}

/** What a withdrawal of `amount` pays out; null when the method cannot pay that currency. */
export function quoteWithdrawal(
  method: PayoutMethod,
  currency: CurrencyCode,
  amount: number,
  scaledRate: number | null,
): WithdrawalQuote | null {
  const fee = withdrawalFee(method, currency, amount);
  if (fee === null) return null;
  const payout = amount - fee;
  return { fee, payout, cryptoCents: method === 'crypto' && scaledRate ? toCryptoCents(payout, scaledRate) : null };
}

/** Why an amount cannot be withdrawn, in Russian, or null when it can. */
export function withdrawalAmountProblem(
  method: PayoutMethod,
  currency: CurrencyCode,
  amount: number,
  available: number,
): string | null {
  const range = WITHDRAWAL_LIMITS[method][currency];
  if (!range) return method === 'sbp' ? 'Через СБП выводятся только рубли' : 'Вывод в USDT из этой валюты недоступен';
  if (!Number.isSafeInteger(amount) || amount < range.min) return 'Сумма меньше минимальной для вывода';
  if (amount > range.max) return 'Сумма больше максимальной для одного вывода';
  if (amount > available) return 'Недостаточно средств на балансе';
  return null;
}

/** Why an amount is held and so not yet withdrawable. */
export const HOLD_REASONS = ['order_awaiting_confirmation', 'dispute', 'seller_hold', 'donation_chargeback'] as const;
export type HoldReason = (typeof HOLD_REASONS)[number];

export const HOLD_REASON_LABELS: Readonly<Record<HoldReason, string>> = {
  order_awaiting_confirmation: 'Заказ ждёт подтверждения покупателя',
  dispute: 'По заказу открыт спор',
  seller_hold: 'Период удержания продавца',
  donation_chargeback: 'Окно возврата платежа по донату',
};

/** How long income stays held after it is earned, in hours (decision 023); configuration overrides it. */
export interface HoldPolicy {
  orderHoursByTier: Readonly<Record<SellerTier, number>>;
  donationHours: number;
}

export const DEFAULT_HOLD_POLICY: HoldPolicy = {
  orderHoursByTier: { gold: 24, silver: 72, bronze: 168 },
  donationHours: 72,
};

export type HoldSubject = { source: 'order'; sellerTier: SellerTier } | { source: 'donation' };

/** The hold that income of this kind gets, from the moment it is released to the payee. */
export function holdFor(policy: HoldPolicy, subject: HoldSubject): { reason: HoldReason; hours: number } {
  if (subject.source === 'donation') return { reason: 'donation_chargeback', hours: policy.donationHours };
  return { reason: 'seller_hold', hours: policy.orderHoursByTier[subject.sellerTier] };
}
