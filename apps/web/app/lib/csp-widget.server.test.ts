import { describe, expect, it } from 'vitest';
import { isWidgetPage, widgetContentSecurityPolicy } from './csp.server';

describe('the overlay page policy', () => {
  const policy = widgetContentSecurityPolicy('abc123');

  it('runs only our nonce’d bundle: no inline script, no third-party hosts, no eval', () => {
    expect(policy).toContain("script-src 'self' 'nonce-abc123'");
    expect(policy).not.toMatch(/unsafe-eval|unsafe-inline'[^;]*script/);
    const scripts = policy.split('; ').find((directive) => directive.startsWith('script-src'));
    expect(scripts).not.toContain('https:');
    expect(policy).toContain("default-src 'none'");
  });

  it('keeps media and sockets on our origin and is never framed', () => {
    expect(policy).toContain("connect-src 'self'");
    expect(policy).toContain("media-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("form-action 'none'");
  });

  it('frames nothing but YouTube’s privacy-enhanced player, for media widgets', () => {
    expect(policy).toContain('frame-src https://www.youtube-nocookie.com;');
    expect(policy.match(/https:\/\/[^\s;]+/g)).toEqual(['https://www.youtube-nocookie.com']);
  });

  it('applies to widget addresses only', () => {
    expect(isWidgetPage('/widget/12-abc')).toBe(true);
    expect(isWidgetPage('/widgets')).toBe(false);
    expect(isWidgetPage('/12/donations/dashboard/settings')).toBe(false);
  });
});
