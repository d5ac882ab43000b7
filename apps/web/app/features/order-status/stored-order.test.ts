import { afterEach, describe, expect, it } from 'vitest';
import {
  forgetStoredOrder,
  isPendingOrder,
  orderStatusPath,
  readStoredOrder,
  skipsPendingRedirect,
} from './stored-order';

const ID = '8f3a2c1d-1111-4000-8000-000000000000';

describe('stored pending order', () => {
  afterEach(() => window.localStorage.clear());

  it('reads what checkout stored and ignores anything else', () => {
    window.localStorage.setItem('last_order', JSON.stringify({ id: ID, token: 'tok-123' }));
    expect(readStoredOrder()).toEqual({ id: ID, token: 'tok-123' });
    window.localStorage.setItem('last_order', '{broken');
    expect(readStoredOrder()).toBeNull();
    window.localStorage.setItem('last_order', JSON.stringify({ token: 'x' }));
    expect(readStoredOrder()).toBeNull();
  });

  it('forgets the order', () => {
    window.localStorage.setItem('last_order', JSON.stringify({ id: ID }));
    forgetStoredOrder();
    expect(readStoredOrder()).toBeNull();
  });

  it('links to the status page with the guest token', () => {
    expect(orderStatusPath({ id: ID, token: 'a/b' })).toBe(`/order-status/${ID}?token=a%2Fb`);
    expect(orderStatusPath({ id: ID })).toBe(`/order-status/${ID}`);
  });

  it('counts only an order that can still be paid as pending', () => {
    expect(isPendingOrder({ displayStatus: 'AWAIT_PAYMENT', canPay: true })).toBe(true);
    expect(isPendingOrder({ displayStatus: 'AWAIT_PAYMENT', canPay: false })).toBe(false);
    expect(isPendingOrder({ displayStatus: 'ACQUIRING_ERROR', canPay: true })).toBe(false);
    expect(isPendingOrder({ displayStatus: 'DELIVERED', canPay: false })).toBe(false);
  });

  it("never bounces from the status page, the bank or the buyer's own orders", () => {
    expect(skipsPendingRedirect(`/order-status/${ID}`)).toBe(true);
    expect(skipsPendingRedirect('/sandbox/pay/1')).toBe(true);
    expect(skipsPendingRedirect(`/1024/orders/${ID}/pay`)).toBe(true);
    expect(skipsPendingRedirect('/1024/orders')).toBe(true);
    expect(skipsPendingRedirect('/1024/settings')).toBe(false);
    expect(skipsPendingRedirect('/product/rust-key')).toBe(false);
  });
});
