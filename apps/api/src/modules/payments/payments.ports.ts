import type { Money, PaymentCancelReason, PaymentView } from '@lootmarket/domain';
import type { Db } from '../../db/client';
import type { AcquirerId, AcquirerNotification } from '../../platform/payments/types';

export type PaymentPurpose = 'order' | 'donation';

/** A finished state change of a payment, as the acquirer's API confirmed it (never the notification body). */
export interface PaymentEvent {
  paymentId: string;
  purpose: PaymentPurpose;
  reference: string;
  status: 'succeeded' | 'canceled';
  amount: Money;
  provider: string;
  /** Set when canceled: 'acquiring_error' (bank refused or failed), 'abandoned' (left or expired), 'canceled_by_merchant'. */
  reason?: PaymentCancelReason;
}

/** A refund that reached its final state at the acquirer. */
export interface RefundEvent {
  refundId: string;
  paymentId: string;
  purpose: PaymentPurpose;
  reference: string;
  status: 'succeeded' | 'canceled';
  amount: Money;
  provider: string;
}

export type PaymentEventHandler = (event: PaymentEvent, tx: Db) => Promise<void>;
export type RefundEventHandler = (event: RefundEvent, tx: Db) => Promise<void>;

/** The part of the ledger payments call; the ledger service satisfies it. */
export interface PaymentsLedger {
  recordPayment(
    tx: Db,
    input: {
      paymentId: string;
      provider: string;
      reference: string;
      amount: Money;
      payeeUserId?: number;
      source?: PaymentPurpose;
    },
  ): Promise<unknown>;
  refundEscrow(tx: Db, input: { reference: string; provider: string; refundId: string }): Promise<unknown>;
  escrowResolution(reference: string): Promise<'released' | 'refunded' | null>;
}

export interface CreatePaymentInput {
  purpose: PaymentPurpose;
  reference: string;
  amount: Money;
  description: string;
  customerEmail: string | null;
  returnUrl: string;
  idempotencyKey: string;
  /** The seller or streamer the escrow is for, when known; the ledger shows it to them as held money. */
  payeeUserId?: number;
}

export interface PaymentsService {
  /** Starts a payment at the configured acquirer. idempotencyKey from the caller (e.g. 'order:<id>:attempt:<n>'). */
  createPayment(input: CreatePaymentInput): Promise<{ paymentId: string; confirmationUrl: string }>;
  /** Purpose owners register one handler; it runs exactly once per payment state change, inside the transaction that records it. */
  onPaymentEvent(purpose: PaymentPurpose, handler: PaymentEventHandler): void;
  /** Like onPaymentEvent, for refunds reaching their final state (the ledger is already updated in `tx`). */
  onRefundEvent(purpose: PaymentPurpose, handler: RefundEventHandler): void;
  /**
   * Refunds the whole payment through its acquirer (a part only `afterRelease`, when the purpose has moved
   * that part out of the escrow itself); the same key answers the same refund.
   */
  refund(input: {
    paymentId: string;
    amount?: Money;
    idempotencyKey: string;
    reason: string;
    afterRelease?: boolean;
  }): Promise<{ refundId: string; status: 'pending' | 'succeeded' }>;
  getPayment(paymentId: string): Promise<PaymentView | null>;
  /** Every payment made for one order or donation, newest first. */
  listPayments(purpose: PaymentPurpose, reference: string): Promise<PaymentView[]>;
  /**
   * Asks the acquirer for the payment's state and applies it: for a payment whose notification never came
   * (a payment deadline timer should call it before giving up on the payment). A create that never heard
   * back is re-sent with the same key first.
   */
  syncPayment(paymentId: string): Promise<PaymentView | null>;
  /**
   * Asks the acquirer about every payment left without a final state past the sync interval (a lost
   * notification, a crash between the bank and our books) and applies what it answers; the jobs worker
   * runs it every minute. Answers how many payments were asked about.
   */
  syncUnfinished(limit?: number): Promise<number>;
  /** The sweep above as a recurring job, for the jobs worker. */
  readonly jobHandlers: Record<string, (payload: unknown) => Promise<void>>;
  readonly recurring: Record<string, number>;
  /** Applies a verified notification: re-reads the object from the acquirer and trusts only that. */
  handleNotification(provider: AcquirerId, notification: AcquirerNotification): Promise<void>;
  /**
   * Records a verified notification and answers once it is committed; it is applied (as
   * `handleNotification` does) right after, from this process's queue or, after a crash or a failure,
   * by the jobs worker. A replay of a recorded notification changes nothing.
   */
  acceptNotification(provider: AcquirerId, notification: AcquirerNotification): Promise<void>;
  /** Resolves once this process has applied every notification it accepted so far. */
  notificationsSettled(): Promise<void>;
  /** Notifications recorded and not yet applied, and the age of the oldest, for the metrics. */
  notificationBacklog(): Promise<{ waiting: number; oldestSeconds: number }>;
  /** The acquirer new payments go to; null in production without ЮKassa (payments then answer 503). */
  readonly activeProvider: AcquirerId | null;
}
