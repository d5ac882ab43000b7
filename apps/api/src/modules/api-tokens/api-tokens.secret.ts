import { createHash, randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { API_TOKEN_PREFIXES } from '@lootmarket/domain';

/** Base62 keeps the token one word for scanners and double-click selection. */
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const SECRET_LENGTH = 40;

/** A new token: its prefix names the kind of installation, then 40 base62 characters (~238 bits). */
export function newApiToken(kind: keyof typeof API_TOKEN_PREFIXES): string {
  const bytes = randomBytes(SECRET_LENGTH * 2);
  let secret = '';
  // Rejection sampling keeps every character equally likely.
  for (const byte of bytes) {
    if (byte >= 248) continue;
    secret += ALPHABET[byte % 62];
    if (secret.length === SECRET_LENGTH) break;
  }
  if (secret.length < SECRET_LENGTH) return newApiToken(kind);
  return `${API_TOKEN_PREFIXES[kind]}${secret}`;
}

/** Whether a bearer value is shaped like one of our tokens (and not a session's JWT). */
export function looksLikeApiToken(value: string): boolean {
  return value.startsWith(API_TOKEN_PREFIXES.live) || value.startsWith(API_TOKEN_PREFIXES.test);
}

/** Tokens carry enough entropy that a plain SHA-256 is a safe lookup key; no slow hash is needed. */
export function hashApiToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** `lm_live_…9f3a`: enough to tell tokens apart in a list, useless to an attacker. */
export function tokenHint(token: string): string {
  const prefix = token.startsWith(API_TOKEN_PREFIXES.test) ? API_TOKEN_PREFIXES.test : API_TOKEN_PREFIXES.live;
  return `${prefix}…${token.slice(-4)}`;
}

/** An address or a network in CIDR notation, normalised; null when it is neither. */
export function normaliseAddress(entry: string): string | null {
  const [address, prefix, ...rest] = entry.trim().split('/');
  if (!address || rest.length > 0) return null;
  const family = isIP(address);
  if (family === 0) return null;
  if (prefix === undefined) return address.toLowerCase();
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > (family === 4 ? 32 : 128)) return null;
  return `${address.toLowerCase()}/${Number(prefix)}`;
}
