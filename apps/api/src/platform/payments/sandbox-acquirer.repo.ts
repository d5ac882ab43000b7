import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxAcquirerPayments, sandboxAcquirerRefunds } from './sandbox-acquirer.tables';

export type SandboxPaymentRow = typeof sandboxAcquirerPayments.$inferSelect;
export type SandboxRefundRow = typeof sandboxAcquirerRefunds.$inferSelect;
type NewPayment = typeof sandboxAcquirerPayments.$inferInsert;
type NewRefund = typeof sandboxAcquirerRefunds.$inferInsert;

export function createSandboxAcquirerRepo(db: Db) {
  return {
    payment: async (id: string): Promise<SandboxPaymentRow | undefined> =>
      (await db.select().from(sandboxAcquirerPayments).where(eq(sandboxAcquirerPayments.id, id)))[0],

    lockPayment: async (id: string): Promise<SandboxPaymentRow | undefined> =>
      (await db.select().from(sandboxAcquirerPayments).where(eq(sandboxAcquirerPayments.id, id)).for('update'))[0],

    /** Inserts unless the idempotence key is known; returns the payment that key stands for. */
    insertPaymentOnce: async (payment: NewPayment): Promise<SandboxPaymentRow | undefined> => {
      await db
        .insert(sandboxAcquirerPayments)
        .values(payment)
        .onConflictDoNothing({ target: sandboxAcquirerPayments.idempotenceKey });
      return (
        await db
          .select()
          .from(sandboxAcquirerPayments)
          .where(eq(sandboxAcquirerPayments.idempotenceKey, payment.idempotenceKey))
      )[0];
    },

    /** Applies a decision to a payment still pending; a finished one stays as it is. */
    decidePending: async (id: string, change: Partial<Pick<SandboxPaymentRow, 'status' | 'cancellationReason'>>) => {
      await db
        .update(sandboxAcquirerPayments)
        .set(change)
        .where(and(eq(sandboxAcquirerPayments.id, id), eq(sandboxAcquirerPayments.status, 'pending')));
    },

    refund: async (id: string): Promise<SandboxRefundRow | undefined> =>
      (await db.select().from(sandboxAcquirerRefunds).where(eq(sandboxAcquirerRefunds.id, id)))[0],

    refundByKey: async (idempotenceKey: string): Promise<SandboxRefundRow | undefined> =>
      (
        await db.select().from(sandboxAcquirerRefunds).where(eq(sandboxAcquirerRefunds.idempotenceKey, idempotenceKey))
      )[0],

    /** Minor units already refunded successfully from a payment. */
    refundedTotal: async (paymentId: string): Promise<number> => {
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${sandboxAcquirerRefunds.amount}), 0)` })
        .from(sandboxAcquirerRefunds)
        .where(and(eq(sandboxAcquirerRefunds.paymentId, paymentId), eq(sandboxAcquirerRefunds.status, 'succeeded')));
      return Number(row?.total ?? 0);
    },

    insertRefund: async (refund: NewRefund): Promise<SandboxRefundRow> =>
      (await db.insert(sandboxAcquirerRefunds).values(refund).returning())[0]!,
  };
}
