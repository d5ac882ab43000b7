import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { ProviderProfile } from './types';

/** Telegram signs the widget result for a day; we only accept it for ten minutes. */
export const TELEGRAM_MAX_AGE_SEC = 600;

const KNOWN_FIELDS = new Set(['id', 'first_name', 'last_name', 'username', 'photo_url', 'auth_date', 'hash']);

export type TelegramPayload = Record<string, string | number>;

/** Every field but `hash`, as `key=value` lines sorted by key. */
export function dataCheckString(payload: TelegramPayload): string {
  return Object.keys(payload)
    .filter((key) => key !== 'hash')
    .sort()
    .map((key) => `${key}=${String(payload[key])}`)
    .join('\n');
}

function signature(botToken: string, payload: TelegramPayload): Buffer {
  const key = createHash('sha256').update(botToken).digest();
  return createHmac('sha256', key).update(dataCheckString(payload)).digest();
}

/** Signs a payload the way Telegram does; the sandbox uses it so verification has no shortcut. */
export function signTelegramPayload(botToken: string, payload: TelegramPayload): TelegramPayload {
  return { ...payload, hash: signature(botToken, payload).toString('hex') };
}

export type TelegramCheck =
  { ok: true; profile: ProviderProfile } | { ok: false; reason: 'malformed' | 'signature' | 'stale' };

/** Checks a widget result: known scalar fields only, a valid HMAC, and a fresh `auth_date`. */
export function verifyTelegramPayload(botToken: string, raw: unknown, nowSec: number): TelegramCheck {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return { ok: false, reason: 'malformed' };
  const payload = raw as Record<string, unknown>;
  const entries = Object.entries(payload);
  const scalar = entries.every(
    ([key, value]) => KNOWN_FIELDS.has(key) && (typeof value === 'string' || typeof value === 'number'),
  );
  const { id, auth_date: authDate, hash } = payload;
  if (!scalar || typeof hash !== 'string' || !/^[0-9a-f]{64}$/.test(hash) || !/^\d{1,20}$/.test(String(id ?? ''))) {
    return { ok: false, reason: 'malformed' };
  }
  const expected = signature(botToken, payload as TelegramPayload);
  if (!timingSafeEqual(expected, Buffer.from(hash, 'hex'))) return { ok: false, reason: 'signature' };
  const age = nowSec - Number(authDate);
  if (!Number.isInteger(Number(authDate)) || age > TELEGRAM_MAX_AGE_SEC || age < -60)
    return { ok: false, reason: 'stale' };
  const name = [payload.first_name, payload.last_name].filter((part) => typeof part === 'string' && part).join(' ');
  return {
    ok: true,
    profile: { id: String(id), name: name || String(payload.username ?? '') || `Telegram ${String(id)}` },
  };
}

/** The `hash` query of the GET callback: URL-safe base64 of the widget result JSON. */
export function decodeTelegramResult(encoded: string): unknown {
  try {
    return JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as unknown;
  } catch {
    return null;
  }
}

export function encodeTelegramResult(payload: TelegramPayload): string {
  return Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
}
