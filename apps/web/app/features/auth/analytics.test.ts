import { afterEach, describe, expect, it } from 'vitest';
import { guestMailSubmitEvent, isRegistration, loginEvent, pushAnalytics, skipAuthEvent } from './analytics';

const NOW = Date.parse('2025-03-20T12:00:00Z');

describe('auth analytics', () => {
  afterEach(() => {
    delete window.dataLayer;
  });

  it('labels the login by whether the account is new', () => {
    expect(loginEvent(true)).toEqual({ event: 'registration', method: 'email' });
    expect(loginEvent(false)).toEqual({ event: 'login', method: 'email' });
  });

  it('carries the product on guest events', () => {
    const product = { id: 'p1' };
    expect(guestMailSubmitEvent(product)).toEqual({ event: 'guest_mail_submit', product });
    expect(skipAuthEvent(undefined)).toEqual({ event: 'skip_auth', product: null });
  });

  it('creates the data layer when the tag manager has not', () => {
    pushAnalytics(loginEvent(false));
    expect(window.dataLayer).toEqual([{ event: 'login', method: 'email' }]);
    pushAnalytics(skipAuthEvent('x'));
    expect(window.dataLayer).toHaveLength(2);
  });

  it('counts an account created within five minutes as a registration', () => {
    expect(isRegistration({ createdAt: new Date(NOW - 4 * 60_000).toISOString() }, NOW)).toBe(true);
    expect(isRegistration({ createdAt: new Date(NOW - 5 * 60_000).toISOString() }, NOW)).toBe(true);
    expect(isRegistration({ createdAt: new Date(NOW - 6 * 60_000).toISOString() }, NOW)).toBe(false);
    expect(isRegistration({ createdAt: new Date(NOW - 6 * 60_000).toISOString(), isNewUser: true }, NOW)).toBe(false);
  });

  it('falls back to the server flag without a creation time', () => {
    expect(isRegistration({ isNewUser: true }, NOW)).toBe(true);
    expect(isRegistration({}, NOW)).toBe(false);
    expect(isRegistration({ createdAt: 'garbage', isNewUser: false }, NOW)).toBe(false);
  });
});
