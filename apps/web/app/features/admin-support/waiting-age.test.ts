import { describe, expect, it } from 'vitest';
import { waitingAge } from './waiting-age';

describe('waiting age', () => {
  const now = Date.parse('2026-03-01T12:00:00Z');
  it('says minutes, hours or days', () => {
    expect(waitingAge(null, now)).toBeNull();
    expect(waitingAge('2026-03-01T11:55:00Z', now)).toBe('5 мин');
    expect(waitingAge('2026-03-01T09:00:00Z', now)).toBe('3 ч');
    expect(waitingAge('2026-02-26T12:00:00Z', now)).toBe('3 дн');
  });
});
