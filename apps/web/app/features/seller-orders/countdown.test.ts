import { describe, expect, it } from 'vitest';
import { formatLeft } from './countdown';

describe('countdown text', () => {
  it('shows minutes and seconds in the last hour, hours and days before', () => {
    expect(formatLeft(59 * 60_000 + 5_000)).toBe('59:05');
    expect(formatLeft(65 * 60_000)).toBe('1 ч 05 мин');
    expect(formatLeft(50 * 3_600_000)).toBe('2 д 2 ч');
    expect(formatLeft(0)).toBe('время вышло');
  });
});
