import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A guest proves an order is theirs with a token only the server can make: an HMAC of the order id under
 * the server secret. Order ids are random UUIDs, so neither the id nor the token can be guessed, and the
 * token never needs storing.
 */
export function createGuestOrderTokens(secret: string) {
  const sign = (orderId: string): string =>
    createHmac('sha256', secret).update(`order-guest:${orderId}`).digest('base64url');
  return {
    sign,
    verify(orderId: string, token: string | undefined): boolean {
      if (!token) return false;
      const expected = Buffer.from(sign(orderId));
      const given = Buffer.from(token);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

export type GuestOrderTokens = ReturnType<typeof createGuestOrderTokens>;
