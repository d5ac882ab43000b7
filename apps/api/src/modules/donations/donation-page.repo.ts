import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { donationPageSettings } from './donation-page.tables';

export type DonationPageRow = typeof donationPageSettings.$inferSelect;
export type DonationPageValues = Omit<typeof donationPageSettings.$inferInsert, 'streamerId'>;

export function createDonationPageRepo(db: Db) {
  return {
    findByStreamer: async (streamerId: number): Promise<DonationPageRow | undefined> =>
      (await db.select().from(donationPageSettings).where(eq(donationPageSettings.streamerId, streamerId)).limit(1))[0],

    /** Writes the streamer's whole design, making the row on the first save. */
    upsert: async (streamerId: number, values: DonationPageValues): Promise<DonationPageRow> =>
      (
        await db
          .insert(donationPageSettings)
          .values({ streamerId, ...values })
          .onConflictDoUpdate({ target: donationPageSettings.streamerId, set: values })
          .returning()
      )[0]!,
  };
}
