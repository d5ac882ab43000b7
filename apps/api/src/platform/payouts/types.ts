import type { CurrencyCode } from '@lootmarket/domain';

export type PayoutProviderId = 'yookassa' | 'cryptomus' | 'sandbox';
export type PayoutMethodKind = 'sbp' | 'crypto';

export type PayoutDestination =
  { type: 'sbp'; phone: string; bankId: string } | { type: 'crypto'; asset: 'usdt'; network: 'trc20'; address: string };

/** An amount as providers exchange it: a decimal string and the provider's currency code. */
export interface ProviderAmount {
  value: string;
  currency: 'RUB' | 'USDT';
}

export interface CreateProviderPayout {
  /**
   * Sent as `Idempotence-Key` (ЮKassa) or `order_id` (Cryptomus): a retry with it creates nothing new.
   * Letters, digits and dashes only, as both accept.
   */
  idempotenceKey: string;
  amount: ProviderAmount;
  destination: PayoutDestination;
  description: string;
  /** Our outcome id rides along, so a payout can be traced back even when the create's answer was lost. */
  metadata: Record<string, string>;
}

/** A payout as the provider reports it; only this (never a notification body) decides our state. */
export interface ProviderPayout {
  id: string;
  status: 'pending' | 'succeeded' | 'canceled';
  /** The provider's reason for a cancellation, e.g. 'insufficient_funds' or 'address_error'. */
  failureReason: string | null;
  /** Our key of the payout (`payout_key`) when the provider reports it back, to find its outcome. */
  metadata: Record<string, string>;
}

/** The metadata field every provider returns our key in. */
export const PAYOUT_KEY_FIELD = 'payout_key';

export interface SbpBank {
  id: string;
  name: string;
}

/** One payout provider behind the withdrawals module: a real one or the built-in sandbox. */
export interface PayoutProvider {
  id: PayoutProviderId;
  methods: readonly PayoutMethodKind[];
  createPayout(input: CreateProviderPayout): Promise<ProviderPayout>;
  getPayout(id: string): Promise<ProviderPayout>;
  /** SBP participants a payout can go to (SBP providers only). */
  listSbpBanks?(): Promise<SbpBank[]>;
  /** Units of `currency` per one USDT, scaled by RATE_SCALE (crypto providers only). */
  usdtRate?(currency: CurrencyCode): Promise<number>;
}

/**
 * `unknown`: the outcome is not known (5xx, timeout, network) — retry with the same key or read the
 * payout. `rejected`: the provider refused (4xx) — nothing was made; a new attempt takes a new key.
 */
export class PayoutError extends Error {
  constructor(
    readonly kind: 'unknown' | 'rejected',
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'PayoutError';
  }
}

/** Retries a call whose outcome is unknown with the same arguments (hence the same key); a refusal is final at once. */
export async function withPayoutRetries<T>(call: () => Promise<T>, delaysMs: readonly number[]): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      const delay = delaysMs[attempt];
      if (!(error instanceof PayoutError) || error.kind !== 'unknown' || delay === undefined) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/** Reads a provider's answer: 5xx, 429 and unreadable bodies leave the outcome unknown, other 4xx are refusals. */
export async function readProviderAnswer(name: string, call: () => Promise<Response>): Promise<unknown> {
  let response: Response;
  try {
    response = await call();
  } catch (error) {
    throw new PayoutError('unknown', `${name} unreachable: ${(error as Error).message}`);
  }
  const text = await response.text();
  if (response.status >= 500 || response.status === 429)
    throw new PayoutError('unknown', `${name} ${response.status}`, response.status);
  if (response.status >= 400)
    throw new PayoutError('rejected', `${name} ${response.status}: ${text.slice(0, 300)}`, response.status);
  try {
    return JSON.parse(text);
  } catch {
    throw new PayoutError('unknown', `${name} answered with something other than JSON`);
  }
}
