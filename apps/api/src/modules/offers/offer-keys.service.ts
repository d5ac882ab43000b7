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

    /**
     * Hands the order's reserved keys over (reserved → sold) and answers them in plain text; their keyed
     * fingerprints are stored in the same transaction, so staff find the order by a fragment of a key.
     */
    async sellReservedKeys(tx: Db, orderId: string): Promise<string[]> {
      const repo = createOfferKeysRepo(tx);
      const sold = (await repo.sellReserved(orderId)).map((row) => ({ id: row.id, plain: sealer.open(row.secret) }));
      await repo.insertFingerprints(
        sold.flatMap((key) => sealer.fingerprints(key.plain).map((hash) => ({ hash, keyId: key.id, orderId }))),
      );
      return sold.map((key) => key.plain);
    },

    /** Orders a key fragment belongs to, found by its keyed hashes only (decision 042). */
    ordersByKeyFragment: (fragment: string, limit = 50): Promise<string[]> =>
      repo.ordersByFingerprints(sealer.queryFingerprints(fragment), limit),

    /**
     * Fingerprints keys sold before fingerprints were kept, a batch at a time; answers how many keys it
     * indexed (0 once none is left). Run at startup until it answers 0.
     */
    async fingerprintSoldKeys(batch = 500): Promise<number> {
      const keys = await repo.soldWithoutFingerprints(batch);
      await repo.insertFingerprints(
        keys
          .filter((key) => key.orderId !== null)
          .flatMap((key) =>
            sealer
              .fingerprints(sealer.open(key.secret))
              .map((hash) => ({ hash, keyId: key.id, orderId: key.orderId! })),
          ),
      );
      return keys.length;
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
