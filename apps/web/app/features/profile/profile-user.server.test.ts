import { describe, expect, it } from 'vitest';
import { createApiClient } from '#app/lib/api/client';
import { guestDestination, requireProfileOwner } from './profile-user.server';

describe('guestDestination', () => {
  it('sends guests from an order page to its public status page', () => {
    expect(guestDestination('/1024/orders/8f3a2c')).toBe('/order-status/8f3a2c');
    expect(guestDestination('/1024/orders/8f3a2c/pay')).toBe('/order-status/8f3a2c');
  });

  it('sends guests home from the rest of the profile area', () => {
    expect(guestDestination('/1024/orders')).toBe('/');
    expect(guestDestination('/1024/settings')).toBe('/');
    expect(guestDestination('/1024')).toBe('/');
  });
});

describe('requireProfileOwner', () => {
  const withSessionMarker = new Request('http://localhost/1024/orders', { headers: { cookie: 'has_session=1' } });
  const answering = (status: number, body: unknown) =>
    createApiClient(
      async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    );

  it("answers 429 with the API's message when a rate limit refused the profile, instead of waiting for a renewal", async () => {
    const limited = answering(429, { code: 'RATE_LIMITED', message: 'Слишком много запросов. Попробуйте позже' });
    const thrown = await requireProfileOwner(withSessionMarker, '1024', limited).catch((error: unknown) => error);
    // Thrown `data()`, which the router turns into the error response its boundary shows.
    expect(thrown).toMatchObject({
      init: { status: 429 },
      data: { message: 'Слишком много запросов. Попробуйте позже' },
    });
  });

  it('still waits for the renewal of a session that only expired', async () => {
    const expired = answering(401, { code: 'UNAUTHORIZED', message: 'Требуется вход' });
    expect(await requireProfileOwner(withSessionMarker, '1024', expired)).toBeNull();
  });
});
