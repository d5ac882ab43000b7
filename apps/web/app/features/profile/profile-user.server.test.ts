import { describe, expect, it } from 'vitest';
import { guestDestination } from './profile-user.server';

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
