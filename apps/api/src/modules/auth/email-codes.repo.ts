import { and, eq, gt, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailCodeFailures, emailCodes } from './auth.tables';

export type EmailCodeRow = typeof emailCodes.$inferSelect;

export interface NewCode {
  email: string;
  sessionId: string;
  codeHash: string;
  createdAt: Date;
  expiresAt: Date;
}

export function createEmailCodesRepo(db: Db) {
  return {
    /**
     * Stores a new code unless the address got one after `lockedBefore`; one statement, so two requests
     * racing for the same address cannot both pass the resend lock.
     */
    replaceUnlessLocked: async (code: NewCode, lockedBefore: Date): Promise<boolean> => {
      const rows = await db
        .insert(emailCodes)
        .values(code)
        .onConflictDoUpdate({
          target: emailCodes.email,
          set: { ...code, attempts: 0, consumedAt: null },
          setWhere: lte(emailCodes.createdAt, lockedBefore),
        })
        .returning({ email: emailCodes.email });
      return rows.length === 1;
    },

    find: async (email: string): Promise<EmailCodeRow | undefined> =>
      (await db.select().from(emailCodes).where(eq(emailCodes.email, email)))[0],

    deleteCode: async (email: string, codeHash: string): Promise<void> => {
      await db.delete(emailCodes).where(and(eq(emailCodes.email, email), eq(emailCodes.codeHash, codeHash)));
    },

    /** Uses the code up if it matches and is still good; true exactly once per code. */
    consume: async (match: { email: string; sessionId: string; codeHash: string; now: Date; maxAttempts: number }) => {
      const rows = await db
        .update(emailCodes)
        .set({ consumedAt: match.now })
        .where(
          and(
            eq(emailCodes.email, match.email),
            eq(emailCodes.sessionId, match.sessionId),
            eq(emailCodes.codeHash, match.codeHash),
            isNull(emailCodes.consumedAt),
            lt(emailCodes.attempts, match.maxAttempts),
            gt(emailCodes.expiresAt, match.now),
          ),
        )
        .returning({ email: emailCodes.email });
      return rows.length === 1;
    },

    /** Counts a wrong guess against the live code and against the address. */
    recordFailure: async (email: string, now: Date): Promise<void> => {
      await db
        .update(emailCodes)
        .set({ attempts: sql`${emailCodes.attempts} + 1` })
        .where(and(eq(emailCodes.email, email), isNull(emailCodes.consumedAt)));
      await db.insert(emailCodeFailures).values({ email, failedAt: now });
    },

    failuresSince: async (email: string, since: Date): Promise<number> => {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(emailCodeFailures)
        .where(and(eq(emailCodeFailures.email, email), gt(emailCodeFailures.failedAt, since)));
      return row?.count ?? 0;
    },

    deleteCodesExpiredBefore: async (before: Date): Promise<void> => {
      await db.delete(emailCodes).where(lt(emailCodes.expiresAt, before));
    },

    deleteFailuresBefore: async (before: Date): Promise<void> => {
      await db.delete(emailCodeFailures).where(lt(emailCodeFailures.failedAt, before));
    },
  };
}
