import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * The 32-byte key keys are sealed with: KEYS_ENCRYPTION_KEY (64 hex characters or base64 of 32 bytes)
 * when set — production requires it — else, outside production, SHA-256 of "offer-keys:" + AUTH_SECRET,
 * so a development database stays readable across restarts without any setup.
 */
export function keysEncryptionKey(configured: string | undefined, authSecret: string): Buffer {
  if (configured) {
    const key = /^[0-9a-f]{64}$/i.test(configured) ? Buffer.from(configured, 'hex') : Buffer.from(configured, 'base64');
    if (key.length !== 32) throw new Error('KEYS_ENCRYPTION_KEY must be 32 bytes (64 hex characters or base64)');
    return key;
  }
  return createHash('sha256').update(`offer-keys:${authSecret}`).digest();
}

/** Segments shorter than this say too little to find one order by. */
const MIN_SEGMENT = 4;

/** Upper case, compatibility forms folded, so `abcd-efgh` and `ＡＢＣＤ ЕFGH` hash alike. */
const normalizeKey = (text: string): string => text.normalize('NFKC').toUpperCase().trim();

/** The whole key without its separators, and each segment split on dashes and spaces of 4 characters or more. */
export function keyParts(text: string): { whole: string | null; segments: string[] } {
  const normal = normalizeKey(text);
  const whole = normal.replace(/[\s-]+/g, '');
  const segments = [...new Set(normal.split(/[\s-]+/).filter((part) => part.length >= MIN_SEGMENT))];
  return { whole: whole.length >= MIN_SEGMENT ? whole : null, segments };
}

/** A 32-byte key for one purpose derived from the keys' key (HKDF-SHA256): a leak of one purpose's data opens no other. */
export function subkey(key: Buffer, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), purpose, 32));
}

/** AES-256-GCM with a fresh random IV per key; the tag makes any tampering fail on opening. */
export function createKeySealer(key: Buffer) {
  // A key of its own for the fingerprints, so the hashes say nothing about the sealing key.
  const fingerprintKey = subkey(key, 'key-fingerprints');
  const fingerprint = (part: string): string =>
    createHmac('sha256', fingerprintKey).update(part, 'utf8').digest('base64url').slice(0, 32);
  return {
    /**
     * Keyed hashes of a key's whole normalized text and of each of its segments (decision 042): staff
     * searching a fragment hash it the same way, and no plaintext is ever compared.
     */
    fingerprints(plain: string): string[] {
      const { whole, segments } = keyParts(plain);
      return [...new Set([...(whole ? [whole] : []), ...segments].map(fingerprint))];
    },
    /** A search's hashes: the whole query, and its segments (a key matches when it holds all of them). */
    queryFingerprints(query: string): { whole: string | null; segments: string[] } {
      const { whole, segments } = keyParts(query);
      return { whole: whole ? fingerprint(whole) : null, segments: segments.map(fingerprint) };
    },
    seal(plain: string): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(sealed: string): string {
      const raw = Buffer.from(sealed, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    },
  };
}

export type KeySealer = ReturnType<typeof createKeySealer>;
