import type { MediaRequestStatus } from '@lootmarket/domain';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mediaRequests, mediaSettings } from './media.tables';

export type MediaSettingsRow = typeof mediaSettings.$inferSelect;
export type MediaRequestRow = typeof mediaRequests.$inferSelect;
type SettingsValues = Partial<Omit<typeof mediaSettings.$inferInsert, 'streamerId'>>;

/** Waiting for the streamer, then approved in playing order. */
const QUEUED: MediaRequestStatus[] = ['pending', 'approved'];
const FINISHED: MediaRequestStatus[] = ['played', 'rejected', 'skipped'];

export function createMediaRepo(db: Db) {
  return {
    settings: async (streamerId: number): Promise<MediaSettingsRow | undefined> =>
      (await db.select().from(mediaSettings).where(eq(mediaSettings.streamerId, streamerId)).limit(1))[0],

    /** Writes some settings, making the row on the first save. */
    upsertSettings: async (streamerId: number, values: SettingsValues): Promise<MediaSettingsRow> =>
      (
        await db
          .insert(mediaSettings)
          .values({ streamerId, ...values, updatedAt: new Date() })
          .onConflictDoUpdate({ target: mediaSettings.streamerId, set: { ...values, updatedAt: new Date() } })
          .returning()
      )[0]!,

    insert: async (values: typeof mediaRequests.$inferInsert): Promise<MediaRequestRow> =>
      (await db.insert(mediaRequests).values(values).returning())[0]!,

    byDonation: async (donationId: string): Promise<MediaRequestRow | undefined> =>
      (await db.select().from(mediaRequests).where(eq(mediaRequests.donationId, donationId)).for('update').limit(1))[0],

    lockById: async (id: string): Promise<MediaRequestRow | undefined> =>
      (await db.select().from(mediaRequests).where(eq(mediaRequests.id, id)).for('update').limit(1))[0],

    update: async (id: string, values: Partial<typeof mediaRequests.$inferInsert>): Promise<MediaRequestRow> =>
      (await db.update(mediaRequests).set(values).where(eq(mediaRequests.id, id)).returning())[0]!,

    /** Pending ones first (oldest first), then approved ones in playing order. */
    queued: (streamerId: number): Promise<MediaRequestRow[]> =>
      db
        .select()
        .from(mediaRequests)
        .where(and(eq(mediaRequests.streamerId, streamerId), inArray(mediaRequests.status, QUEUED)))
        .orderBy(
          sql`case when ${mediaRequests.status} = 'approved' then 0 else 1 end`,
          asc(mediaRequests.approvedAt),
          asc(mediaRequests.paidAt),
        ),

    recent: (streamerId: number, limit: number): Promise<MediaRequestRow[]> =>
      db
        .select()
        .from(mediaRequests)
        .where(and(eq(mediaRequests.streamerId, streamerId), inArray(mediaRequests.status, FINISHED)))
        .orderBy(desc(mediaRequests.finishedAt))
        .limit(limit),

    /** The approved request that plays now: the earliest approved one not finished. */
    nowPlaying: async (streamerId: number): Promise<MediaRequestRow | undefined> =>
      (
        await db
          .select()
          .from(mediaRequests)
          .where(and(eq(mediaRequests.streamerId, streamerId), eq(mediaRequests.status, 'approved')))
          .orderBy(asc(mediaRequests.approvedAt), asc(mediaRequests.id))
          .limit(1)
      )[0],
  };
}
