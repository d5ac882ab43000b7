import { describe, expect, it } from 'vitest';
import { formatCountdown } from './countdown';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

describe('formatCountdown', () => {
  it('shows minutes and seconds under an hour', () => {
    expect(formatCountdown(30 * MINUTE)).toBe('30:00');
    expect(formatCountdown(29 * MINUTE + 59 * SECOND)).toBe('29:59');
    expect(formatCountdown(5 * SECOND)).toBe('00:05');
  });

  it('adds hours under a day and days beyond', () => {
    expect(formatCountdown(HOUR)).toBe('1:00:00');
    expect(formatCountdown(23 * HOUR + 59 * MINUTE + 59 * SECOND)).toBe('23:59:59');
    expect(formatCountdown(72 * HOUR)).toBe('3 д 00:00:00');
    expect(formatCountdown(71 * HOUR + 59 * MINUTE + 58 * SECOND)).toBe('2 д 23:59:58');
  });

  it('rounds partial seconds up and never goes below zero', () => {
    expect(formatCountdown(59 * SECOND + 1)).toBe('01:00');
    expect(formatCountdown(1)).toBe('00:01');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-5 * MINUTE)).toBe('00:00');
  });
});
