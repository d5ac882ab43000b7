import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_AUTH_SECRET, loadConfig, sandboxesEnabled, siteUrl } from './config';

const OWN_SECRET = 'a-secret-of-this-environment-only-0123456789';

describe('loadConfig', () => {
  it('runs in development on development defaults, sandboxes on', () => {
    const config = loadConfig({});
    expect(config.AUTH_SECRET).toBe(DEVELOPMENT_AUTH_SECRET);
    expect(config.SMTP_URL).toBeUndefined();
    expect(sandboxesEnabled(config)).toBe(true);
  });

  it('refuses production without its own secret, SMTP and captcha keys', () => {
    expect(() => loadConfig({ APP_ENV: 'production' })).toThrow(
      /AUTH_SECRET[\s\S]*SMTP_URL[\s\S]*SMARTCAPTCHA_SERVER_KEY[\s\S]*SMARTCAPTCHA_CLIENT_KEY/,
    );
    expect(() => loadConfig({ AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET/);
  });

  it("refuses production without PUBLIC_URL, so no page is built from a visitor's Host header", () => {
    expect(() => loadConfig({ APP_ENV: 'production' })).toThrow(/PUBLIC_URL: required in production/);
  });

  it('refuses a stage without a secret of its own, or on the published development one', () => {
    expect(() => loadConfig({ APP_ENV: 'stage', SMTP_URL: 'smtp://127.0.0.1:25' })).toThrow(
      /AUTH_SECRET: a secret of its own is required in stage/,
    );
    expect(() =>
      loadConfig({ APP_ENV: 'stage', SMTP_URL: 'smtp://127.0.0.1:25', AUTH_SECRET: DEVELOPMENT_AUTH_SECRET }),
    ).toThrow(/AUTH_SECRET/);
  });

  it('keeps sandboxes off on a stage unless switched on, and needs real mail while they are off', () => {
    expect(() => loadConfig({ APP_ENV: 'stage', AUTH_SECRET: OWN_SECRET })).toThrow(
      /SMTP_URL: required in stage unless SANDBOXES=true/,
    );
    expect(
      sandboxesEnabled(loadConfig({ APP_ENV: 'stage', AUTH_SECRET: OWN_SECRET, SMTP_URL: 'smtp://127.0.0.1:25' })),
    ).toBe(false);
    expect(sandboxesEnabled(loadConfig({ APP_ENV: 'stage', AUTH_SECRET: OWN_SECRET, SANDBOXES: 'true' }))).toBe(true);
  });

  it('never lets sandboxes run in production', () => {
    const production = {
      APP_ENV: 'production',
      AUTH_SECRET: OWN_SECRET,
      SMTP_URL: 'smtp://127.0.0.1:25',
      KEYS_ENCRYPTION_KEY: 'a'.repeat(64),
      SMARTCAPTCHA_SERVER_KEY: 'server',
      SMARTCAPTCHA_CLIENT_KEY: 'client',
      PUBLIC_URL: 'https://lootmarket.test',
    };
    expect(sandboxesEnabled(loadConfig(production))).toBe(false);
    expect(() => loadConfig({ ...production, SANDBOXES: 'true' })).toThrow(
      /SANDBOXES: sandboxes never run in production/,
    );
    expect(sandboxesEnabled({ APP_ENV: 'production', SANDBOXES: true })).toBe(false);
  });
});

describe('siteUrl', () => {
  it('is PUBLIC_URL when set, without a trailing slash', () => {
    expect(siteUrl(loadConfig({ PUBLIC_URL: 'https://lootmarket.ru/', PORT: '3106' }))).toBe('https://lootmarket.ru');
  });

  it('is this server on its own port otherwise, never a guessed localhost:3000', () => {
    expect(siteUrl(loadConfig({ PORT: '3106' }))).toBe('http://localhost:3106');
    expect(siteUrl(loadConfig({ HOST: '127.0.0.1', PORT: '8080' }))).toBe('http://127.0.0.1:8080');
    expect(siteUrl(loadConfig({ HOST: '::1', PORT: '8080' }))).toBe('http://[::1]:8080');
  });
});
