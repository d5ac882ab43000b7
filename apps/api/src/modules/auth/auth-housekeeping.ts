import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailCodeFailures, emailCodes, refreshTokens } from './auth.tables';
import { providerStates, usedTelegramResults } from './identities.tables';

const HOUR_MS = 3_600_000;

/**
 * Deletes sign-in rows that can no longer matter: expired codes and states, failures outside the hourly
 * cap's window, refresh-token families past their absolute expiry and stale Telegram replay records.
 */
export function createAuthHousekeeping({ db, now }: { db: Db; now: () => number }) {
  return {
    async pruneExpired(): Promise<void> {
      const current = new Date(now());
      const hourAgo = new Date(now() - HOUR_MS);
      await db.delete(emailCodes).where(lt(emailCodes.expiresAt, hourAgo));
      await db.delete(emailCodeFailures).where(lt(emailCodeFailures.failedAt, new Date(now() - 2 * HOUR_MS)));
      await db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, current));
      await db.delete(providerStates).where(lt(providerStates.expiresAt, hourAgo));
      await db.delete(usedTelegramResults).where(lt(usedTelegramResults.expiresAt, current));
    },
  };
}
