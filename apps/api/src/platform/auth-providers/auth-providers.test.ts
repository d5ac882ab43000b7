import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { codeChallengeS256, isCodeVerifier, newCodeVerifier } from './pkce';
import { dataCheckString, signTelegramPayload, verifyTelegramPayload } from './telegram';

describe('PKCE', () => {
  it('makes a new 43–128 character verifier each time', () => {
    const verifier = newCodeVerifier();
    expect(isCodeVerifier(verifier)).toBe(true);
    expect(newCodeVerifier()).not.toBe(verifier);
  });

  it('derives the S256 challenge of RFC 7636 appendix B', () => {
    expect(codeChallengeS256('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });
});

describe('Telegram widget data', () => {
  const token = '42:token';
  const now = 1_800_000_000;

  it('builds the data-check-string from every field but hash, sorted by key', () => {
    expect(dataCheckString({ username: 'a', id: 1, auth_date: 5, hash: 'x', first_name: 'Б' })).toBe(
      'auth_date=5\nfirst_name=Б\nid=1\nusername=a',
    );
  });

  it('signs with HMAC-SHA-256 keyed by SHA-256 of the bot token', () => {
    const signed = signTelegramPayload(token, { id: 1, auth_date: now });
    const key = createHash('sha256').update(token).digest();
    const expected = createHmac('sha256', key).update(`auth_date=${now}\nid=1`).digest('hex');
    expect(signed.hash).toBe(expected);
  });

  it('accepts a fresh signed result and refuses changes, strangers and old results', () => {
    const signed = signTelegramPayload(token, { id: 1, first_name: 'Анна', auth_date: now - 10 });
    expect(verifyTelegramPayload(token, signed, now)).toEqual({ ok: true, profile: { id: '1', name: 'Анна' } });
    expect(verifyTelegramPayload(token, { ...signed, id: 2 }, now)).toEqual({ ok: false, reason: 'signature' });
    expect(verifyTelegramPayload(token, { ...signed, extra: 'x' }, now)).toEqual({ ok: false, reason: 'malformed' });
    expect(verifyTelegramPayload(token, { ...signed, hash: 'zz' }, now)).toEqual({ ok: false, reason: 'malformed' });
    expect(verifyTelegramPayload(token, signed, now + 600)).toEqual({ ok: false, reason: 'stale' });
    expect(verifyTelegramPayload(token, null, now)).toEqual({ ok: false, reason: 'malformed' });
  });
});
