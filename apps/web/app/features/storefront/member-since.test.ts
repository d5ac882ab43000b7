import { describe, expect, it } from 'vitest';
import { memberSince } from './storefront-page';

describe('member since', () => {
  it('names the month in the genitive, as it reads after «с»', () => {
    expect(memberSince('2026-11-15T10:00:00Z')).toMatch(/^ноября\s2026\sг\.$/);
    expect(memberSince('2024-03-10T10:00:00Z')).toMatch(/^марта\s2024\sг\.$/);
  });

  it('spaces the same on the server and in the browser, whose ICU data differ (React error #418)', () => {
    expect(memberSince('2025-06-15T10:00:00Z')).toBe('июня\u00a02025\u00a0г.');
  });
});
