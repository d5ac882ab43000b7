import type { FastifyServerOptions } from 'fastify';
import { createIpAllowList } from '../payments/ip-allowlist';

/** Which proxies in front of the server may say who the client is: none, the nearest N, or those at known addresses. */
export type TrustedProxies = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'ranges'; ranges: string[] };

export type TrustProxyParse = { ok: true; value: TrustedProxies } | { ok: false; message: string };

/**
 * Reads TRUST_PROXY: empty or "false" trusts nobody; a whole number N trusts the N proxies nearest to the
 * server; otherwise a comma-separated list of proxy addresses and CIDR ranges. "true" is refused: trusting
 * every hop makes the left-most X-Forwarded-For the client, an address any client can write.
 */
export function parseTrustProxy(raw: string): TrustProxyParse {
  const value = raw.trim();
  if (value === '' || value === 'false' || value === '0') return { ok: true, value: { kind: 'none' } };
  if (value === 'true') {
    return {
      ok: false,
      message:
        'name the proxies (addresses or CIDR ranges, comma-separated) or a hop count: "true" would let any client pick its address',
    };
  }
  if (/^\d+$/.test(value)) return { ok: true, value: { kind: 'hops', hops: Number(value) } };
  const ranges = value
    .split(',')
    .map((range) => range.trim())
    .filter(Boolean);
  try {
    createIpAllowList(ranges);
  } catch (error) {
    return { ok: false, message: (error as Error).message };
  }
  return { ok: true, value: { kind: 'ranges', ranges } };
}

/**
 * Fastify's `trustProxy`: the client is the right-most address of the socket peer and X-Forwarded-For
 * that is not a trusted proxy (proxy-addr walks the chain from the server outwards).
 */
export function fastifyTrustProxy(proxies: TrustedProxies): FastifyServerOptions['trustProxy'] {
  if (proxies.kind === 'none') return false;
  // Hop 0 is the socket peer. Fastify refuses a bare number (it cannot tell a proxy from a client that
  // reached the server directly), so a hop count is only for servers reachable through their proxies alone.
  if (proxies.kind === 'hops') {
    const { hops } = proxies;
    return (_address, hop) => hop < hops;
  }
  const trusted = createIpAllowList(proxies.ranges);
  return (address) => trusted(address);
}
