import { describe, expect, it } from 'vitest';
import { newTokenNonce, parseWidgetToken, verifyWidgetToken, widgetToken } from './widget-token';

const secret = 'a-test-secret-that-is-long-enough-000000';

describe('widget tokens', () => {
  it('verifies the token made for a widget and nonce', () => {
    const nonce = newTokenNonce();
    const token = widgetToken(secret, 42, nonce);
    expect(token).toMatch(/^42-[A-Za-z0-9_-]{43}$/);
    expect(verifyWidgetToken(secret, token, 42, nonce)).toBe(true);
  });

  it('draws at least 128 random bits per nonce', () => {
    const nonces = new Set(Array.from({ length: 200 }, newTokenNonce));
    expect(nonces.size).toBe(200);
    expect(Buffer.from([...nonces][0]!, 'base64url').length).toBeGreaterThanOrEqual(16);
  });

  it('refuses the old token after rotation, another widget id, another secret and edits', () => {
    const nonce = newTokenNonce();
    const token = widgetToken(secret, 7, nonce);
    expect(verifyWidgetToken(secret, token, 7, newTokenNonce())).toBe(false);
    expect(verifyWidgetToken(secret, token.replace(/^7-/, '8-'), 8, nonce)).toBe(false);
    expect(verifyWidgetToken(`${secret}x`, token, 7, nonce)).toBe(false);
    const flipped = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    expect(verifyWidgetToken(secret, flipped, 7, nonce)).toBe(false);
  });

  it('parses only well-formed tokens', () => {
    expect(parseWidgetToken('7-short')).toBeNull();
    expect(parseWidgetToken('../7-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa')).toBeNull();
    expect(parseWidgetToken(`07-${'a'.repeat(43)}`)).toBeNull();
    expect(parseWidgetToken(`7-${'a'.repeat(43)}`)).toEqual({ widgetId: 7, mac: 'a'.repeat(43) });
  });
});
