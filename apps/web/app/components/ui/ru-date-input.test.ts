import { describe, expect, it } from 'vitest';
import { isoOfRuDate } from './ru-date-input';

describe('isoOfRuDate', () => {
  it('reads a whole Russian date as YYYY-MM-DD', () => {
    expect(isoOfRuDate('01.04.2026')).toBe('2026-04-01');
    expect(isoOfRuDate('29.02.2028')).toBe('2028-02-29');
  });

  it('gives nothing for an incomplete or impossible day', () => {
    expect(isoOfRuDate('01.04.20')).toBe('');
    expect(isoOfRuDate('31.02.2026')).toBe('');
    expect(isoOfRuDate('00.13.2026')).toBe('');
    expect(isoOfRuDate('')).toBe('');
  });
});
