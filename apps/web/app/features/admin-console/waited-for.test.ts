import { describe, expect, it } from 'vitest';
import { waitedFor } from './waited-for';

describe('waitedFor', () => {
  const now = Date.parse('2026-11-28T12:00:00Z');
  it.each([
    ['2026-11-28T11:55:00Z', '5 мин'],
    ['2026-11-28T08:40:00Z', '3 ч 20 мин'],
    ['2026-11-28T09:00:00Z', '3 ч'],
    ['2026-11-26T08:00:00Z', '2 дн 4 ч'],
    ['2026-11-28T12:01:00Z', '0 мин'],
  ])('since %s: %s', (since, expected) => {
    expect(waitedFor(since, now)).toBe(expected);
  });
});
