import { describe, expect, it } from 'vitest';
import { tokenState } from './token-dates';

describe('tokenState', () => {
  const now = Date.parse('2026-06-01T00:00:00Z');
  it('reads revoked over expired, and expired once the date has passed', () => {
    expect(tokenState({ revokedAt: null, expiresAt: '2026-07-01T00:00:00Z' }, now)).toBe('active');
    expect(tokenState({ revokedAt: null, expiresAt: '2026-05-01T00:00:00Z' }, now)).toBe('expired');
    expect(tokenState({ revokedAt: '2026-04-01T00:00:00Z', expiresAt: '2026-05-01T00:00:00Z' }, now)).toBe('revoked');
  });
});
