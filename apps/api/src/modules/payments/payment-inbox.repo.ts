import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { AcquirerNotification } from '../../platform/payments/types';
import { paymentInbox } from './payments.tables';

export type InboxRow = typeof paymentInbox.$inferSelect;

const leaseEnd = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;

export function createPaymentInboxRepo(db: Db) {
  return {
    /**
     * Records a notification, leased to the caller for `leaseSeconds`. A replay of one already applied
     * answers undefined; a replay of one not applied yet (its process may have died) is handed to this
     * caller too, which is harmless: applying is idempotent.
     */
    async record(provider: string, notification: AcquirerNotification, leaseSeconds: number) {
      const [row] = await db
        .insert(paymentInbox)
        .values({
          provider,
          event: notification.event,
          objectType: notification.objectType,
          objectId: notification.objectId,
          lockedUntil: leaseEnd(leaseSeconds),
        })
        .onConflictDoUpdate({
          target: [paymentInbox.provider, paymentInbox.event, paymentInbox.objectId],
          set: { lockedUntil: leaseEnd(leaseSeconds) },
          setWhere: isNull(paymentInbox.processedAt),
        })
        .returning();
      return row;
    },

    /** Unapplied notifications whose lease ran out (a crash, an acquirer that did not answer), oldest first, leased anew. */
    async claimDue(limit: number, leaseSeconds: number): Promise<InboxRow[]> {
      const due = db
        .select({ id: paymentInbox.id })
        .from(paymentInbox)
        .where(
          and(
            isNull(paymentInbox.processedAt),
            or(isNull(paymentInbox.lockedUntil), lt(paymentInbox.lockedUntil, sql`now()`)),
          ),
        )
        .orderBy(asc(paymentInbox.lockedUntil))
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(paymentInbox)
        .set({ lockedUntil: leaseEnd(leaseSeconds) })
        .where(sql`${paymentInbox.id} in ${due}`)
        .returning();
    },

    async markProcessed(id: number): Promise<void> {
      await db
        .update(paymentInbox)
        .set({ processedAt: sql`now()`, attempts: sql`${paymentInbox.attempts} + 1`, lastError: null })
        .where(eq(paymentInbox.id, id));
    },

    /** A failed attempt: tried again once `retryInSeconds` have passed. */
    async markFailed(id: number, error: string, retryInSeconds: number): Promise<void> {
      await db
        .update(paymentInbox)
        .set({
          attempts: sql`${paymentInbox.attempts} + 1`,
          lastError: error.slice(0, 1000),
          lockedUntil: leaseEnd(retryInSeconds),
        })
        .where(eq(paymentInbox.id, id));
    },

    /** How many notifications wait to be applied, and how long the oldest has waited. */
    async backlog(): Promise<{ waiting: number; oldestSeconds: number }> {
      const [row] = await db
        .select({
          waiting: sql<number>`count(*)::int`,
          oldest: sql<number>`coalesce(extract(epoch from now() - min(${paymentInbox.receivedAt})), 0)::float8`,
        })
        .from(paymentInbox)
        .where(isNull(paymentInbox.processedAt));
      return { waiting: row?.waiting ?? 0, oldestSeconds: Number(row?.oldest ?? 0) };
    },
  };
}
