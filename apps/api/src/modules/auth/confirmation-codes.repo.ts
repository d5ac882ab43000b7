import { and, eq, gt, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { confirmationCodeFailures, confirmationCodes } from './auth.tables';

export interface NewConfirmationCode {
  userId: number;
  purpose: string;
  codeHash: string;
  createdAt: Date;
  expiresAt: Date;
}

export function createConfirmationCodesRepo(db: Db) {
  return {
    /** Stores a new code unless the last one is younger than `lockedBefore`; one statement, so racing requests cannot both pass. */
    replaceUnlessLocked: async (code: NewConfirmationCode, lockedBefore: Date): Promise<boolean> => {
      const rows = await db
        .insert(confirmationCodes)
        .values(code)
        .onConflictDoUpdate({
          target: [confirmationCodes.userId, confirmationCodes.purpose],
          set: {
            codeHash: code.codeHash,
            createdAt: code.createdAt,
            expiresAt: code.expiresAt,
            attempts: 0,
            consumedAt: null,
          },
          setWhere: lte(confirmationCodes.createdAt, lockedBefore),
        })
        .returning({ userId: confirmationCodes.userId });
      return rows.length === 1;
    },

    find: async (userId: number, purpose: string) =>
      (
        await db
          .select()
          .from(confirmationCodes)
          .where(and(eq(confirmationCodes.userId, userId), eq(confirmationCodes.purpose, purpose)))
      )[0],

    remove: async (userId: number, purpose: string, codeHash: string): Promise<void> => {
      await db
        .delete(confirmationCodes)
        .where(
          and(
            eq(confirmationCodes.userId, userId),
            eq(confirmationCodes.purpose, purpose),
            eq(confirmationCodes.codeHash, codeHash),
          ),
        );
    },

    /** Uses the code up if it matches and is still good; true exactly once per code. */
    consume: async (match: {
      userId: number;
      purpose: string;
      codeHash: string;
      now: Date;
      maxAttempts: number;
    }): Promise<boolean> => {
      const rows = await db
        .update(confirmationCodes)
        .set({ consumedAt: match.now })
        .where(
          and(
            eq(confirmationCodes.userId, match.userId),
            eq(confirmationCodes.purpose, match.purpose),
            eq(confirmationCodes.codeHash, match.codeHash),
            isNull(confirmationCodes.consumedAt),
            lt(confirmationCodes.attempts, match.maxAttempts),
            gt(confirmationCodes.expiresAt, match.now),
          ),
        )
        .returning({ userId: confirmationCodes.userId });
      return rows.length === 1;
    },

    /** Counts a wrong guess against the live code and against the user. */
    recordFailure: async (userId: number, purpose: string, now: Date): Promise<void> => {
      await db
        .update(confirmationCodes)
        .set({ attempts: sql`${confirmationCodes.attempts} + 1` })
        .where(
          and(
            eq(confirmationCodes.userId, userId),
            eq(confirmationCodes.purpose, purpose),
            isNull(confirmationCodes.consumedAt),
          ),
        );
      await db.insert(confirmationCodeFailures).values({ userId, failedAt: now });
    },

    failuresSince: async (userId: number, since: Date): Promise<number> => {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(confirmationCodeFailures)
        .where(and(eq(confirmationCodeFailures.userId, userId), gt(confirmationCodeFailures.failedAt, since)));
      return row?.count ?? 0;
    },
  };
}
