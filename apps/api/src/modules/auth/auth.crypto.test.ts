import { describe, expect, it } from 'vitest';
import {
  deriveKey,
  generateLoginCode,
  hashLoginCode,
  hashRefreshToken,
  newRefreshToken,
  seal,
  unseal,
} from './auth.crypto';
import { createAccessTokens } from './auth.jwt';

const key = deriveKey('a-secret-long-enough-for-the-tests-000000', 'test');

describe('login codes', () => {
  it('are six digits, leading zeros kept', () => {
    for (let i = 0; i < 200; i += 1) expect(generateLoginCode()).toMatch(/^\d{6}$/);
  });

  it('hash per key, address and code', () => {
    const hash = hashLoginCode(key, 'a@b.ru', '012345');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hashLoginCode(key, 'a@b.ru', '012345')).toBe(hash);
    expect(hashLoginCode(key, 'c@b.ru', '012345')).not.toBe(hash);
    expect(hashLoginCode(deriveKey('another-secret-long-enough-000000000', 'test'), 'a@b.ru', '012345')).not.toBe(hash);
  });
});

describe('refresh tokens', () => {
  it('carry 32 random bytes and hash to hex', () => {
    const token = newRefreshToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(newRefreshToken()).not.toBe(token);
    expect(hashRefreshToken(token)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('seal and unseal, refusing tampering and other keys', () => {
    const sealed = seal(key, 'successor');
    expect(unseal(key, sealed)).toBe('successor');
    expect(unseal(deriveKey('x'.repeat(32), 'test'), sealed)).toBeNull();
    for (const offset of [0, 12, 28]) expect(unseal(key, flipByte(sealed, offset))).toBeNull();
  });
});

function flipByte(sealed: string, offset: number): string {
  const raw = Buffer.from(sealed, 'base64url');
  raw[offset] = (raw[offset] ?? 0) ^ 0x01;
  return raw.toString('base64url');
}

describe('sealed values of every length', () => {
  it('refuse a change in the last byte', () => {
    for (const text of ['', 'a', 'ab', 'abc', 'successor']) {
      const sealed = seal(key, text);
      expect(unseal(key, flipByte(sealed, Buffer.from(sealed, 'base64url').length - 1))).toBeNull();
    }
  });
});

describe('access tokens', () => {
  const tokens = createAccessTokens(key);
  const user = {
    id: 1024,
    roles: [0, 2] as const,
    sessionID: 'session-1',
    familyId: '0b7c6f4e-2d1a-4c8b-9e3f-5a6b7c8d9e0f',
  };

  it('verify until they expire after 30 minutes', async () => {
    const token = await tokens.sign({ ...user, roles: [...user.roles], issuedAtSec: 1_000_000 });
    expect(await tokens.verify(token, 1_000_000_000 + 1000)).toEqual({ ...user, roles: [0, 2] });
    expect(await tokens.verify(token, (1_000_000 + 1801) * 1000)).toBeNull();
  });

  it('sign the same input to the same token and refuse another key', async () => {
    const input = { ...user, roles: [0 as const], issuedAtSec: 2_000_000 };
    expect(await tokens.sign(input)).toBe(await tokens.sign(input));
    const foreign = createAccessTokens(deriveKey('y'.repeat(32), 'test'));
    expect(await tokens.verify(await foreign.sign(input), 2_000_000_000)).toBeNull();
  });
});
