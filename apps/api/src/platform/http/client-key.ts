import { normalizeIP } from '@fastify/rate-limit';

const IPV6_SUBNET = 64;

/**
 * The key every per-client budget counts a client address under: an IPv4 address as it is (an IPv4
 * mapped into IPv6 as its IPv4), an IPv6 address by its /64, since one customer usually holds a whole
 * /64 and could otherwise rotate through it to multiply any budget. Used by every per-address budget:
 * the common limiter, the routes' own budgets, the sign-in code back-off and the unpaid-order cap.
 */
export function clientKey(address: string): string {
  return normalizeIP(address, IPV6_SUBNET);
}
