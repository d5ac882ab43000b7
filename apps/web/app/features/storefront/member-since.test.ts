import { describe, expect, it } from 'vitest';
import { memberSince } from './storefront-page';

describe('member since', () => {
  it('names the month in the genitive, as it reads after «с»', () => {
    expect(memberSince('2026-11-15T10:00:00Z')).toMatch(/^ноября\s2026\sг\.$/);
    expect(memberSince('2024-03-10T10:00:00Z')).toMatch(/^марта\s2024\sг\.$/);
  });
});
