import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { SellerTier } from '@lootmarket/domain';
import type { Db } from '../../db/client';
import { reviews, sellerReputation } from './reviews.tables';

export type ReviewRow = typeof reviews.$inferSelect;
export type NewReviewRow = Omit<typeof reviews.$inferInsert, 'id'>;
export type ReputationRow = typeof sellerReputation.$inferSelect;
export type NewReputationRow = typeof sellerReputation.$inferInsert;

/** Stars of a seller's live reviews: how many gave each number. */
export interface StarCounts {
  sellerId: number;
  stars: number[];
}

const live = isNull(reviews.removedAt);
/** Live and not hidden by a moderator: what pages, ratings and tiers count (decision 043). */
const shown = and(live, isNull(reviews.hiddenAt));

export function createReviewsRepo(db: Db) {
  return {
    insert: async (row: NewReviewRow): Promise<ReviewRow | undefined> =>
      (await db.insert(reviews).values(row).onConflictDoNothing().returning())[0],

    insertMany: async (rows: NewReviewRow[]): Promise<void> => {
      if (rows.length > 0) await db.insert(reviews).values(rows);
    },

    /** The order's review, removed or not (an order has at most one, ever). */
    ofOrder: async (orderId: string): Promise<ReviewRow | undefined> =>
      (await db.select().from(reviews).where(eq(reviews.orderId, orderId)).limit(1))[0],

    /** A live review locked for its answer. */
    lockLive: async (reviewId: string): Promise<ReviewRow | undefined> =>
      (
        await db
          .select()
          .from(reviews)
          .where(and(eq(reviews.id, reviewId), shown))
          .for('update')
      )[0],

    setAnswer: async (reviewId: string, text: string, at: Date): Promise<ReviewRow> =>
      (
        await db.update(reviews).set({ answerText: text, answeredAt: at }).where(eq(reviews.id, reviewId)).returning()
      )[0]!,

    /** Takes the order's review off every page; answers it when there was a live one. */
    removeOfOrder: async (orderId: string, at: Date): Promise<ReviewRow | undefined> =>
      (
        await db
          .update(reviews)
          .set({ removedAt: at })
          .where(and(eq(reviews.orderId, orderId), live))
          .returning()
      )[0],

    /** Shown reviews of a seller, or an author's live ones with those hidden from others, newest first. */
    async page(
      by: { sellerId: number } | { authorUserId: number },
      limit: number,
      offset: number,
    ): Promise<{ rows: ReviewRow[]; total: number }> {
      const where = and(
        'sellerId' in by ? and(eq(reviews.sellerId, by.sellerId), shown) : eq(reviews.authorUserId, by.authorUserId),
        live,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(reviews)
          .where(where)
          .orderBy(desc(reviews.createdAt), desc(reviews.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(reviews).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** How many live reviews gave each number of stars, for these sellers, in one query. */
    async starCounts(sellerIds: number[]): Promise<StarCounts[]> {
      if (sellerIds.length === 0) return [];
      const rows = await db
        .select({ sellerId: reviews.sellerId, rating: reviews.rating, n: count() })
        .from(reviews)
        .where(and(inArray(reviews.sellerId, sellerIds), shown))
        .groupBy(reviews.sellerId, reviews.rating);
      const bySeller = new Map<number, number[]>();
      for (const row of rows) {
        const stars = bySeller.get(Number(row.sellerId)) ?? [0, 0, 0, 0, 0];
        stars[row.rating - 1] = Number(row.n);
        bySeller.set(Number(row.sellerId), stars);
      }
      return [...bySeller].map(([sellerId, stars]) => ({ sellerId, stars }));
    },

    /** Any review, hidden or removed too, locked for a moderator's change. */
    lockAny: async (reviewId: string): Promise<ReviewRow | undefined> =>
      (await db.select().from(reviews).where(eq(reviews.id, reviewId)).for('update'))[0],

    /** A moderator hides (with the reason) or shows a review again. */
    setHidden: async (
      reviewId: string,
      hidden: { at: Date; reason: string; staffId: number } | null,
    ): Promise<ReviewRow> =>
      (
        await db
          .update(reviews)
          .set(
            hidden
              ? { hiddenAt: hidden.at, hiddenReason: hidden.reason, hiddenBy: hidden.staffId }
              : { hiddenAt: null, hiddenReason: null, hiddenBy: null },
          )
          .where(eq(reviews.id, reviewId))
          .returning()
      )[0]!,

    /** Reviews for the moderation queue: the ones matching, hidden first and then newest. */
    moderationPage: (where: SQL | undefined, limit: number): Promise<ReviewRow[]> =>
      db.select().from(reviews).where(where).orderBy(desc(reviews.hiddenAt), desc(reviews.createdAt)).limit(limit),

    /** Whether reviews carried over without an order (a shop's history) are stored. */
    hasHistory: async (): Promise<boolean> =>
      (await db.select({ id: reviews.id }).from(reviews).where(isNull(reviews.orderId)).limit(1)).length > 0,

    reputation: async (sellerId: number): Promise<ReputationRow | undefined> =>
      (await db.select().from(sellerReputation).where(eq(sellerReputation.sellerId, sellerId)).limit(1))[0],

    /** The seller's row locked while their tier is judged; made first (bronze) when missing. */
    async lockReputation(sellerId: number, at: Date): Promise<ReputationRow> {
      await db
        .insert(sellerReputation)
        .values({ sellerId, tier: 'bronze', ratingCenti: 400, updatedAt: at })
        .onConflictDoNothing();
      return (
        await db.select().from(sellerReputation).where(eq(sellerReputation.sellerId, sellerId)).for('update')
      )[0]!;
    },

    updateReputation: async (sellerId: number, values: Partial<NewReputationRow>): Promise<ReputationRow> =>
      (await db.update(sellerReputation).set(values).where(eq(sellerReputation.sellerId, sellerId)).returning())[0]!,

    /** Judged sellers, best tier first and then by deals, with their total. */
    async reputationPage(
      tier: SellerTier | undefined,
      limit: number,
      offset: number,
    ): Promise<{ rows: ReputationRow[]; total: number }> {
      const where = tier ? eq(sellerReputation.tier, tier) : undefined;
      const rank = sql`case ${sellerReputation.tier} when 'gold' then 0 when 'silver' then 1 else 2 end`;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(sellerReputation)
          .where(where)
          .orderBy(rank, desc(sellerReputation.completedDeals), sellerReputation.sellerId)
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(sellerReputation).where(where),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },

    /** Sellers whose reputation was judged, for a sweep that ages them. */
    reputationSellerIds: async (): Promise<number[]> =>
      (await db.select({ id: sellerReputation.sellerId }).from(sellerReputation)).map((row) => Number(row.id)),

    /** Ratings sums as the tier needs them. */
    ratingTotals: async (sellerId: number): Promise<{ count: number; sum: number }> => {
      const [row] = await db
        .select({ n: count(), sum: sql<number>`coalesce(sum(${reviews.rating}), 0)`.mapWith(Number) })
        .from(reviews)
        .where(and(eq(reviews.sellerId, sellerId), shown));
      return { count: Number(row?.n ?? 0), sum: row?.sum ?? 0 };
    },
  };
}

export type ReviewsRepo = ReturnType<typeof createReviewsRepo>;
