import type { CurrencyCode } from '@lootmarket/domain';
import { and, asc, count, desc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { donationBanWords, donationGoals, donationMinimums, donations } from './donations.tables';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Donation and goal ids are UUIDs; anything else names nothing (and must not reach a uuid column). */
export const isUuid = (value: string): boolean => UUID.test(value);

export type DonationRow = typeof donations.$inferSelect;
export type NewDonationRow = typeof donations.$inferInsert;
export type GoalRow = typeof donationGoals.$inferSelect;

export function createDonationsRepo(db: Db) {
  return {
    insert: async (row: NewDonationRow): Promise<DonationRow> =>
      (await db.insert(donations).values(row).returning())[0]!,

    findById: async (id: string): Promise<DonationRow | undefined> =>
      isUuid(id) ? (await db.select().from(donations).where(eq(donations.id, id)).limit(1))[0] : undefined,

    /** The row locked until the transaction ends: payment events of one donation apply one at a time. */
    lockById: async (id: string): Promise<DonationRow | undefined> =>
      isUuid(id)
        ? (await db.select().from(donations).where(eq(donations.id, id)).limit(1).for('update'))[0]
        : undefined,

    update: async (id: string, patch: Partial<NewDonationRow>): Promise<DonationRow> =>
      (
        await db
          .update(donations)
          .set({ ...patch, updatedAt: new Date() })
          .where(eq(donations.id, id))
          .returning()
      )[0]!,

    /** Donations to the streamer that were paid out to them and then refunded by support since `since`. */
    async refundedSince(streamerId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(donations)
        .where(
          and(
            eq(donations.streamerId, streamerId),
            eq(donations.status, 'CANCELLED'),
            isNotNull(donations.streamerAmount),
            gte(donations.updatedAt, since),
          ),
        );
      return row?.n ?? 0;
    },

    listByDonor: async (donorUserId: number, limit: number, offset: number) => {
      const where = eq(donations.donorUserId, donorUserId);
      const [items, [total]] = await Promise.all([
        db
          .select()
          .from(donations)
          .where(where)
          .orderBy(desc(donations.createdAt), desc(donations.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(donations).where(where),
      ]);
      return { items, total: total?.n ?? 0 };
    },

    listReceived: async (streamerId: number, limit: number, offset: number) => {
      const where = and(eq(donations.streamerId, streamerId), eq(donations.status, 'COMPLETED'));
      const [items, [total]] = await Promise.all([
        db
          .select()
          .from(donations)
          .where(where)
          .orderBy(desc(donations.completedAt), desc(donations.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(donations).where(where),
      ]);
      return { items, total: total?.n ?? 0 };
    },

    /** Per currency; `from` limits it to donations completed since then. */
    totalsReceived: (streamerId: number, from: Date | null = null) =>
      db
        .select({
          currency: donations.currency,
          count: count(),
          gross: sql<number>`coalesce(sum(${donations.amount}), 0)`.mapWith(Number),
          net: sql<number>`coalesce(sum(${donations.streamerAmount}), 0)`.mapWith(Number),
        })
        .from(donations)
        .where(
          and(
            eq(donations.streamerId, streamerId),
            eq(donations.status, 'COMPLETED'),
            isNotNull(donations.completedAt),
            from ? gte(donations.completedAt, from) : undefined,
          ),
        )
        .groupBy(donations.currency)
        .orderBy(donations.currency),

    activeGoal: async (streamerId: number): Promise<GoalRow | undefined> =>
      (
        await db
          .select()
          .from(donationGoals)
          .where(and(eq(donationGoals.streamerId, streamerId), eq(donationGoals.status, 'active')))
          .limit(1)
      )[0],

    completedGoals: (streamerId: number, limit: number, offset: number) =>
      db
        .select()
        .from(donationGoals)
        .where(and(eq(donationGoals.streamerId, streamerId), eq(donationGoals.status, 'completed')))
        .orderBy(desc(donationGoals.closedAt), desc(donationGoals.id))
        .limit(limit)
        .offset(offset),

    insertGoal: async (row: typeof donationGoals.$inferInsert): Promise<GoalRow> =>
      (await db.insert(donationGoals).values(row).returning())[0]!,

    closeGoal: async (streamerId: number, goalId: string, at: Date): Promise<GoalRow | undefined> =>
      (
        await db
          .update(donationGoals)
          .set({ status: 'completed', closedAt: at })
          .where(
            and(
              eq(donationGoals.id, goalId),
              eq(donationGoals.streamerId, streamerId),
              eq(donationGoals.status, 'active'),
            ),
          )
          .returning()
      )[0],

    /** Adds to the streamer's active goal in this currency in one statement, so concurrent donations never lose an increment. */
    advanceGoal: async (streamerId: number, currency: CurrencyCode, amount: number): Promise<GoalRow | undefined> =>
      (
        await db
          .update(donationGoals)
          .set({ raised: sql`${donationGoals.raised} + ${amount}` })
          .where(
            and(
              eq(donationGoals.streamerId, streamerId),
              eq(donationGoals.status, 'active'),
              eq(donationGoals.currency, currency),
            ),
          )
          .returning()
      )[0],

    /** Gives a cancelled donation's amount back to its goal, never below zero. */
    revertGoal: async (goalId: string, amount: number): Promise<GoalRow | undefined> =>
      (
        await db
          .update(donationGoals)
          .set({ raised: sql`greatest(${donationGoals.raised} - ${amount}, 0)` })
          .where(eq(donationGoals.id, goalId))
          .returning()
      )[0],

    banWords: async (streamerId: number): Promise<string[]> =>
      (
        await db
          .select({ word: donationBanWords.word })
          .from(donationBanWords)
          .where(eq(donationBanWords.streamerId, streamerId))
          .orderBy(asc(donationBanWords.position))
      ).map((row) => row.word),

    replaceBanWords: async (streamerId: number, words: readonly string[]): Promise<void> => {
      await db.delete(donationBanWords).where(eq(donationBanWords.streamerId, streamerId));
      if (words.length > 0)
        await db.insert(donationBanWords).values(words.map((word, position) => ({ streamerId, word, position })));
    },

    minimums: async (streamerId: number): Promise<Partial<Record<CurrencyCode, number>>> => {
      const rows = await db.select().from(donationMinimums).where(eq(donationMinimums.streamerId, streamerId));
      return Object.fromEntries(rows.map((row) => [row.currency, row.amount]));
    },

    setMinimum: async (streamerId: number, currency: CurrencyCode, amount: number): Promise<void> => {
      await db
        .insert(donationMinimums)
        .values({ streamerId, currency, amount })
        .onConflictDoUpdate({ target: [donationMinimums.streamerId, donationMinimums.currency], set: { amount } });
    },

    deleteMinimum: async (streamerId: number, currency: CurrencyCode): Promise<void> => {
      await db
        .delete(donationMinimums)
        .where(and(eq(donationMinimums.streamerId, streamerId), eq(donationMinimums.currency, currency)));
    },
  };
}

export type DonationsRepo = ReturnType<typeof createDonationsRepo>;
