import { z } from 'zod';

export const AUTH_PROVIDERS = [
  'PROVIDER_VK',
  'PROVIDER_TELEGRAM',
  'PROVIDER_EMAIL_LINK',
  'PROVIDER_EMAIL_CODE',
  'PROVIDER_TWITCH',
] as const;
export type AuthProvider = (typeof AUTH_PROVIDERS)[number];
export const authProviderSchema = z.enum(AUTH_PROVIDERS);

/** Providers that sign in through a popup window rather than an in-page form. */
export const POPUP_AUTH_PROVIDERS = ['PROVIDER_TELEGRAM', 'PROVIDER_VK', 'PROVIDER_TWITCH'] as const satisfies readonly AuthProvider[];

export const CONTACT_METHODS = ['TELEGRAM', 'EMAIL', 'VK'] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];
export const contactMethodSchema = z.enum(CONTACT_METHODS);

/** Steps of the auth modal. */
export const LOGIN_STEPS = ['variants', 'guest', 'email', 'code'] as const;
export type LoginStep = (typeof LOGIN_STEPS)[number];
export const loginStepSchema = z.enum(LOGIN_STEPS);

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

/** Names of the tokens in answers, cookies and storage. */
export const AUTH_TOKEN_NAMES = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  sessionId: 'sessionID',
} as const;

export const authTokensSchema = z.object({ access_token: z.string().min(1), refresh_token: z.string().min(1) });
export type AuthTokens = z.infer<typeof authTokensSchema>;

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
export type StoredClientKey = (typeof STORED_CLIENT_KEYS)[keyof typeof STORED_CLIENT_KEYS];

export const lastDonationMetaSchema = z.object({ id: z.string().min(1), username: z.string().min(1) });
export type LastDonationMeta = z.infer<typeof lastDonationMetaSchema>;
export const lastOrderMetaSchema = z.object({ id: z.string().min(1) });
export type LastOrderMeta = z.infer<typeof lastOrderMetaSchema>;

export const UTM_PARAM_NAMES = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type UtmParamName = (typeof UTM_PARAM_NAMES)[number];

export const utmParamsSchema = z.object({
  source: z.string().optional(),
  medium: z.string().optional(),
  campaign: z.string().optional(),
  term: z.string().optional(),
  content: z.string().optional(),
});
export type UtmParams = z.infer<typeof utmParamsSchema>;

/** Affiliate cookies, each kept for `AUTH.affiliateCookieMaxAgeSec`. */
export const AFFILIATE_COOKIE_NAMES = ['admitad_uid', 'utm_source', 'utm_campaign'] as const;
export type AffiliateCookieName = (typeof AFFILIATE_COOKIE_NAMES)[number];
