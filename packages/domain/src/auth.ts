// The schemas live apart (auth-schemas.ts, not re-exported here), so a page that only needs these
// constants does not load zod.

export const AUTH_PROVIDERS = [
  'PROVIDER_VK',
  'PROVIDER_TELEGRAM',
  'PROVIDER_EMAIL_LINK',
  'PROVIDER_EMAIL_CODE',
  'PROVIDER_TWITCH',
] as const;

/** Steps of the auth modal. */
export const LOGIN_STEPS = ['variants', 'guest', 'email', 'code'] as const;
export type LoginStep = (typeof LOGIN_STEPS)[number];

export const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
const DAY_S = 24 * 60 * 60;

/** Auth timings and sizes of spec §9. */
export const AUTH = {
  accessTokenMaxAgeSec: 1800,
  refreshTokenMaxAgeSec: 6 * DAY_S,
  affiliateCookieMaxAgeSec: 30 * DAY_S,
  codeResendDelaySec: 45,
  codeLength: 6,
  popup: { width: 500, height: 600, pollIntervalMs: 500 },
  /** A login counts as a registration when the account is at most this old. */
  registrationWindowMs: 5 * MINUTE_MS,
  /** A 401 answer is retried this many times, after this delay. */
  unauthorizedRetry: { attempts: 1, delayMs: 500 },
} as const;

/** True when an account created at `createdAtMs` is new enough to label the login a registration. */
export function isRegistrationLogin(createdAtMs: number, nowMs: number): boolean {
  const age = nowMs - createdAtMs;
  return age >= 0 && age <= AUTH.registrationWindowMs;
}

/** Keys of values the browser keeps between visits. */
export const STORED_CLIENT_KEYS = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  sessionId: 'sessionID',
  lastDonation: 'last_donation',
  lastOrder: 'last_order',
  utmParams: 'utm_params',
  affiliateParams: 'affiliate_params',
} as const;
