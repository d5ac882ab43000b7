import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { providerStates, usedTelegramResults, userIdentities } from './identities.tables';

export type IdentityRow = typeof userIdentities.$inferSelect;
export type ProviderStateRow = typeof providerStates.$inferSelect;

/** Accounts' identities at sign-in providers, the authorizations in flight, and spent Telegram results. */
export function createIdentitiesRepo(db: Db) {
  return {
    find: async (provider: IdentityRow['provider'], providerUserId: string): Promise<IdentityRow | undefined> => {
      const [row] = await db
        .select()
        .from(userIdentities)
        .where(and(eq(userIdentities.provider, provider), eq(userIdentities.providerUserId, providerUserId)));
      return row;
    },

    /** The providers an account signs in with, oldest link first. */
    ofUser: (userId: number) =>
      db
        .select({ provider: userIdentities.provider, createdAt: userIdentities.createdAt })
        .from(userIdentities)
        .where(eq(userIdentities.userId, userId))
        .orderBy(userIdentities.createdAt),

    /** Links the identity unless it is linked already; answers the new row, or nothing when another request won. */
    insertIfAbsent: async (values: typeof userIdentities.$inferInsert): Promise<IdentityRow | undefined> =>
      (await db.insert(userIdentities).values(values).onConflictDoNothing().returning())[0],

    /** Records a widget result's signature; false when it was recorded before. */
    recordTelegramResult: async (signature: string, expiresAt: Date): Promise<boolean> =>
      (
        await db
          .insert(usedTelegramResults)
          .values({ signature, expiresAt })
          .onConflictDoNothing()
          .returning({ signature: usedTelegramResults.signature })
      ).length > 0,

    insertState: async (values: typeof providerStates.$inferInsert): Promise<void> => {
      await db.insert(providerStates).values(values);
    },

    /** Spends an unexpired, unspent state; answers it, or nothing when there is none to spend. */
    consumeState: async (stateHash: string, at: Date): Promise<ProviderStateRow | undefined> =>
      (
        await db
          .update(providerStates)
          .set({ consumedAt: at })
          .where(
            and(
              eq(providerStates.stateHash, stateHash),
              isNull(providerStates.consumedAt),
              gt(providerStates.expiresAt, at),
            ),
          )
          .returning()
      )[0],

    deleteStatesExpiredBefore: async (before: Date): Promise<void> => {
      await db.delete(providerStates).where(lt(providerStates.expiresAt, before));
    },

    deleteTelegramResultsExpiredBefore: async (before: Date): Promise<void> => {
      await db.delete(usedTelegramResults).where(lt(usedTelegramResults.expiresAt, before));
    },
  };
}
