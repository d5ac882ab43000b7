import { z } from 'zod';
import { API_TOKEN_REQUESTS_PER_MINUTE, DEFAULT_HOLD_POLICY, DEFAULT_UNPAID_ORDER_LIMITS } from '@lootmarket/domain';
import { parseTrustProxy } from './platform/http/trusted-proxies';

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .default('false')
  .transform((value) => value === 'true' || value === '1');

const hours = (fallback: number) =>
  z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 365)
    .default(fallback);

/** 'rub:3000,usd:30' → minor units per currency; unknown currencies and bad amounts are configuration errors. */
function parseCurrencyLimits(value: string, context: z.RefinementCtx): Partial<Record<'rub' | 'usd' | 'kzt', number>> {
  const limits: Partial<Record<'rub' | 'usd' | 'kzt', number>> = {};
  for (const part of value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const match = /^(rub|usd|kzt):(\d{1,9})$/.exec(part);
    if (!match) {
      context.addIssue({ code: 'custom', message: `expected currency:amount, got ${part}` });
      return z.NEVER;
    }
    limits[match[1] as 'rub'] = Number(match[2]) * 100;
  }
  return limits;
}

/** Signs access tokens and keys code hashes in development only: it is public, so stage and production bring their own. */
export const DEVELOPMENT_AUTH_SECRET = 'development-only-secret-never-use-in-production-0000';

/** Every environment variable the product reads, validated once at start-up. `.env.example` documents each. */
export const configSchema = z
  .object({
    APP_ENV: z.enum(['production', 'stage', 'development']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_URL: z.url().optional(),
    DATABASE_URL: z.string().optional(),
    PGLITE_DIR: z.string().default('./data/pglite'),
    /** Unset: every request outside production, failures and slow requests in production. */
    ACCESS_LOG: z.enum(['all', 'problems', 'off']).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SERVER_ROLES: z
      .string()
      .default('web,api,jobs')
      .transform(
        (value) =>
          new Set(
            value
              .split(',')
              .map((role) => role.trim())
              .filter(Boolean),
          ),
      )
      .pipe(z.set(z.enum(['web', 'api', 'jobs'])).min(1)),
    API_ORIGIN: z.url().optional(),
    /** Proxies allowed to name the client in X-Forwarded-For: addresses/CIDRs or a hop count (see trusted-proxies.ts). */
    TRUST_PROXY: z
      .string()
      .default('')
      .transform((value, context) => {
        const parsed = parseTrustProxy(value);
        if (parsed.ok) return parsed.value;
        context.addIssue({ code: 'custom', message: parsed.message });
        return z.NEVER;
      }),
    /** Bearer token Prometheus scrapes `/metrics` with; without it production has no `/metrics`. */
    METRICS_TOKEN: z.string().min(16).optional(),
    RATE_LIMIT_MAX: z.coerce.number().int().positive().default(300),
    RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
    /** Sign-in codes one client address may have mailed to one e-mail in any ten minutes (decision 022). */
    RATE_LIMIT_SIGN_IN_CODES_PER_TEN_MINUTES: z.coerce.number().int().positive().default(5),
    /** Orders one client address may place in any hour (decision 022). */
    RATE_LIMIT_ORDERS_PER_HOUR: z.coerce.number().int().positive().default(60),
    /** Order conversation messages one client address may send in any minute. */
    RATE_LIMIT_CONVERSATION_MESSAGES_PER_MINUTE: z.coerce.number().int().positive().default(60),
    /** Requests one personal API token may make in any minute (decision 045). */
    API_TOKEN_REQUESTS_PER_MINUTE: z.coerce.number().int().positive().default(API_TOKEN_REQUESTS_PER_MINUTE),
    /** Withdrawal confirmations mailed, and withdrawals created, per account in any hour (decision 022). */
    RATE_LIMIT_WITHDRAWALS_PER_HOUR: z.coerce.number().int().positive().default(20),
    /** Where the route budgets' windows live when not in the database: `redis://…` (decision 022). */
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'expected redis://host:port or rediss://host:port')
      .optional(),
    /** Failed sign-in code checks per client address in an hour before the back-off starts (an office shares one address). */
    AUTH_CODE_CHECKS_PER_IP: z.coerce.number().int().positive().default(20),
    JOBS_POLL_MS: z.coerce.number().int().positive().default(1000),
    /** Paid orders within an hour after which the next one waits for support: per buyer, per client address. */
    RISK_PAID_PER_BUYER: z.coerce.number().int().positive().default(5),
    RISK_PAID_PER_ADDRESS: z.coerce.number().int().positive().default(20),
    /** What an unpaid order may hold (decision 020): pieces per order when the seller set no cap, units for exchange-rate offers. */
    ORDER_MAX_PER_ORDER: z.coerce.number().int().positive().default(DEFAULT_UNPAID_ORDER_LIMITS.defaultMaxPerOrder),
    ORDER_MAX_UNITS_PER_ORDER: z.coerce
      .number()
      .int()
      .positive()
      .default(DEFAULT_UNPAID_ORDER_LIMITS.defaultMaxUnitsPerOrder),
    /** Unpaid orders open at once per buyer e-mail, per account and per client address (decision 020). */
    ORDER_UNPAID_PER_EMAIL: z.coerce.number().int().positive().default(DEFAULT_UNPAID_ORDER_LIMITS.unpaidPerEmail),
    ORDER_UNPAID_PER_ACCOUNT: z.coerce.number().int().positive().default(DEFAULT_UNPAID_ORDER_LIMITS.unpaidPerAccount),
    ORDER_UNPAID_PER_ADDRESS: z.coerce.number().int().positive().default(DEFAULT_UNPAID_ORDER_LIMITS.unpaidPerAddress),
    /** A payment without a final answer for this long is asked about at the acquirer by the jobs worker. */
    PAYMENT_SYNC_AFTER_SECONDS: z.coerce.number().int().positive().max(3600).default(120),
    /** How often the jobs worker looks for such payments. */
    PAYMENT_SYNC_EVERY_SECONDS: z.coerce.number().int().positive().max(3600).default(60),
    /** How long released income stays on hold before it can be withdrawn, in hours (decision 023). */
    WALLET_HOLD_HOURS_GOLD: hours(DEFAULT_HOLD_POLICY.orderHoursByTier.gold),
    WALLET_HOLD_HOURS_SILVER: hours(DEFAULT_HOLD_POLICY.orderHoursByTier.silver),
    WALLET_HOLD_HOURS_BRONZE: hours(DEFAULT_HOLD_POLICY.orderHoursByTier.bronze),
    WALLET_HOLD_HOURS_DONATION: hours(DEFAULT_HOLD_POLICY.donationHours),
    /** Withdrawals up to these amounts (whole units per currency) by users without risk signals are approved by the jobs worker. */
    WITHDRAWAL_AUTO_APPROVE_LIMITS: z
      .string()
      .default('rub:3000,usd:30,kzt:15000')
      .transform((value, context) => parseCurrencyLimits(value, context)),
    /** Seconds a withdrawal waits before automatic approval, so its owner can still cancel it. */
    WITHDRAWAL_AUTO_APPROVE_DELAY_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
    /** An approved payout without a final answer from its provider for this long is asked about by the jobs worker. */
    WITHDRAWAL_STUCK_AFTER_MINUTES: z.coerce.number().int().positive().max(10_080).default(10),
    /** How long a payout provider may take to answer before the outcome counts as unknown (then asked again). */
    PAYOUT_PROVIDER_TIMEOUT_MS: z.coerce.number().int().positive().max(120_000).default(15_000),
    /** ЮKassa Payouts (SBP): the gateway (agent) id and its secret key; unset: the sandbox while SANDBOXES is on, else none. */
    YOOKASSA_PAYOUTS_AGENT_ID: z.string().min(1).optional(),
    YOOKASSA_PAYOUTS_SECRET_KEY: z.string().min(1).optional(),
    YOOKASSA_PAYOUTS_API_URL: z.url().default('https://api.yookassa.ru'),
    /** Cryptomus payouts (USDT TRC-20): merchant uuid and payout API key; unset: the sandbox while SANDBOXES is on, else none. */
    CRYPTOMUS_MERCHANT_ID: z.string().min(1).optional(),
    CRYPTOMUS_PAYOUT_API_KEY: z.string().min(1).optional(),
    CRYPTOMUS_API_URL: z.url().default('https://api.cryptomus.com'),
    FEATURE_TERMS_CONTENT_CREATORS: flag,
    /** Hosts whose images `/_ipx` may fetch and transform (a CDN), comma-separated. */
    IMAGES_DOMAINS: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((host) => host.trim())
          .filter(Boolean),
      ),
    SEED_DEMO_DATA: z
      .enum(['true', 'false', '1', '0'])
      .default('true')
      .transform((value) => value === 'true' || value === '1'),
    AUTH_SECRET: z.string().min(32).optional(),
    /** The built-in sandboxes (sign-in providers, bank, payout provider, dev mailbox, Twitch switch): on in development, opt-in on a stage, never in production. */
    SANDBOXES: z.enum(['true', 'false', '1', '0', '']).optional(),
    SMTP_URL: z.url().optional(),
    MAIL_FROM: z.string().min(3).default('Лутмаркет <no-reply@lootmarket.local>'),
    SMARTCAPTCHA_SERVER_KEY: z.string().min(1).optional(),
    /** The public half of the SmartCaptcha key pair: the site key the sign-in widget renders with. */
    SMARTCAPTCHA_CLIENT_KEY: z.string().min(1).optional(),
    /** Sign-in providers: each unset one is played by the sandbox while SANDBOXES is on, else absent. */
    TELEGRAM_BOT_TOKEN: z
      .string()
      .regex(/^\d+:[\w-]+$/)
      .optional(),
    TELEGRAM_BOT_NAME: z.string().min(1).optional(),
    TELEGRAM_OAUTH_URL: z.url().default('https://oauth.telegram.org'),
    /** The notifications bot (the same bot as sign-in): where the Bot API lives, a local fake in tests. */
    TELEGRAM_BOT_API_URL: z.url().default('https://api.telegram.org'),
    /** The secret_token given to setWebhook; Telegram sends it back in X-Telegram-Bot-Api-Secret-Token. */
    TELEGRAM_WEBHOOK_SECRET: z
      .string()
      .regex(/^[A-Za-z0-9_-]{16,256}$/)
      .optional(),
    /** How the bot hears `/start`: a webhook at PUBLIC_URL, or long polling (the default in development). */
    TELEGRAM_UPDATES: z.enum(['webhook', 'polling']).optional(),
    /** Yandex SpeechKit for alert speech: a service account's API key, or an IAM token with its folder. Unset: the offline voice only. */
    SPEECHKIT_API_KEY: z.string().min(1).optional(),
    SPEECHKIT_IAM_TOKEN: z.string().min(1).optional(),
    SPEECHKIT_FOLDER_ID: z.string().min(1).optional(),
    SPEECHKIT_API_URL: z.url().default('https://tts.api.cloud.yandex.net'),
    SPEECHKIT_FORMAT: z.enum(['oggopus', 'mp3']).default('oggopus'),
    /** How long an alert waits for its speech before it shows silent. */
    SPEECH_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(5_000),
    /** YouTube Data API v3 key for media requests; unset: the offline sample clips while SANDBOXES is on, else none. */
    YOUTUBE_API_KEY: z.string().min(1).optional(),
    YOUTUBE_API_URL: z.url().default('https://www.googleapis.com'),
    VIDEO_LOOKUP_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(5_000),
    VK_ID_CLIENT_ID: z.string().min(1).optional(),
    VK_ID_CLIENT_SECRET: z.string().min(1).optional(),
    VK_ID_URL: z.url().default('https://id.vk.com'),
    TWITCH_CLIENT_ID: z.string().min(1).optional(),
    TWITCH_CLIENT_SECRET: z.string().min(1).optional(),
    TWITCH_AUTH_URL: z.url().default('https://id.twitch.tv'),
    TWITCH_API_URL: z.url().default('https://api.twitch.tv'),
    /** AES-256-GCM key of the stored auto-delivery keys: 64 hex characters or base64 of 32 bytes; required in production. */
    KEYS_ENCRYPTION_KEY: z.string().min(32).optional(),
    /** ЮKassa acquiring; unset with SANDBOXES on: the sandbox acquirer; unset otherwise: payments answer 503. */
    YOOKASSA_SHOP_ID: z.string().min(1).optional(),
    YOOKASSA_SECRET_KEY: z.string().min(1).optional(),
    YOOKASSA_API_URL: z.url().default('https://api.yookassa.ru'),
    /** Where notifications may come from (comma-separated addresses and CIDR ranges); default: ЮKassa's published ranges. */
    YOOKASSA_ALLOWED_IPS: z
      .string()
      .optional()
      .transform((value) =>
        value
          ? value
              .split(',')
              .map((range) => range.trim())
              .filter(Boolean)
          : undefined,
      ),
  })
  .superRefine((config, context) => {
    if (!config.YOOKASSA_SHOP_ID !== !config.YOOKASSA_SECRET_KEY) {
      context.addIssue({
        code: 'custom',
        path: ['YOOKASSA_SECRET_KEY'],
        message: 'YOOKASSA_SHOP_ID and YOOKASSA_SECRET_KEY go together',
      });
    }
    if (!config.YOOKASSA_PAYOUTS_AGENT_ID !== !config.YOOKASSA_PAYOUTS_SECRET_KEY) {
      context.addIssue({
        code: 'custom',
        path: ['YOOKASSA_PAYOUTS_SECRET_KEY'],
        message: 'YOOKASSA_PAYOUTS_AGENT_ID and YOOKASSA_PAYOUTS_SECRET_KEY go together',
      });
    }
    if (!config.CRYPTOMUS_MERCHANT_ID !== !config.CRYPTOMUS_PAYOUT_API_KEY) {
      context.addIssue({
        code: 'custom',
        path: ['CRYPTOMUS_PAYOUT_API_KEY'],
        message: 'CRYPTOMUS_MERCHANT_ID and CRYPTOMUS_PAYOUT_API_KEY go together',
      });
    }
    if (config.APP_ENV === 'development') return;
    // The development secret is published with the source: anyone could sign tokens with it.
    if (!config.AUTH_SECRET || config.AUTH_SECRET === DEVELOPMENT_AUTH_SECRET) {
      context.addIssue({
        code: 'custom',
        path: ['AUTH_SECRET'],
        message: `a secret of its own is required in ${config.APP_ENV}`,
      });
    }
    const sandboxes = isOn(config.SANDBOXES);
    if (config.APP_ENV === 'stage') {
      if (!sandboxes && !config.SMTP_URL) {
        context.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'required in stage unless SANDBOXES=true' });
      }
      return;
    }
    // Sandboxes must never stand in for real sign-in, mail or captcha on the live site.
    if (sandboxes)
      context.addIssue({ code: 'custom', path: ['SANDBOXES'], message: 'sandboxes never run in production' });
    if (!config.SMTP_URL) context.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'required in production' });
    // Pages name the site in canonical links and structured data; a visitor's Host header must never do so.
    if (!config.PUBLIC_URL)
      context.addIssue({ code: 'custom', path: ['PUBLIC_URL'], message: 'required in production' });
    if (!config.KEYS_ENCRYPTION_KEY)
      context.addIssue({ code: 'custom', path: ['KEYS_ENCRYPTION_KEY'], message: 'required in production' });
    if (!config.SMARTCAPTCHA_SERVER_KEY) {
      context.addIssue({ code: 'custom', path: ['SMARTCAPTCHA_SERVER_KEY'], message: 'required in production' });
    }
    if (!config.SMARTCAPTCHA_CLIENT_KEY) {
      context.addIssue({ code: 'custom', path: ['SMARTCAPTCHA_CLIENT_KEY'], message: 'required in production' });
    }
  })
  .transform(({ AUTH_SECRET, SANDBOXES, ...config }) => ({
    ...config,
    // Only development reaches here without a secret of its own.
    AUTH_SECRET: AUTH_SECRET ?? DEVELOPMENT_AUTH_SECRET,
    SANDBOXES: SANDBOXES === undefined ? config.APP_ENV === 'development' : isOn(SANDBOXES),
  }));

function isOn(value: string | undefined): boolean {
  return value === 'true' || value === '1';
}

export type AppConfig = z.infer<typeof configSchema>;

/** Whether the built-in sandboxes run; checked again here so that no path can bring one to production. */
export function sandboxesEnabled(config: Pick<AppConfig, 'APP_ENV' | 'SANDBOXES'>): boolean {
  return config.SANDBOXES && config.APP_ENV !== 'production';
}

/** Addresses a server listening on every interface is reached at from the same machine. */
const ANY_INTERFACE = new Set(['0.0.0.0', '::', '']);

/**
 * Where links in mails point: PUBLIC_URL, else this server as it was started (its host and port), so a
 * server on another port never mails links to a guessed `localhost:3000`.
 */
export function siteUrl(config: Pick<AppConfig, 'PUBLIC_URL' | 'HOST' | 'PORT'>): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/+$/, '');
  const host = ANY_INTERFACE.has(config.HOST)
    ? 'localhost'
    : config.HOST.includes(':')
      ? `[${config.HOST}]`
      : config.HOST;
  return `http://${host}:${config.PORT}`;
}

/** Reads the configuration from an environment, failing with every problem listed at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}
