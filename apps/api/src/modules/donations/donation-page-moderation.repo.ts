import { and, asc, count, desc, eq, inArray, isNull, min } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { donationPageHides, donationPageReports } from './donation-page.tables';

export type DonationPageHideRow = typeof donationPageHides.$inferSelect;
export type DonationPageReportRow = typeof donationPageReports.$inferSelect;
const open = isNull(donationPageReports.resolvedAt);

/** Donate pages' complaints and the moderators' hiding (decision 043). */
export function createDonationPageModerationRepo(db: Db) {
  return {
    hiddenOf: async (streamerId: number): Promise<DonationPageHideRow | undefined> =>
      (await db.select().from(donationPageHides).where(eq(donationPageHides.streamerId, streamerId)).limit(1))[0],

    hiddenAmong: async (streamerIds: number[]): Promise<DonationPageHideRow[]> =>
      streamerIds.length === 0
        ? []
        : db.select().from(donationPageHides).where(inArray(donationPageHides.streamerId, streamerIds)),

    /** Hidden pages, newest first. */
    hiddenStreamerIds: async (limit: number): Promise<number[]> =>
      (
        await db
          .select({ id: donationPageHides.streamerId })
          .from(donationPageHides)
          .orderBy(desc(donationPageHides.hiddenAt))
          .limit(limit)
      ).map((row) => Number(row.id)),

    /** The hide row, taken under the page's lock: a second hide of the same page finds it. */
    hide: async (row: typeof donationPageHides.$inferInsert): Promise<boolean> =>
      (await db.insert(donationPageHides).values(row).onConflictDoNothing().returning()).length > 0,

    restore: async (streamerId: number): Promise<boolean> =>
      (await db.delete(donationPageHides).where(eq(donationPageHides.streamerId, streamerId)).returning()).length > 0,

    addReport: async (row: Omit<typeof donationPageReports.$inferInsert, 'id'>): Promise<void> => {
      await db.insert(donationPageReports).values(row);
    },

    /** Closes the page's open complaints once staff acted on them. */
    resolveReports: async (streamerId: number, at: Date): Promise<number> =>
      (
        await db
          .update(donationPageReports)
          .set({ resolvedAt: at })
          .where(and(eq(donationPageReports.streamerId, streamerId), open))
          .returning({ id: donationPageReports.id })
      ).length,

    /** Pages with open complaints, the longest waiting first. */
    reportedStreamerIds: async (limit: number): Promise<number[]> =>
      (
        await db
          .select({ id: donationPageReports.streamerId, since: min(donationPageReports.createdAt) })
          .from(donationPageReports)
          .where(open)
          .groupBy(donationPageReports.streamerId)
          .orderBy(asc(min(donationPageReports.createdAt)))
          .limit(limit)
      ).map((row) => Number(row.id)),

    openReportsOf: async (streamerIds: number[]): Promise<DonationPageReportRow[]> =>
      streamerIds.length === 0
        ? []
        : db
            .select()
            .from(donationPageReports)
            .where(and(inArray(donationPageReports.streamerId, streamerIds), open))
            .orderBy(desc(donationPageReports.createdAt)),

    /** How many complaints wait, and since when the oldest. */
    queueStats: async (): Promise<{ count: number; oldest: Date | null }> => {
      const [row] = await db
        .select({ n: count(), oldest: min(donationPageReports.createdAt) })
        .from(donationPageReports)
        .where(open);
      return { count: Number(row?.n ?? 0), oldest: row?.oldest ?? null };
    },
  };
}
