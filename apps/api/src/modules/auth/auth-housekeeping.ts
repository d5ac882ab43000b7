import type { Db } from '../../db/client';
import { createEmailCodesRepo } from './email-codes.repo';
import { createIdentitiesRepo } from './identities.repo';
import { createRefreshTokensRepo } from './refresh-tokens.repo';

const HOUR_MS = 3_600_000;

/**
 * Deletes sign-in rows that can no longer matter: expired codes and states, failures outside the hourly
 * cap's window, refresh-token families past their absolute expiry and stale Telegram replay records.
 */
export function createAuthHousekeeping({ db, now }: { db: Db; now: () => number }) {
  const codes = createEmailCodesRepo(db);
  const tokens = createRefreshTokensRepo(db);
  const identities = createIdentitiesRepo(db);
  return {
    async pruneExpired(): Promise<void> {
      const current = new Date(now());
      const hourAgo = new Date(now() - HOUR_MS);
      await codes.deleteCodesExpiredBefore(hourAgo);
      await codes.deleteFailuresBefore(new Date(now() - 2 * HOUR_MS));
      await tokens.deleteExpiredBefore(current);
      await identities.deleteStatesExpiredBefore(hourAgo);
      await identities.deleteTelegramResultsExpiredBefore(current);
    },
  };
}
