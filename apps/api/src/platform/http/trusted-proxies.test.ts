import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { parseTrustProxy } from './trusted-proxies';

describe('TRUST_PROXY', () => {
  it('trusts nobody by default', () => {
    expect(loadConfig({}).TRUST_PROXY).toEqual({ kind: 'none' });
    expect(parseTrustProxy('false')).toEqual({ ok: true, value: { kind: 'none' } });
  });

  it('reads a hop count or a list of proxy addresses and ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toEqual({ kind: 'hops', hops: 2 });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.7,fd00::/8' }).TRUST_PROXY).toEqual({
      kind: 'ranges',
      ranges: ['10.0.0.0/8', '192.0.2.7', 'fd00::/8'],
    });
  });

  it('refuses "true", which would let any client pick its address, and anything that is not an address', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: name the proxies/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY: Bad prefix length/);
    expect(() => loadConfig({ TRUST_PROXY: 'balancer.internal' })).toThrow(/TRUST_PROXY: Not an IP address/);
  });
});
