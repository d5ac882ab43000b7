import { and, count, desc, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiTokens } from './api-tokens.tables';

export type ApiTokenRow = typeof apiTokens.$inferSelect;

export function createApiTokensRepo(db: Db) {
  return {
    insert: async (row: typeof apiTokens.$inferInsert): Promise<ApiTokenRow> =>
      (await db.insert(apiTokens).values(row).returning())[0]!,

    listOf: (userId: number): Promise<ApiTokenRow[]> =>
      db.select().from(apiTokens).where(eq(apiTokens.userId, userId)).orderBy(desc(apiTokens.createdAt)).limit(100),

    /** Tokens of the user neither revoked nor expired at `at`. */
    countLive: async (userId: number, at: Date): Promise<number> =>
      (
        await db
          .select({ n: count() })
          .from(apiTokens)
          .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt), gt(apiTokens.expiresAt, at)))
      )[0]!.n,

    findBySecretHash: async (secretHash: string): Promise<ApiTokenRow | null> =>
      (await db.select().from(apiTokens).where(eq(apiTokens.secretHash, secretHash)))[0] ?? null,

    /** Revokes the owner's token; answers the row (already revoked ones unchanged), or null when it is not theirs. */
    revoke: async (
      userId: number,
      id: string,
      at: Date,
    ): Promise<{ before: ApiTokenRow; after: ApiTokenRow } | null> => {
      const [before] = await db
        .select()
        .from(apiTokens)
        .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId)))
        .for('update');
      if (!before) return null;
      if (before.revokedAt) return { before, after: before };
      const [after] = await db.update(apiTokens).set({ revokedAt: at }).where(eq(apiTokens.id, id)).returning();
      return { before, after: after! };
    },

    /** Records a use, at most once a minute per token so that busy programs do not rewrite the row on every call. */
    touch: async (id: string, at: Date, address: string): Promise<void> => {
      await db
        .update(apiTokens)
        .set({ lastUsedAt: at, lastUsedAddress: address })
        .where(
          and(
            eq(apiTokens.id, id),
            or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, new Date(at.getTime() - 60_000))),
          ),
        );
    },
  };
}
