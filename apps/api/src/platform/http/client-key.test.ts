import { describe, expect, it } from 'vitest';
import { clientKey } from './client-key';
import { createClientRateLimit } from './client-rate-limit';

describe('clientKey', () => {
  it('keys an IPv6 client by its /64, an IPv4 client (mapped or not) by its address', () => {
    expect(clientKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe(clientKey('2001:db8:1:2::1'));
    expect(clientKey('2001:db8:1:2::1')).not.toBe(clientKey('2001:db8:1:3::1'));
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('203.0.113.7')).not.toBe(clientKey('203.0.113.8'));
  });

  it('is what the common limit counts', () => {
    const limit = createClientRateLimit({ max: 2, windowMs: 60_000, now: () => 0 });
    expect(limit.take('2001:db8:9:9::1').allowed).toBe(true);
    expect(limit.take('2001:db8:9:9::2').allowed).toBe(true);
    expect(limit.take('2001:db8:9:9:ffff::3').allowed).toBe(false);
  });
});
