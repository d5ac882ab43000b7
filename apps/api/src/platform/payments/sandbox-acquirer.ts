import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { createSandboxAcquirerRepo, type SandboxPaymentRow, type SandboxRefundRow } from './sandbox-acquirer.repo';
import { AcquirerError, type Acquirer, type AcquirerPayment, type AcquirerRefund } from './types';

/** Signed sandbox notifications older than this are refused (replays of a captured request). */
export const SANDBOX_SIGNATURE_MAX_AGE_SEC = 300;
export const SANDBOX_TIMESTAMP_HEADER = 'x-sandbox-timestamp';
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
export const SANDBOX_PAY_PATH = '/sandbox/pay';

/** What the person on the sandbox payment page pressed. */
export type SandboxOutcome = 'pay' | 'bank_error' | 'abandon';

/** The sandbox speaks ЮKassa's cancellation reasons, so the same normalization applies to both. */
const CANCELLATION: Record<Exclude<SandboxOutcome, 'pay'>, string> = {
  bank_error: 'general_decline',
  abandon: 'expired_on_confirmation',
};

/** hex(HMAC-SHA-256(key, "<timestamp>.<raw body>")). */
export function signSandboxNotification(key: string, rawBody: string, timestampSec: number): string {
  return createHmac('sha256', key).update(`${timestampSec}.${rawBody}`).digest('hex');
}

/** Checks the signature in constant time and refuses timestamps further than 300 s from now. */
export function verifySandboxSignature(
  key: string,
  rawBody: string,
  timestamp: string | undefined,
  signature: string | undefined,
  nowSec: number,
): boolean {
  if (!timestamp || !signature || !/^\d{1,12}$/.test(timestamp) || !/^[0-9a-f]{64}$/.test(signature)) return false;
  if (Math.abs(nowSec - Number(timestamp)) > SANDBOX_SIGNATURE_MAX_AGE_SEC) return false;
  const expected = Buffer.from(signSandboxNotification(key, rawBody, Number(timestamp)), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

function toPayment(row: SandboxPaymentRow, pageBase: string): AcquirerPayment {
  return {
    id: row.id,
    status: row.status,
    amount: { amount: row.amount, currency: row.currency },
    confirmationUrl: `${pageBase}${SANDBOX_PAY_PATH}/${row.id}`,
    metadata: row.metadata,
    cancellationReason: row.cancellationReason,
  };
}

function toRefund(row: SandboxRefundRow): AcquirerRefund {
  return {
    id: row.id,
    paymentId: row.paymentId,
    status: row.status,
    amount: { amount: row.amount, currency: row.currency },
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface SandboxAcquirer extends Acquirer {
  /** The payment as its page shows it, with the shop's return address; null when unknown. */
  find(id: string): Promise<(AcquirerPayment & { description: string; returnUrl: string }) | null>;
  /** Applies the button pressed on the page; a finished payment stays as it is. */
  decide(id: string, outcome: SandboxOutcome): Promise<void>;
}

/** A bank of our own for machines without acquiring keys: same protocol shape as ЮKassa, state in the database. */
export function createSandboxAcquirer({ db, pageBase }: { db: Db; pageBase: string }): SandboxAcquirer {
  const repo = createSandboxAcquirerRepo(db);
  async function row(id: string): Promise<SandboxPaymentRow | undefined> {
    return UUID.test(id) ? repo.payment(id) : undefined;
  }

  return {
    id: 'sandbox',
    async createPayment(input) {
      if (input.amount.amount <= 0) throw new AcquirerError('rejected', 'amount must be positive', 400);
      const created = await repo.insertPaymentOnce({
        idempotenceKey: input.idempotenceKey,
        amount: input.amount.amount,
        currency: input.amount.currency,
        description: input.description,
        returnUrl: input.returnUrl,
        metadata: input.metadata,
      });
      return toPayment(created!, pageBase);
    },
    async getPayment(id) {
      const found = await row(id);
      if (!found) throw new AcquirerError('rejected', 'payment not found', 404);
      return toPayment(found, pageBase);
    },
    async createRefund(input) {
      return inTransaction(db, async (tx) => {
        const txRepo = createSandboxAcquirerRepo(tx);
        const payment = await txRepo.lockPayment(input.paymentId);
        const existing = await txRepo.refundByKey(input.idempotenceKey);
        if (existing) return toRefund(existing);
        if (!payment || payment.status !== 'succeeded')
          throw new AcquirerError('rejected', 'payment is not refundable', 400);
        if ((await txRepo.refundedTotal(payment.id)) + input.amount.amount > payment.amount)
          throw new AcquirerError('rejected', 'refund exceeds the payment', 400);
        const created = await txRepo.insertRefund({
          idempotenceKey: input.idempotenceKey,
          paymentId: payment.id,
          amount: input.amount.amount,
          currency: input.amount.currency,
        });
        return toRefund(created);
      });
    },
    async getRefund(id) {
      const found = UUID.test(id) ? await repo.refund(id) : undefined;
      if (!found) throw new AcquirerError('rejected', 'refund not found', 404);
      return toRefund(found);
    },
    async find(id) {
      const found = await row(id);
      return found
        ? { ...toPayment(found, pageBase), description: found.description, returnUrl: found.returnUrl }
        : null;
    },
    async decide(id, outcome) {
      const change =
        outcome === 'pay'
          ? { status: 'succeeded' as const }
          : { status: 'canceled' as const, cancellationReason: CANCELLATION[outcome] };
      await repo.decidePending(id, change);
    },
  };
}
