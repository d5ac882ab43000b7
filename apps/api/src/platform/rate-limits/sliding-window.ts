import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Db } from '../../db/client';
import { createRateLimitsRepo, type WindowTake } from './rate-limits.repo';

export type { WindowTake } from './rate-limits.repo';

/**
 * Budgets of "at most `max` requests in any `windowMs`" per key, whose state every server process shares
 * (decision 022): a request passes when fewer than `max` passed in the window that ends now.
 */
export interface SlidingWindows {
  take(key: string, max: number, windowMs: number): Promise<WindowTake>;
  close(): Promise<void>;
}

export interface SlidingWindowsOptions {
  now?: () => number;
  /** Connection trouble of the Redis client (it reconnects by itself). */
  onError?: (error: unknown) => void;
}

/** Windows in PostgreSQL (or PGlite): one statement per take, on the process's own connections. */
export function postgresSlidingWindows(db: Db, { now = Date.now }: SlidingWindowsOptions = {}): SlidingWindows {
  const repo = createRateLimitsRepo(db);
  return {
    take: (key, max, windowMs) => repo.take(key, max, windowMs, now()),
    close: async () => {},
  };
}

const KEY_PREFIX = 'lm:window:';

/**
 * One sorted set per key, scored by request time; the script runs atomically in Redis, so concurrent
 * takes from any process are counted one after another. Returns {allowed, count, oldest}.
 */
const TAKE_SCRIPT = `
local now, window, max = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
local count = redis.call('ZCARD', KEYS[1])
local allowed = 0
if count < max then
  redis.call('ZADD', KEYS[1], now, ARGV[4])
  redis.call('PEXPIRE', KEYS[1], window)
  count = count + 1
  allowed = 1
end
local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
return {allowed, count, oldest[2] or tostring(now)}
`;

type TakeCommand = (
  key: string,
  now: number,
  windowMs: number,
  max: number,
  member: string,
) => Promise<[number, number, string]>;

/** Windows in Redis at `url`: connects before it answers, so a wrong address stops the start-up. */
export async function redisSlidingWindows(
  url: string,
  { now = Date.now, onError = () => {} }: SlidingWindowsOptions = {},
): Promise<SlidingWindows> {
  // A request waits for Redis at most a second and is not queued while Redis is away: the caller decides.
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1000,
    keyPrefix: KEY_PREFIX,
  });
  redis.on('error', onError);
  redis.defineCommand('slidingWindowTake', { numberOfKeys: 1, lua: TAKE_SCRIPT });
  await redis.connect().catch((error: unknown) => {
    redis.disconnect();
    throw new Error(`Redis at REDIS_URL does not answer: ${error instanceof Error ? error.message : String(error)}`);
  });
  const take = (redis as unknown as { slidingWindowTake: TakeCommand }).slidingWindowTake.bind(redis);
  const memberPrefix = randomBytes(6).toString('hex');
  let sequence = 0;
  return {
    take: async (key, max, windowMs) => {
      const at = now();
      sequence += 1;
      const [allowed, count, oldest] = await take(key, at, windowMs, max, `${at}:${memberPrefix}:${sequence}`);
      return { allowed: allowed === 1, count, oldestAt: Number(oldest) };
    },
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/** Redis when a `REDIS_URL` is configured, else the database. */
export async function createSlidingWindows(
  { redisUrl, db }: { redisUrl: string | undefined; db: Db },
  options: SlidingWindowsOptions = {},
): Promise<SlidingWindows> {
  return redisUrl ? redisSlidingWindows(redisUrl, options) : postgresSlidingWindows(db, options);
}
