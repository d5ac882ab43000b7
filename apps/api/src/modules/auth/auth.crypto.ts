import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import { AUTH } from '@lootmarket/domain';

/** A separate key per purpose, so a value made for one use is worthless for another. */
export function deriveKey(secret: string, purpose: string): Buffer {
  return createHmac('sha256', secret).update(purpose).digest();
}

/** Six digits from the CSPRNG, leading zeros kept (about 20 bits, as ASVS asks). */
export function generateLoginCode(): string {
  return String(randomInt(0, 10 ** AUTH.codeLength)).padStart(AUTH.codeLength, '0');
}

/** Keyed so that a leaked table cannot be brute-forced back to codes without the server secret. */
export function hashLoginCode(key: Buffer, email: string, code: string): string {
  return createHmac('sha256', key).update(`${email}\n${code}`).digest('hex');
}

/** 256 random bits; only its SHA-256 is stored, the token itself is high-entropy so no key is needed. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** AES-256-GCM: iv, tag and ciphertext in one base64url string. */
export function seal(key: Buffer, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The sealed text, or null when it was altered or sealed with another key. */
export function unseal(key: Buffer, sealed: string): string | null {
  const raw = Buffer.from(sealed, 'base64url');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
