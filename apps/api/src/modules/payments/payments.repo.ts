import { and, desc, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentNotifications, paymentRefunds, payments } from './payments.tables';

export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof paymentRefunds.$inferSelect;
type NewPayment = typeof payments.$inferInsert;
type NewRefund = typeof paymentRefunds.$inferInsert;

const OPEN = ['creating', 'pending'] as const;
const UNFINISHED_KEPT_MS = 7 * 24 * 3600_000;

export function createPaymentsRepo(db: Db) {
  return {
    /** Inserts unless the idempotency key is taken; then answers the row that holds it. */
    insertOrFind: async (values: NewPayment): Promise<PaymentRow> => {
      const [inserted] = await db
        .insert(payments)
        .values(values)
        .onConflictDoNothing({ target: payments.idempotencyKey })
        .returning();
      return (
        inserted ?? (await db.select().from(payments).where(eq(payments.idempotencyKey, values.idempotencyKey)))[0]!
      );
    },

    findById: async (id: string): Promise<PaymentRow | undefined> =>
      (await db.select().from(payments).where(eq(payments.id, id)))[0],

    findByProviderId: async (provider: string, providerPaymentId: string): Promise<PaymentRow | undefined> =>
      (
        await db
          .select()
          .from(payments)
          .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, providerPaymentId)))
      )[0],

    listByReference: (purpose: PaymentRow['purpose'], reference: string): Promise<PaymentRow[]> =>
      db
        .select()
        .from(payments)
        .where(and(eq(payments.purpose, purpose), eq(payments.reference, reference)))
        .orderBy(desc(payments.createdAt)),

    /** The acquirer confirmed the payment exists; a payment already finished keeps its state. */
    markCreated: async (id: string, providerPaymentId: string, confirmationUrl: string | null): Promise<PaymentRow> =>
      (
        await db
          .update(payments)
          .set({
            providerPaymentId,
            confirmationUrl,
            status: sql`case when ${payments.status} = 'creating' then 'pending' else ${payments.status} end`,
            updatedAt: new Date(),
          })
          .where(eq(payments.id, id))
          .returning()
      )[0]!,

    /** The acquirer refused to create it: final, and no event, since the caller hears it synchronously. */
    markRejected: async (id: string): Promise<void> => {
      await db
        .update(payments)
        .set({
          status: 'canceled',
          cancellationReason: 'acquiring_error',
          providerCancellationReason: 'create_rejected',
          finishedAt: new Date(),
          updatedAt: new Date(),
        })
        .where(and(eq(payments.id, id), eq(payments.status, 'creating')));
    },

    /** Moves an open payment to its final state; nothing when it already finished (the one guard of exactly-once). */
    finish: async (
      tx: Db,
      id: string,
      change: {
        status: 'succeeded' | 'canceled';
        providerPaymentId: string;
        reason: string | null;
        providerReason: string | null;
        /** What the acquirer actually captured, when it differs from what was asked (then it is refunded). */
        captured?: { amount: number; currency: PaymentRow['currency'] };
      },
    ): Promise<PaymentRow | undefined> =>
      (
        await tx
          .update(payments)
          .set({
            ...(change.captured ?? {}),
            status: change.status,
            providerPaymentId: change.providerPaymentId,
            cancellationReason: change.reason,
            providerCancellationReason: change.providerReason,
            finishedAt: new Date(),
            updatedAt: new Date(),
          })
          .where(and(eq(payments.id, id), inArray(payments.status, OPEN)))
          .returning()
      )[0],

    /**
     * Payments still without a final state that nobody asked the acquirer about since `before`, the
     * longest waiting first; older than a week they are left to the acquirer's own expiry and to support.
     */
    listUnfinished: (before: Date, limit: number): Promise<PaymentRow[]> =>
      db
        .select()
        .from(payments)
        .where(
          and(
            inArray(payments.status, OPEN),
            lt(payments.updatedAt, before),
            gt(payments.createdAt, new Date(before.getTime() - UNFINISHED_KEPT_MS)),
          ),
        )
        .orderBy(payments.updatedAt)
        .limit(limit),

    /** Marks a payment as asked about now, so the sweep moves on to the next ones. */
    touch: async (id: string, at: Date): Promise<void> => {
      await db.update(payments).set({ updatedAt: at }).where(eq(payments.id, id));
    },

    /** Locks the payment row for a refund decision. */
    lockById: async (tx: Db, id: string): Promise<PaymentRow | undefined> =>
      (await tx.select().from(payments).where(eq(payments.id, id)).for('update'))[0],

    addRefunded: async (tx: Db, id: string, amount: number): Promise<void> => {
      await tx
        .update(payments)
        .set({ refundedAmount: sql`${payments.refundedAmount} + ${amount}`, updatedAt: new Date() })
        .where(eq(payments.id, id));
    },

    findRefundByKey: async (tx: Db, key: string): Promise<RefundRow | undefined> =>
      (await tx.select().from(paymentRefunds).where(eq(paymentRefunds.idempotencyKey, key)))[0],

    findRefundByProviderId: async (providerRefundId: string): Promise<RefundRow | undefined> =>
      (await db.select().from(paymentRefunds).where(eq(paymentRefunds.providerRefundId, providerRefundId)))[0],

    /** The payment's refund still waiting for the acquirer's id (at most one: refunds are of the whole payment). */
    findCreatingRefund: async (paymentId: string): Promise<RefundRow | undefined> =>
      (
        await db
          .select()
          .from(paymentRefunds)
          .where(and(eq(paymentRefunds.paymentId, paymentId), eq(paymentRefunds.status, 'creating')))
      )[0],

    /** Money already promised back: refunds that have not failed. */
    refundsInFlight: async (tx: Db, paymentId: string): Promise<number> => {
      const [row] = await tx
        .select({ total: sql<string>`coalesce(sum(${paymentRefunds.amount}), 0)` })
        .from(paymentRefunds)
        .where(and(eq(paymentRefunds.paymentId, paymentId), ne(paymentRefunds.status, 'canceled')));
      return Number(row?.total ?? 0);
    },

    insertRefund: async (tx: Db, values: NewRefund): Promise<RefundRow> =>
      (await tx.insert(paymentRefunds).values(values).returning())[0]!,

    markRefundCreated: async (id: string, providerRefundId: string): Promise<RefundRow> =>
      (
        await db
          .update(paymentRefunds)
          .set({
            providerRefundId,
            status: sql`case when ${paymentRefunds.status} = 'creating' then 'pending' else ${paymentRefunds.status} end`,
          })
          .where(eq(paymentRefunds.id, id))
          .returning()
      )[0]!,

    finishRefund: async (tx: Db, id: string, status: 'succeeded' | 'canceled'): Promise<RefundRow | undefined> =>
      (
        await tx
          .update(paymentRefunds)
          .set({ status, finishedAt: new Date() })
          .where(and(eq(paymentRefunds.id, id), inArray(paymentRefunds.status, OPEN)))
          .returning()
      )[0],

    notificationSeen: async (provider: string, event: string, objectId: string): Promise<boolean> =>
      (
        await db
          .select({ id: paymentNotifications.id })
          .from(paymentNotifications)
          .where(
            and(
              eq(paymentNotifications.provider, provider),
              eq(paymentNotifications.event, event),
              eq(paymentNotifications.objectId, objectId),
            ),
          )
      ).length > 0,

    recordNotification: async (
      tx: Db,
      values: { provider: string; event: string; objectId: string; status: string },
    ): Promise<void> => {
      await tx.insert(paymentNotifications).values(values).onConflictDoNothing();
    },
  };
}

export type PaymentsRepo = ReturnType<typeof createPaymentsRepo>;
