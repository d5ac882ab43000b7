import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_AUTH_SECRET, loadConfig } from './config';

describe('loadConfig', () => {
  it('runs outside production on development defaults', () => {
    const config = loadConfig({});
    expect(config.AUTH_SECRET).toBe(DEVELOPMENT_AUTH_SECRET);
    expect(config.SMTP_URL).toBeUndefined();
  });

  it('refuses production without its own secret, SMTP and captcha keys', () => {
    expect(() => loadConfig({ APP_ENV: 'production' })).toThrow(
      /AUTH_SECRET[\s\S]*SMTP_URL[\s\S]*SMARTCAPTCHA_SERVER_KEY[\s\S]*SMARTCAPTCHA_CLIENT_KEY/,
    );
    expect(() => loadConfig({ AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET/);
  });
});
