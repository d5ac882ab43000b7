import { describe, expect, it } from 'vitest';
import { createKeySealer, keyParts, keysEncryptionKey } from './offer-keys.crypto';

describe('offer key sealing', () => {
  const sealer = createKeySealer(keysEncryptionKey('ab'.repeat(32), 'unused'));

  it('round-trips a key and never stores it in the clear', () => {
    const sealed = sealer.seal('AAAAA-BBBBB-CCCCC');
    expect(sealed).not.toContain('AAAAA');
    expect(sealer.open(sealed)).toBe('AAAAA-BBBBB-CCCCC');
  });

  it('uses a fresh IV each time', () => {
    expect(sealer.seal('same')).not.toBe(sealer.seal('same'));
  });

  it('refuses a tampered key or a wrong encryption key', () => {
    const sealed = Buffer.from(sealer.seal('AAAAA-BBBBB-CCCCC'), 'base64url');
    sealed[sealed.length - 1]! ^= 1;
    expect(() => sealer.open(sealed.toString('base64url'))).toThrow();
    const other = createKeySealer(keysEncryptionKey(undefined, 'another-secret-of-at-least-32-characters'));
    expect(() => other.open(sealer.seal('x'))).toThrow();
  });

  it('accepts 32 bytes as hex or base64 and refuses anything else', () => {
    expect(keysEncryptionKey(Buffer.alloc(32, 7).toString('base64'), 's')).toEqual(Buffer.alloc(32, 7));
    expect(() => keysEncryptionKey('too-short-but-over-32-characters-long!!', 's')).toThrow(/32 bytes/);
    expect(keysEncryptionKey(undefined, 's')).toHaveLength(32);
  });

  it('fingerprints a key whole and by segment, keyed, so a fragment in any case finds it (decision 042)', () => {
    expect(keyParts(' abcd-EFGH ij-KLMNO ')).toEqual({ whole: 'ABCDEFGHIJKLMNO', segments: ['ABCD', 'EFGH', 'KLMNO'] });
    const stored = sealer.fingerprints('AAAAA-BBBBB-CCCCC');
    const query = sealer.queryFingerprints('bbbbb ccccc');
    expect(query.segments.every((hash) => stored.includes(hash))).toBe(true);
    expect(stored).toContain(sealer.queryFingerprints('aaaaabbbbbccccc').whole);
    // Another server's secret hashes differently; no hash holds the key's text.
    const other = createKeySealer(keysEncryptionKey(undefined, 'another-secret-of-at-least-32-characters'));
    expect(other.fingerprints('AAAAA-BBBBB-CCCCC')).not.toEqual(stored);
    expect(stored.some((hash) => hash.includes('AAAAA'))).toBe(false);
  });
});
