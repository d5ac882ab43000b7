import type { Db } from '../../db/client';
import type { KeySealer } from './offer-keys.crypto';
import { createOfferKeysRepo } from './offer-keys.repo';

export type OfferKeysService = ReturnType<typeof createOfferKeysService>;

/** Encrypted auto-delivery keys: adding, reserving at checkout, handing over after payment. */
export function createOfferKeysService({ db, sealer }: { db: Db; sealer: KeySealer }) {
  const repo = createOfferKeysRepo(db);
  return {
    /** Stores keys for an offer, sealed. */
    async addKeys(offerId: string, keys: string[], tx: Db = db): Promise<void> {
      if (keys.length === 0) return;
      await createOfferKeysRepo(tx).insertMany(keys.map((key) => ({ offerId, secret: sealer.seal(key) })));
    },

    /** Stores many offers' keys, sealed, in one statement. */
    async addManyKeys(keys: { offerId: string; key: string }[]): Promise<void> {
      if (keys.length === 0) return;
      await repo.insertAll(keys.map(({ offerId, key }) => ({ offerId, secret: sealer.seal(key) })));
    },

    /** Whether any key was ever stored. */
    hasKeys: (): Promise<boolean> => repo.hasAny(),

    /**
     * Reserves `quantity` keys for an order; a key is only ever taken once, and concurrent buyers take
     * different keys without waiting on each other. Answers how many were reserved and whether the
     * offer sells keys at all.
     */
    reserveKeys: (
      tx: Db,
      offerId: string,
      orderId: string,
      quantity: number,
    ): Promise<{ reserved: number; sellsKeys: boolean }> => createOfferKeysRepo(tx).reserve(offerId, orderId, quantity),

    /** Hands the order's reserved keys over (reserved → sold) and answers them in plain text. */
    async sellReservedKeys(tx: Db, orderId: string): Promise<string[]> {
      return (await createOfferKeysRepo(tx).sellReserved(orderId)).map((secret) => sealer.open(secret));
    },

    /** Returns an unpaid order's keys to the shelf. */
    releaseKeys: (tx: Db, orderId: string): Promise<void> => createOfferKeysRepo(tx).releaseReserved(orderId),

    /** The keys sold to these orders, decrypted, by order id. */
    async soldKeys(orderIds: string[], tx: Db = db): Promise<Map<string, string[]>> {
      const byOrder = new Map<string, string[]>();
      if (orderIds.length === 0) return byOrder;
      for (const row of await createOfferKeysRepo(tx).findSold(orderIds))
        byOrder.set(row.orderId!, [...(byOrder.get(row.orderId!) ?? []), sealer.open(row.secret)]);
      return byOrder;
    },
  };
}
