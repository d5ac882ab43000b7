import { and, eq, gt, isNull, lt, lte, max, sql } from 'drizzle-orm';
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

/** How many checks failed since a moment, and when the latest did. */
export interface FailureCount {
  count: number;
  lastAt: Date | null;
}

export function createEmailCodesRepo(db: Db) {
  async function failuresWhere(where: ReturnType<typeof and>): Promise<FailureCount> {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int`, lastAt: max(emailCodeFailures.failedAt) })
      .from(emailCodeFailures)
      .where(where);
    return { count: row?.count ?? 0, lastAt: row?.lastAt ? new Date(row.lastAt) : null };
  }

  return {
    /**
     * Stores a new code for the address and session unless that session got one after `lockedBefore`;
     * one statement, so two requests racing for the same session cannot both pass the resend lock.
     */
    replaceUnlessLocked: async (code: NewCode, lockedBefore: Date): Promise<boolean> => {
      const rows = await db
        .insert(emailCodes)
        .values(code)
        .onConflictDoUpdate({
          target: [emailCodes.email, emailCodes.sessionId],
          set: { ...code, attempts: 0, consumedAt: null },
          setWhere: lte(emailCodes.createdAt, lockedBefore),
        })
        .returning({ email: emailCodes.email });
      return rows.length === 1;
    },

    find: async (email: string, sessionId: string): Promise<EmailCodeRow | undefined> =>
      (
        await db
          .select()
          .from(emailCodes)
          .where(and(eq(emailCodes.email, email), eq(emailCodes.sessionId, sessionId)))
      )[0],

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

    /** Counts a wrong guess against the session's live code only, and keeps it for the back-off. */
    recordFailure: async (failure: { email: string; sessionId: string; clientAddress: string; now: Date }) => {
      await db
        .update(emailCodes)
        .set({ attempts: sql`${emailCodes.attempts} + 1` })
        .where(
          and(
            eq(emailCodes.email, failure.email),
            eq(emailCodes.sessionId, failure.sessionId),
            isNull(emailCodes.consumedAt),
          ),
        );
      await db.insert(emailCodeFailures).values({
        email: failure.email,
        sessionId: failure.sessionId,
        clientAddress: failure.clientAddress,
        failedAt: failure.now,
      });
    },

    sessionFailuresSince: (email: string, sessionId: string, since: Date): Promise<FailureCount> =>
      failuresWhere(
        and(
          eq(emailCodeFailures.email, email),
          eq(emailCodeFailures.sessionId, sessionId),
          gt(emailCodeFailures.failedAt, since),
        ),
      ),

    clientFailuresSince: (clientAddress: string, since: Date): Promise<FailureCount> =>
      failuresWhere(and(eq(emailCodeFailures.clientAddress, clientAddress), gt(emailCodeFailures.failedAt, since))),

    deleteCodesExpiredBefore: async (before: Date): Promise<void> => {
      await db.delete(emailCodes).where(lt(emailCodes.expiresAt, before));
    },

    deleteFailuresBefore: async (before: Date): Promise<void> => {
      await db.delete(emailCodeFailures).where(lt(emailCodeFailures.failedAt, before));
    },
  };
}
