import type { Money } from '@lootmarket/domain';
import type { Db } from '../../db/client';

/** A video checked and priced for a donation; what it holds is the media module's business. */
export type PreparedDonationMedia = object;

/**
 * What the donations module needs from media requests: check a donation's video before anything is
 * written, keep it with the new donation, and turn it into a request when the donation is paid — the
 * last two inside the donation's own transactions.
 */
export interface DonationMedia {
  prepare(streamerId: number, url: string, amount: Money): Promise<PreparedDonationMedia>;
  reserveInTransaction(tx: Db, donationId: string, donorName: string, media: PreparedDonationMedia): Promise<void>;
  /** True when the donation had a video, now a paid request. */
  donationPaidInTransaction(tx: Db, donationId: string): Promise<boolean>;
}
