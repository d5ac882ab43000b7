import { DEFAULT_DONATION_PAGE_DESIGN, type DonationPageDesign, type DonationPageDesignView } from '@lootmarket/domain';
import type { Db } from '../../db/client';
import { createDonationPageRepo, type DonationPageRow } from './donation-page.repo';

function toView(row: DonationPageRow | undefined): DonationPageDesignView {
  if (!row) return { ...DEFAULT_DONATION_PAGE_DESIGN, updatedAt: null };
  return {
    accent: row.accent,
    background: row.background,
    headline: row.headline,
    about: row.about,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** How a streamer's donate page looks; streamers who never saved one get the default design. */
export function createDonationPageDesign({ db, now }: { db: Db; now: () => number }) {
  const repo = createDonationPageRepo(db);
  return {
    async get(streamerId: number): Promise<DonationPageDesignView> {
      return toView(await repo.findByStreamer(streamerId));
    },

    /** Saves the whole design at once; the texts arrive already checked by the contract. */
    async save(streamerId: number, design: DonationPageDesign): Promise<DonationPageDesignView> {
      return toView(await repo.upsert(streamerId, { ...design, updatedAt: new Date(now()) }));
    },
  };
}
