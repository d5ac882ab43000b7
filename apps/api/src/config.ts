import { z } from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .default('false')
  .transform((value) => value === 'true' || value === '1');

/** Signs access tokens and keys code hashes outside production; production must bring its own. */
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
      .transform((value) => new Set(value.split(',').map((role) => role.trim()).filter(Boolean)))
      .pipe(z.set(z.enum(['web', 'api', 'jobs'])).min(1)),
    API_ORIGIN: z.url().optional(),
    TRUST_PROXY: flag,
    RATE_LIMIT_MAX: z.coerce.number().int().positive().default(300),
    RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
    /** Sign-in code checks per client address in ten minutes (an office or a carrier shares one address). */
    AUTH_CODE_CHECKS_PER_IP: z.coerce.number().int().positive().default(20),
    JOBS_POLL_MS: z.coerce.number().int().positive().default(1000),
    /** Paid orders within an hour after which the next one waits for support: per buyer, per client address. */
    RISK_PAID_PER_BUYER: z.coerce.number().int().positive().default(5),
    RISK_PAID_PER_ADDRESS: z.coerce.number().int().positive().default(20),
    FEATURE_TERMS_CONTENT_CREATORS: flag,
    /** Hosts whose images `/_ipx` may fetch and transform (a CDN), comma-separated. */
    IMAGES_DOMAINS: z
      .string()
      .default('')
      .transform((value) => value.split(',').map((host) => host.trim()).filter(Boolean)),
    SEED_DEMO_DATA: z
      .enum(['true', 'false', '1', '0'])
      .default('true')
      .transform((value) => value === 'true' || value === '1'),
    AUTH_SECRET: z.string().min(32).default(DEVELOPMENT_AUTH_SECRET),
    SMTP_URL: z.url().optional(),
    MAIL_FROM: z.string().min(3).default('Лутмаркет <no-reply@lootmarket.local>'),
    SMARTCAPTCHA_SERVER_KEY: z.string().min(1).optional(),
    /** The public half of the SmartCaptcha key pair: the site key the sign-in widget renders with. */
    SMARTCAPTCHA_CLIENT_KEY: z.string().min(1).optional(),
    /** Sign-in providers: each unset one is played by the sandbox outside production and absent in production. */
    TELEGRAM_BOT_TOKEN: z.string().regex(/^\d+:[\w-]+$/).optional(),
    TELEGRAM_BOT_NAME: z.string().min(1).optional(),
    TELEGRAM_OAUTH_URL: z.url().default('https://oauth.telegram.org'),
    VK_ID_CLIENT_ID: z.string().min(1).optional(),
    VK_ID_CLIENT_SECRET: z.string().min(1).optional(),
    VK_ID_URL: z.url().default('https://id.vk.com'),
    TWITCH_CLIENT_ID: z.string().min(1).optional(),
    TWITCH_CLIENT_SECRET: z.string().min(1).optional(),
    TWITCH_AUTH_URL: z.url().default('https://id.twitch.tv'),
    TWITCH_API_URL: z.url().default('https://api.twitch.tv'),
    /** AES-256-GCM key of the stored auto-delivery keys: 64 hex characters or base64 of 32 bytes; required in production. */
    KEYS_ENCRYPTION_KEY: z.string().min(32).optional(),
    /** ЮKassa acquiring; unset outside production: the sandbox acquirer; unset in production: payments answer 503. */
    YOOKASSA_SHOP_ID: z.string().min(1).optional(),
    YOOKASSA_SECRET_KEY: z.string().min(1).optional(),
    YOOKASSA_API_URL: z.url().default('https://api.yookassa.ru'),
    /** Where notifications may come from (comma-separated addresses and CIDR ranges); default: ЮKassa's published ranges. */
    YOOKASSA_ALLOWED_IPS: z
      .string()
      .optional()
      .transform((value) => (value ? value.split(',').map((range) => range.trim()).filter(Boolean) : undefined)),
  })
  .superRefine((config, context) => {
    if (!config.YOOKASSA_SHOP_ID !== !config.YOOKASSA_SECRET_KEY) {
      context.addIssue({ code: 'custom', path: ['YOOKASSA_SECRET_KEY'], message: 'YOOKASSA_SHOP_ID and YOOKASSA_SECRET_KEY go together' });
    }
    if (config.APP_ENV !== 'production') return;
    // Sandboxes must never stand in for real sign-in, mail or captcha on the live site.
    if (config.AUTH_SECRET === DEVELOPMENT_AUTH_SECRET) {
      context.addIssue({ code: 'custom', path: ['AUTH_SECRET'], message: 'required in production' });
    }
    if (!config.SMTP_URL) context.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'required in production' });
    if (!config.KEYS_ENCRYPTION_KEY) context.addIssue({ code: 'custom', path: ['KEYS_ENCRYPTION_KEY'], message: 'required in production' });
    if (!config.SMARTCAPTCHA_SERVER_KEY) {
      context.addIssue({ code: 'custom', path: ['SMARTCAPTCHA_SERVER_KEY'], message: 'required in production' });
    }
    if (!config.SMARTCAPTCHA_CLIENT_KEY) {
      context.addIssue({ code: 'custom', path: ['SMARTCAPTCHA_CLIENT_KEY'], message: 'required in production' });
    }
  });

export type AppConfig = z.infer<typeof configSchema>;

/** Reads the configuration from an environment, failing with every problem listed at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}
