/**
 * Tries of one delivery: the first and thirteen retries, the last some four and a half days after the first —
 * past the three days that disable a failing endpoint, whatever the jitter.
 */
export const WEBHOOK_MAX_ATTEMPTS = 14;
/** An endpoint whose every try has failed this long is disabled and its owner mailed. */
export const WEBHOOK_DISABLE_AFTER_MS = 3 * 24 * 3600 * 1000;

const FIRST_RETRY_MS = 5_000;
const GROWTH = 3;
const LONGEST_WAIT_MS = 24 * 3600 * 1000;

/**
 * The wait before the try after `attempts` tries: 5 s, 15 s, 45 s … tripling up to a day, each spread by
 * ±20 % so that many deliveries failing together do not all come back at the same second.
 */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(FIRST_RETRY_MS * GROWTH ** (attempts - 1), LONGEST_WAIT_MS);
  return Math.round(base * (0.8 + 0.4 * random()));
}
