import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { rateLimitWindows } from './rate-limits.tables';

export interface WindowTake {
  allowed: boolean;
  /** Requests let through within the window, this one included when it was. */
  count: number;
  /** The oldest of them (ms): one more may pass once it leaves the window. */
  oldestAt: number;
}

export function createRateLimitsRepo(db: Db) {
  return {
    /**
     * Lets one request of `key` through when fewer than `max` were let through in the last `windowMs`.
     * One statement: the row's lock orders concurrent takes of one key, from any process.
     */
    take: async (key: string, max: number, windowMs: number, now: number): Promise<WindowTake> => {
      const since = now - windowMs;
      const expiresAt = new Date(now + windowMs).toISOString();
      const recent = sql`array(select h from unnest(w.hits) as h where h > ${since} order by h)`;
      const result = await db.execute(sql`
        insert into rate_limit_windows as w (key, hits, last_allowed, expires_at)
        values (${key}, array[${now}::bigint], true, ${expiresAt}::timestamptz)
        on conflict (key) do update set
          hits = case when cardinality(${recent}) < ${max} then ${recent} || ${now}::bigint
                      else (${recent})[cardinality(${recent}) - ${max} + 1 :] end,
          last_allowed = cardinality(${recent}) < ${max},
          expires_at = case when cardinality(${recent}) < ${max} then excluded.expires_at else w.expires_at end
        returning last_allowed, cardinality(hits)::int as count, hits[1] as oldest`);
      const [row] = rowsOf<{ last_allowed: boolean; count: number; oldest: string | number }>(result);
      return { allowed: row!.last_allowed, count: row!.count, oldestAt: Number(row!.oldest) };
    },

    /** Rows whose every hit has left its window. */
    pruneExpired: async (now: Date): Promise<void> => {
      await db.delete(rateLimitWindows).where(lt(rateLimitWindows.expiresAt, now));
    },
  };
}

export type RateLimitsRepo = ReturnType<typeof createRateLimitsRepo>;
