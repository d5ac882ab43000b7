import { describe, expect, it } from 'vitest';
import { addressAllowed } from './api-tokens.addresses';
import { hashApiToken, looksLikeApiToken, newApiToken, normaliseAddress, tokenHint } from './api-tokens.secret';

describe('API token secrets', () => {
  it('makes prefixed base62 tokens a scanner can find, different every time', () => {
    const live = newApiToken('live');
    expect(live).toMatch(/^lm_live_[0-9A-Za-z]{40}$/);
    expect(newApiToken('test')).toMatch(/^lm_test_[0-9A-Za-z]{40}$/);
    expect(newApiToken('live')).not.toBe(live);
    expect(looksLikeApiToken(live)).toBe(true);
    expect(looksLikeApiToken('eyJhbGciOiJIUzI1NiJ9.e30.x')).toBe(false);
    expect(hashApiToken(live)).toMatch(/^[0-9a-f]{64}$/);
    expect(tokenHint(live)).toBe(`lm_live_…${live.slice(-4)}`);
  });

  it('accepts addresses and networks of both families and refuses anything else', () => {
    expect(normaliseAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(normaliseAddress(' 2001:DB8::/32 ')).toBe('2001:db8::/32');
    expect(normaliseAddress('10.0.0.0/33')).toBeNull();
    expect(normaliseAddress('example.com')).toBeNull();
    expect(normaliseAddress('10.0.0.0/8/1')).toBeNull();
  });
});

describe('API token address allow-list', () => {
  it('allows anywhere when empty, and only listed addresses and networks otherwise', () => {
    expect(addressAllowed([], '198.51.100.1')).toBe(true);
    expect(addressAllowed(['203.0.113.0/24'], '203.0.113.99')).toBe(true);
    expect(addressAllowed(['203.0.113.0/24'], '::ffff:203.0.113.99')).toBe(true);
    expect(addressAllowed(['203.0.113.0/24'], '198.51.100.1')).toBe(false);
    expect(addressAllowed(['2001:db8::/32'], '2001:db8:1::5')).toBe(true);
    expect(addressAllowed(['127.0.0.1'], '127.0.0.2')).toBe(false);
  });
});
