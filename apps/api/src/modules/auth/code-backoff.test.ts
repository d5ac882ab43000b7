import { describe, expect, it } from 'vitest';
import { backoffWaitMs } from './code-backoff';

const policy = { free: 5, firstDelayMs: 1000, maxDelayMs: 15 * 60_000 };

describe('code check back-off', () => {
  it('lets the free failures through, then doubles the wait from the latest failure', () => {
    expect(backoffWaitMs(policy, 4, 10_000, 10_000)).toBe(0);
    expect(backoffWaitMs(policy, 5, 10_000, 10_000)).toBe(1000);
    expect(backoffWaitMs(policy, 6, 10_000, 10_500)).toBe(1500);
    expect(backoffWaitMs(policy, 8, 10_000, 10_000)).toBe(8000);
    expect(backoffWaitMs(policy, 8, 10_000, 18_000)).toBe(0);
  });

  it('never waits longer than the cap', () => {
    expect(backoffWaitMs(policy, 100, 0, 0)).toBe(15 * 60_000);
    expect(backoffWaitMs(policy, 100_000, 0, 0)).toBe(15 * 60_000);
  });
});
