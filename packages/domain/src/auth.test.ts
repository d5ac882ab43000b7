import { describe, it, expect } from 'vitest';
import { AUTH, AUTH_PROVIDERS, HOUR_MS, isRegistrationLogin, LOGIN_STEPS } from './auth';
import { utmParamsSchema } from './auth-schemas';

describe('auth constants', () => {
  it('match spec §9', () => {
    expect(AUTH.accessTokenMaxAgeSec).toBe(1800);
    expect(AUTH.refreshTokenMaxAgeSec).toBe(518_400);
    expect(AUTH.affiliateCookieMaxAgeSec).toBe(2_592_000);
    expect(AUTH.codeResendDelaySec).toBe(45);
    expect(AUTH.codeLength).toBe(6);
    expect(AUTH.popup).toEqual({ width: 500, height: 600, pollIntervalMs: 500 });
    expect(AUTH.unauthorizedRetry).toEqual({ attempts: 1, delayMs: 500 });
    expect(HOUR_MS).toBe(3_600_000);
    expect(AUTH_PROVIDERS).toHaveLength(5);
    expect(LOGIN_STEPS).toEqual(['variants', 'guest', 'email', 'code']);
  });
});

describe('isRegistrationLogin', () => {
  const now = Date.UTC(2025, 2, 13, 12, 0, 0);

  it('labels accounts up to five minutes old as registrations', () => {
    expect(isRegistrationLogin(now - 5 * 60_000, now)).toBe(true);
    expect(isRegistrationLogin(now, now)).toBe(true);
  });

  it('does not label older accounts', () => {
    expect(isRegistrationLogin(now - 5 * 60_000 - 1, now)).toBe(false);
  });
});

describe('utmParamsSchema', () => {
  it('keeps whichever utm values are present', () => {
    expect(utmParamsSchema.parse({ source: 'vk', campaign: 'springsale2025' })).toEqual({
      source: 'vk',
      campaign: 'springsale2025',
    });
  });
});
