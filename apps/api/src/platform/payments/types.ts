import type { Money } from '@lootmarket/domain';

export type AcquirerId = 'yookassa' | 'sandbox';

/** A payment as the acquirer reports it; only this (never a notification body) decides our state. */
export interface AcquirerPayment {
  id: string;
  status: 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';
  amount: Money;
  confirmationUrl: string | null;
  metadata: Record<string, string>;
  /** The acquirer's own reason for a cancellation, e.g. 'insufficient_funds' or 'expired_on_confirmation'. */
  cancellationReason: string | null;
}

export interface AcquirerRefund {
  id: string;
  paymentId: string;
  status: 'pending' | 'succeeded' | 'canceled';
  amount: Money;
}

export interface CreateAcquirerPayment {
  /** Sent as `Idempotence-Key`: a retry with the same key creates nothing new. */
  idempotenceKey: string;
  amount: Money;
  description: string;
  returnUrl: string;
  customerEmail: string | null;
  metadata: Record<string, string>;
}

export interface CreateAcquirerRefund {
  idempotenceKey: string;
  paymentId: string;
  amount: Money;
  description: string;
}

/** One acquiring provider behind the payments module: the real bank or the built-in sandbox. */
export interface Acquirer {
  id: AcquirerId;
  createPayment(input: CreateAcquirerPayment): Promise<AcquirerPayment>;
  getPayment(id: string): Promise<AcquirerPayment>;
  createRefund(input: CreateAcquirerRefund): Promise<AcquirerRefund>;
  getRefund(id: string): Promise<AcquirerRefund>;
}

/**
 * `unknown`: the outcome is not known (5xx, timeout, network) — retry with the same key or read the
 * object. `rejected`: the acquirer refused (4xx) — nothing was created; a new attempt takes a new key.
 */
export class AcquirerError extends Error {
  constructor(
    readonly kind: 'unknown' | 'rejected',
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'AcquirerError';
  }
}

/** What a notification names; the object itself is then read from the acquirer. */
export interface AcquirerNotification {
  event: string;
  objectType: 'payment' | 'refund';
  objectId: string;
}

/**
 * Retries a call whose outcome is unknown with the same arguments (hence the same idempotence key);
 * a refusal is final at once. The delays are short: the caller is a person waiting for the bank page.
 */
export async function withRetries<T>(call: () => Promise<T>, delaysMs: readonly number[]): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      const delay = delaysMs[attempt];
      if (!(error instanceof AcquirerError) || error.kind !== 'unknown' || delay === undefined) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/** Minor units as the decimal string acquirers exchange ("1050.00"), by integer arithmetic only. */
export function minorToDecimal(minor: number): string {
  if (!Number.isSafeInteger(minor) || minor < 0) throw new RangeError(`Bad amount ${minor}`);
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}

/** "1050.00" / "1050.5" / "1050" → minor units; null for anything else. */
export function decimalToMinor(value: string): number | null {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return null;
  const minor = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(minor) ? minor : null;
}
