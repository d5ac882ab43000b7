import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** 128 random bits per address; rotation draws a new one. */
export function newTokenNonce(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * A widget's secret address token: `{id}-{HMAC-SHA-256(secret, id:nonce)}`. The database keeps only the
 * nonce, so a leaked table does not reveal working addresses, and the owner's page can still show it.
 */
export function widgetToken(secret: string, widgetId: number, nonce: string): string {
  return `${widgetId}-${mac(secret, widgetId, nonce)}`;
}

/** The widget id a token claims, before it is checked; null for anything not shaped like a token. */
export function parseWidgetToken(token: string): { widgetId: number; mac: string } | null {
  const match = /^([1-9]\d{0,15})-([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  return { widgetId: Number(match[1]), mac: match[2]! };
}

/** Whether `token` is the current token of the widget with this nonce, compared in constant time. */
export function verifyWidgetToken(secret: string, token: string, widgetId: number, nonce: string): boolean {
  const parsed = parseWidgetToken(token);
  if (!parsed || parsed.widgetId !== widgetId) return false;
  const expected = Buffer.from(mac(secret, widgetId, nonce));
  const given = Buffer.from(parsed.mac);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

function mac(secret: string, widgetId: number, nonce: string): string {
  return createHmac('sha256', secret).update(`widget:${widgetId}:${nonce}`).digest('base64url');
}
