import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { refreshTokens } from './auth.tables';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export interface Successor {
  id: string;
  tokenHash: string;
  sealed: string;
  now: Date;
}

export function createRefreshTokensRepo(db: Db) {
  return {
    insert: async (row: typeof refreshTokens.$inferInsert): Promise<void> => {
      await db.insert(refreshTokens).values(row);
    },

    findByHash: async (tokenHash: string): Promise<RefreshTokenRow | undefined> =>
      (await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)))[0],

    findById: async (id: string): Promise<RefreshTokenRow | undefined> =>
      (await db.select().from(refreshTokens).where(eq(refreshTokens.id, id)))[0],

    /**
     * Marks the token rotated and inserts its successor in one statement. The WHERE makes it a
     * compare-and-set: of any number of concurrent calls exactly one succeeds; the others get false.
     */
    rotate: async (oldId: string, next: Successor): Promise<boolean> => {
      const now = next.now.toISOString();
      const result = await db.execute(sql`
        with rotated as (
          update refresh_tokens
             set rotated_at = ${now}::timestamptz, replaced_by = ${next.id}::uuid, successor_sealed = ${next.sealed}
           where id = ${oldId}::uuid and rotated_at is null and revoked_at is null
          returning user_id, family_id, session_id, expires_at
        )
        insert into refresh_tokens (id, user_id, family_id, token_hash, session_id, created_at, expires_at)
        select ${next.id}::uuid, user_id, family_id, ${next.tokenHash}, session_id, ${now}::timestamptz, expires_at
          from rotated
        returning id`);
      return rowsOf(result).length === 1;
    },

    revokeFamily: async (familyId: string, now: Date): Promise<void> => {
      await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },

    /** Revokes every live token of the user; answers the families they belonged to. */
    revokeAllOfUser: async (userId: number, now: Date): Promise<string[]> => {
      const rows = await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
        .returning({ familyId: refreshTokens.familyId });
      return [...new Set(rows.map((row) => row.familyId))];
    },

    /** Sessions of the user still open (one row per family: its latest token), newest first. */
    openSessionsOf: async (userId: number, now: Date, limit: number) => {
      const rows = await db
        .select({
          familyId: refreshTokens.familyId,
          createdAt: refreshTokens.createdAt,
          expiresAt: refreshTokens.expiresAt,
        })
        .from(refreshTokens)
        .where(
          and(
            eq(refreshTokens.userId, userId),
            isNull(refreshTokens.revokedAt),
            isNull(refreshTokens.rotatedAt),
            gt(refreshTokens.expiresAt, now),
          ),
        )
        .orderBy(desc(refreshTokens.createdAt))
        .limit(limit);
      return rows;
    },

    /** The family's user while it still holds a token that is neither revoked nor past the family's end; else null. */
    liveFamilyOwner: async (familyId: string, now: Date): Promise<number | null> => {
      const rows = await db
        .select({ userId: refreshTokens.userId })
        .from(refreshTokens)
        .where(
          and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, now)),
        )
        .limit(1);
      return rows[0]?.userId ?? null;
    },

    deleteExpiredBefore: async (before: Date): Promise<void> => {
      await db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, before));
    },
  };
}
