import type { CurrencyCode, WithdrawalOutcomeStatus } from '@lootmarket/domain';
import { and, asc, count, desc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { withdrawalEvents, withdrawalOutcomes, withdrawalRateQuotes } from './withdrawals.tables';

export type OutcomeRow = typeof withdrawalOutcomes.$inferSelect;
export type NewOutcome = typeof withdrawalOutcomes.$inferInsert;
export type OutcomeEventRow = typeof withdrawalEvents.$inferSelect;
export type NewOutcomeEvent = typeof withdrawalEvents.$inferInsert;
export type RateQuoteRow = typeof withdrawalRateQuotes.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isOutcomeId = (id: string): boolean => UUID.test(id);

/** Every query of withdrawals; the service holds the rules and the transactions. */
export function createWithdrawalsRepo(db: Db) {
  return {
    /** Inserts unless the user already used the idempotency key; answers the new row or nothing. */
    insertUnlessKeyUsed: async (row: NewOutcome): Promise<OutcomeRow | undefined> =>
      (
        await db
          .insert(withdrawalOutcomes)
          .values(row)
          .onConflictDoNothing({ target: [withdrawalOutcomes.userId, withdrawalOutcomes.idempotencyKey] })
          .returning()
      )[0],

    findByKey: async (userId: number, key: string): Promise<OutcomeRow | undefined> =>
      (
        await db
          .select()
          .from(withdrawalOutcomes)
          .where(and(eq(withdrawalOutcomes.userId, userId), eq(withdrawalOutcomes.idempotencyKey, key)))
      )[0],

    findById: async (id: string): Promise<OutcomeRow | undefined> =>
      isOutcomeId(id)
        ? (await db.select().from(withdrawalOutcomes).where(eq(withdrawalOutcomes.id, id)))[0]
        : undefined,

    /** Locks the outcome for a transition: a concurrent cancel and approve of one outcome take turns. */
    lockById: async (id: string): Promise<OutcomeRow | undefined> =>
      isOutcomeId(id)
        ? (await db.select().from(withdrawalOutcomes).where(eq(withdrawalOutcomes.id, id)).for('update'))[0]
        : undefined,

    findByProviderPayout: async (provider: string, payoutId: string): Promise<OutcomeRow | undefined> =>
      (
        await db
          .select()
          .from(withdrawalOutcomes)
          .where(and(eq(withdrawalOutcomes.provider, provider), eq(withdrawalOutcomes.providerPayoutId, payoutId)))
      )[0],

    update: async (id: string, patch: Partial<NewOutcome>): Promise<OutcomeRow> =>
      (await db.update(withdrawalOutcomes).set(patch).where(eq(withdrawalOutcomes.id, id)).returning())[0]!,

    insertEvent: async (event: NewOutcomeEvent): Promise<number> =>
      (await db.insert(withdrawalEvents).values(event).returning({ id: withdrawalEvents.id }))[0]!.id,

    /** The steps of several outcomes at once, oldest first (the admin queue shows each one's). */
    findEventsOf: (outcomeIds: string[]): Promise<OutcomeEventRow[]> =>
      outcomeIds.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(withdrawalEvents)
            .where(inArray(withdrawalEvents.outcomeId, outcomeIds))
            .orderBy(asc(withdrawalEvents.id)),

    /** How many withdrawals each of these users has in each status. */
    statusCountsOfUsers: async (
      userIds: number[],
    ): Promise<{ userId: number; status: WithdrawalOutcomeStatus; n: number }[]> =>
      userIds.length === 0
        ? []
        : db
            .select({ userId: withdrawalOutcomes.userId, status: withdrawalOutcomes.status, n: count() })
            .from(withdrawalOutcomes)
            .where(inArray(withdrawalOutcomes.userId, userIds))
            .groupBy(withdrawalOutcomes.userId, withdrawalOutcomes.status),

    /** A user's outcomes, newest first, optionally of some statuses only. */
    async listOfUser(
      userId: number,
      statuses: readonly WithdrawalOutcomeStatus[] | undefined,
      limit: number,
      offset: number,
    ) {
      const where = and(
        eq(withdrawalOutcomes.userId, userId),
        statuses?.length ? inArray(withdrawalOutcomes.status, [...statuses]) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(withdrawalOutcomes)
          .where(where)
          .orderBy(desc(withdrawalOutcomes.createdAt), desc(withdrawalOutcomes.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(withdrawalOutcomes).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** The support queue of one status, oldest first (first come, first served). */
    async listByStatus(status: WithdrawalOutcomeStatus, limit: number, offset: number) {
      const where = eq(withdrawalOutcomes.status, status);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(withdrawalOutcomes)
          .where(where)
          .orderBy(asc(withdrawalOutcomes.createdAt), asc(withdrawalOutcomes.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(withdrawalOutcomes).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    countsByStatus: async (): Promise<{ status: WithdrawalOutcomeStatus; n: number }[]> =>
      db
        .select({ status: withdrawalOutcomes.status, n: count() })
        .from(withdrawalOutcomes)
        .groupBy(withdrawalOutcomes.status),

    /** True when the user was paid out to this destination before. */
    async paidToBefore(userId: number, destinationKey: string): Promise<boolean> {
      const [row] = await db
        .select({ id: withdrawalOutcomes.id })
        .from(withdrawalOutcomes)
        .where(
          and(
            eq(withdrawalOutcomes.userId, userId),
            eq(withdrawalOutcomes.destinationKey, destinationKey),
            eq(withdrawalOutcomes.stage, 'paid'),
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    /** What each of the users was paid out so far, per currency. */
    paidTotals: async (userIds: number[]): Promise<{ userId: number; currency: CurrencyCode; amount: number }[]> =>
      userIds.length === 0
        ? []
        : db
            .select({
              userId: withdrawalOutcomes.userId,
              currency: withdrawalOutcomes.currency,
              amount: sql<number>`sum(${withdrawalOutcomes.amount})`.mapWith(Number),
            })
            .from(withdrawalOutcomes)
            .where(and(inArray(withdrawalOutcomes.userId, userIds), eq(withdrawalOutcomes.stage, 'paid')))
            .groupBy(withdrawalOutcomes.userId, withdrawalOutcomes.currency),

    /** Payouts handed to a provider that have not been heard of since `before`. */
    findStuck: async (before: Date, limit: number): Promise<OutcomeRow[]> =>
      db
        .select()
        .from(withdrawalOutcomes)
        .where(
          and(
            eq(withdrawalOutcomes.status, 'outcome_status_approved'),
            ne(withdrawalOutcomes.stage, 'paid'),
            lt(withdrawalOutcomes.updatedAt, before),
          ),
        )
        .orderBy(asc(withdrawalOutcomes.updatedAt))
        .limit(limit),

    /** Marks an outcome as looked at now, so the stuck sweep does not ask about it again at once. */
    touch: async (id: string, at: Date): Promise<void> => {
      await db.update(withdrawalOutcomes).set({ updatedAt: at }).where(eq(withdrawalOutcomes.id, id));
    },

    insertQuote: async (quote: typeof withdrawalRateQuotes.$inferInsert): Promise<RateQuoteRow> =>
      (await db.insert(withdrawalRateQuotes).values(quote).returning())[0]!,

    findLiveQuote: async (id: string, userId: number, now: Date): Promise<RateQuoteRow | undefined> =>
      isOutcomeId(id)
        ? (
            await db
              .select()
              .from(withdrawalRateQuotes)
              .where(
                and(
                  eq(withdrawalRateQuotes.id, id),
                  eq(withdrawalRateQuotes.userId, userId),
                  gte(withdrawalRateQuotes.expiresAt, now),
                ),
              )
          )[0]
        : undefined,

    pruneQuotes: async (before: Date): Promise<void> => {
      await db.delete(withdrawalRateQuotes).where(lt(withdrawalRateQuotes.expiresAt, before));
    },
  };
}
