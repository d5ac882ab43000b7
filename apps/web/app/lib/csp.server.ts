import { randomBytes } from 'node:crypto';

/** A fresh, unguessable nonce for one response. */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/** Yandex SmartCaptcha: the sign-in widget's script and the frame it draws the challenge in. */
const SMARTCAPTCHA_ORIGIN = 'https://smartcaptcha.yandexcloud.net';

/**
 * The page policy: scripts only from our origin, the captcha's or inline with this response's nonce, frames
 * only from our origin and the captcha's, no plugins, forms and base URLs pinned to the site. Styles allow
 * inline attributes, which the components use for data-driven colours; images may come from the CDN and
 * data URLs.
 */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' ${SMARTCAPTCHA_ORIGIN}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    `frame-src 'self' ${SMARTCAPTCHA_ORIGIN}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** Pages served to OBS as browser sources: `/widget/{token}`. */
export const isWidgetPage = (pathname: string): boolean => pathname.startsWith('/widget/');

/** Where a media widget's paid videos play: YouTube's privacy-enhanced player, framed (decision 048). */
const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

/**
 * The overlay's policy is stricter than the site's: no third-party script at all, media and sockets only
 * from our origin, never framed, no forms. Stream software can drive the broadcast from a page it shows,
 * so nothing but our nonce'd bundle may run there; the only frame is YouTube's player, in its own origin.
 */
export function widgetContentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'none'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "media-src 'self'",
    `frame-src ${YOUTUBE_EMBED_ORIGIN}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}
