import { z } from 'zod';

/** What a personal API token may do; withdrawals and staff work are never among them. */
export const API_SCOPES = [
  'offers:read',
  'offers:write',
  'stock:write',
  'orders:read',
  'orders:deliver',
  'chat:read',
  'chat:write',
  'stats:read',
  'wallet:read',
  'webhooks:manage',
] as const;
export const apiScopeSchema = z.enum(API_SCOPES);
export type ApiScope = z.infer<typeof apiScopeSchema>;

/** The scope checkboxes of the profile's API page. */
export const API_SCOPE_TITLES: Record<ApiScope, string> = {
  'offers:read': 'Читать предложения и остатки',
  'offers:write': 'Менять цены и включать предложения',
  'stock:write': 'Загружать и удалять ключи',
  'orders:read': 'Читать заказы',
  'orders:deliver': 'Выдавать заказы',
  'chat:read': 'Читать переписку в заказах',
  'chat:write': 'Писать в заказы',
  'stats:read': 'Читать аналитику магазина',
  'wallet:read': 'Читать баланс и операции',
  'webhooks:manage': 'Управлять вебхуками',
};

/** How long a token lives, in days; 90 unless the owner picks another. */
export const API_TOKEN_LIFETIMES = [30, 90, 365] as const;
export const API_TOKEN_DEFAULT_LIFETIME = 90;
/** Prefixes a secret scanner can find: live tokens, and tokens of a sandbox installation. */
export const API_TOKEN_PREFIXES = { live: 'lm_live_', test: 'lm_test_' } as const;
/** Live tokens one person may hold at once. */
export const API_TOKENS_PER_USER = 20;
/** Requests one token may make in any minute, unless the installation sets another budget. */
export const API_TOKEN_REQUESTS_PER_MINUTE = 120;
/** Addresses or networks (CIDR) a token may be used from; none means anywhere. */
export const API_TOKEN_MAX_ADDRESSES = 20;

export const createApiTokenRequestSchema = z.object({
  name: z.string().trim().min(1, 'Назовите токен').max(60, 'Не длиннее 60 символов'),
  scopes: z
    .array(apiScopeSchema)
    .min(1, 'Выберите хотя бы одно право')
    .max(API_SCOPES.length)
    .transform((scopes) => [...new Set(scopes)]),
  expiresInDays: z
    .union([z.literal(30), z.literal(90), z.literal(365)], { error: 'Срок: 30, 90 или 365 дней' })
    .default(API_TOKEN_DEFAULT_LIFETIME),
  allowedAddresses: z.array(z.string().trim().min(1).max(49)).max(API_TOKEN_MAX_ADDRESSES).default([]),
});
export type CreateApiTokenRequest = z.input<typeof createApiTokenRequestSchema>;

export const apiTokenSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The prefix and the last four characters, enough to tell tokens apart: `lm_live_…9f3a`. */
  hint: z.string(),
  scopes: z.array(apiScopeSchema),
  allowedAddresses: z.array(z.string()),
  createdAt: z.string(),
  expiresAt: z.string(),
  lastUsedAt: z.string().nullable(),
  lastUsedAddress: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

/** The new token with its secret, which is shown this once and never again. */
export const createdApiTokenSchema = apiTokenSchema.extend({ token: z.string() });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

export const apiTokenListSchema = z.object({ items: z.array(apiTokenSchema) });
export type ApiTokenList = z.infer<typeof apiTokenListSchema>;
