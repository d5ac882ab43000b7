import { DEFAULT_DONATION_PAGE_DESIGN, type DonationPageDesign, type DonationPageDesignView } from '@lootmarket/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { donationPageSettings } from './donation-page.tables';

type SettingsRow = typeof donationPageSettings.$inferSelect;

function toView(row: SettingsRow | undefined): DonationPageDesignView {
  if (!row) return { ...DEFAULT_DONATION_PAGE_DESIGN, updatedAt: null };
  return { accent: row.accent, background: row.background, headline: row.headline, about: row.about, updatedAt: row.updatedAt.toISOString() };
}

/** How a streamer's donate page looks; streamers who never saved one get the default design. */
export function createDonationPageDesign({ db, now }: { db: Db; now: () => number }) {
  return {
    async get(streamerId: number): Promise<DonationPageDesignView> {
      const [row] = await db.select().from(donationPageSettings).where(eq(donationPageSettings.streamerId, streamerId)).limit(1);
      return toView(row);
    },

    /** Saves the whole design at once; the texts arrive already checked by the contract. */
    async save(streamerId: number, design: DonationPageDesign): Promise<DonationPageDesignView> {
      const values = { ...design, updatedAt: new Date(now()) };
      const [row] = await db
        .insert(donationPageSettings)
        .values({ streamerId, ...values })
        .onConflictDoUpdate({ target: donationPageSettings.streamerId, set: values })
        .returning();
      return toView(row);
    },
  };
}
