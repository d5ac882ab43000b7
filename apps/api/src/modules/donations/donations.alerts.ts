import type { AlertState, Money } from '@lootmarket/domain';
import type { Db } from '../../db/client';

/** One on-stream alert for a completed donation; texts are already masked with the streamer's ban words. */
export interface DonationAlert {
  streamerId: number;
  source: 'donation';
  /** The donation id: alerts are unique per source and id, so a replayed completion queues nothing new. */
  sourceId: string;
  donorName: string;
  amount: Money;
  message: string;
  /** The donation bought a video on stream. */
  hasMedia?: boolean;
}

/** What the donations module needs from the alert queue: enqueue inside the transaction that completes the donation. */
export interface DonationAlerts {
  enqueueInTransaction(tx: Db, alert: DonationAlert): Promise<void>;
  /** Where each donation's alert is on its way to the screen, by donation id; absent without an alert. */
  statesOf?(streamerId: number, donationIds: string[]): Promise<Map<string, AlertState>>;
}

/** Until the alert queue is wired, completed donations raise no alerts. */
export const noDonationAlerts: DonationAlerts = {
  enqueueInTransaction: async () => {},
};
