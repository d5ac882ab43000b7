/** The back-off after failed code checks: some free tries, then each further one waits twice as long. */
export interface BackoffPolicy {
  /** Failures that cost nothing. */
  free: number;
  /** The wait after the first failure past the free ones; it doubles with each further failure. */
  firstDelayMs: number;
  maxDelayMs: number;
}

/** Milliseconds still to wait after `count` failures, the latest at `lastAt`; 0 when a check may go ahead. */
export function backoffWaitMs(policy: BackoffPolicy, count: number, lastAt: number | null, now: number): number {
  if (count < policy.free || lastAt === null) return 0;
  const doublings = Math.min(count - policy.free, 30);
  const delay = Math.min(policy.firstDelayMs * 2 ** doublings, policy.maxDelayMs);
  return Math.max(0, lastAt + delay - now);
}
