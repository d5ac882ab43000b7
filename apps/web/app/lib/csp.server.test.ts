import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './csp.server';

describe('contentSecurityPolicy', () => {
  it('lets in our own scripts, the nonce and the SmartCaptcha widget, and nothing else', () => {
    expect(contentSecurityPolicy('abc').split('; ')).toEqual([
      "default-src 'self'",
      "script-src 'self' 'nonce-abc' https://smartcaptcha.yandexcloud.net",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob: https:",
      "font-src 'self' data:",
      "connect-src 'self'",
      "frame-src 'self' https://smartcaptcha.yandexcloud.net",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'self'",
    ]);
  });
});
