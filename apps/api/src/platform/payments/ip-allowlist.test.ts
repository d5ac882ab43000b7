import { describe, expect, it } from 'vitest';
import { createIpAllowList, YOOKASSA_NOTIFICATION_RANGES } from './ip-allowlist';

describe('createIpAllowList', () => {
  const allowed = createIpAllowList(YOOKASSA_NOTIFICATION_RANGES);

  it('accepts ЮKassa senders in every published range, IPv4-mapped too', () => {
    expect(allowed('185.71.76.0')).toBe(true);
    expect(allowed('185.71.76.31')).toBe(true);
    expect(allowed('185.71.77.5')).toBe(true);
    expect(allowed('77.75.153.127')).toBe(true);
    expect(allowed('77.75.156.11')).toBe(true);
    expect(allowed('77.75.156.35')).toBe(true);
    expect(allowed('77.75.154.200')).toBe(true);
    expect(allowed('2a02:5180:0:1::7')).toBe(true);
    expect(allowed('::ffff:185.71.76.10')).toBe(true);
  });

  it('refuses everything else', () => {
    expect(allowed('185.71.76.32')).toBe(false);
    expect(allowed('77.75.153.128')).toBe(false);
    expect(allowed('77.75.156.12')).toBe(false);
    expect(allowed('127.0.0.1')).toBe(false);
    expect(allowed('2a02:5181::1')).toBe(false);
    expect(allowed('not-an-ip')).toBe(false);
  });

  it('refuses a malformed configuration at start-up', () => {
    expect(() => createIpAllowList(['10.0.0.0/33'])).toThrow(/prefix/);
    expect(() => createIpAllowList(['example.com'])).toThrow(/Not an IP/);
  });
});
