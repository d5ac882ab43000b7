/** Donation-page slug rules, see docs/decisions/005-donation-page-slugs.md. */

export const SLUG_MIN = 3;
export const SLUG_MAX = 32;

/** First path segments the site routes itself; a streamer page at one of them would be unreachable. */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  'api',
  'sandbox',
  'ru-ru',
  'product',
  'search',
  'terms',
  'oferta',
  'policy',
  'sell',
  'donations',
  'donation',
  'order-status',
  'admin',
  'ui-kit',
  'uploads',
  'assets',
  'terms-donation',
  'terms-content-creators',
  'favicon.ico',
  'favicon.svg',
  'robots.txt',
  'sitemap.xml',
  'healthz',
  'readyz',
  'metrics',
  'build',
  '_ipx',
  'static',
  'public',
  'login',
  'logout',
  'auth',
  'profile',
  'settings',
  'notifications',
  'orders',
  'shop',
  'wallet',
  'streamer',
  'streamers',
  'seller',
  'sellers',
  'support',
  'help',
  'lootmarket',
  'root',
  'null',
  'undefined',
]);

export const SLUG_MESSAGES = {
  length: `Длина адреса — от ${SLUG_MIN} до ${SLUG_MAX} символов`,
  charset: 'Только латинские буквы, цифры, дефис и подчёркивание',
  letter: 'Адрес должен содержать хотя бы одну букву',
  hyphen: 'Адрес не может начинаться или заканчиваться дефисом',
  reserved: 'Этот адрес зарезервирован',
  taken: 'Этот адрес уже занят',
} as const;

/** The stored form: slugs are unique regardless of case. */
export function normalizeSlug(raw: string): string {
  return raw.trim().toLowerCase();
}

/** Why a normalised slug cannot be used, or null when its shape is fine (uniqueness is checked apart). */
export function slugProblem(slug: string): string | null {
  if (slug.length < SLUG_MIN || slug.length > SLUG_MAX) return SLUG_MESSAGES.length;
  if (!/^[a-z0-9_-]+$/.test(slug)) return SLUG_MESSAGES.charset;
  // Profile ids are numeric, so an all-digit slug would shadow a profile URL.
  if (!/[a-z]/.test(slug)) return SLUG_MESSAGES.letter;
  if (slug.startsWith('-') || slug.endsWith('-')) return SLUG_MESSAGES.hyphen;
  if (RESERVED_SLUGS.has(slug)) return SLUG_MESSAGES.reserved;
  return null;
}
