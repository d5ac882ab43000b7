import { describe, expect, it } from 'vitest';
import { retryDelayMs, WEBHOOK_DISABLE_AFTER_MS, WEBHOOK_MAX_ATTEMPTS } from './webhooks.retry';

const DAY_MS = 24 * 3600 * 1000;
const schedule = (random: () => number) =>
  Array.from({ length: WEBHOOK_MAX_ATTEMPTS - 1 }, (_, index) => retryDelayMs(index + 1, random));
const total = (waits: number[]) => waits.reduce((sum, wait) => sum + wait, 0);

describe('webhook retry schedule', () => {
  it('tries at least twelve times over more than three days, even with the shortest jitter', () => {
    expect(WEBHOOK_MAX_ATTEMPTS).toBeGreaterThanOrEqual(12);
    expect(total(schedule(() => 0))).toBeGreaterThan(WEBHOOK_DISABLE_AFTER_MS);
    expect(total(schedule(() => 0.999))).toBeLessThan(6 * DAY_MS);
  });

  it('grows the waits and caps them at a day, spread by at most a fifth', () => {
    const middle = schedule(() => 0.5);
    expect(middle.slice(0, 4)).toEqual([5_000, 15_000, 45_000, 135_000]);
    expect(Math.max(...middle)).toBe(DAY_MS);
    expect(retryDelayMs(1, () => 0)).toBe(4_000);
    expect(retryDelayMs(1, () => 1)).toBe(6_000);
  });
});
