import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createClientRateLimit, limitClientRequests } from './client-rate-limit';
import { registerErrorHandling } from './error-handler';

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

describe('createClientRateLimit', () => {
  it('allows max requests per address in a window, then tells when to come back', () => {
    const time = clock();
    const limit = createClientRateLimit({ max: 2, windowMs: 60_000, now: time.now });
    expect(limit.take('203.0.113.7')).toEqual({ allowed: true });
    expect(limit.take('203.0.113.7')).toEqual({ allowed: true });
    time.advance(15_000);
    // 45 s until this window ends, then half the next one until its share of these two has gone.
    expect(limit.take('203.0.113.7')).toEqual({ allowed: false, retryAfterSeconds: 75 });
    expect(limit.take('203.0.113.8')).toEqual({ allowed: true });
    time.advance(75_000);
    expect(limit.take('203.0.113.7')).toEqual({ allowed: true });
  });

  it('lets the budget through at a window edge once, not twice', () => {
    const time = clock();
    const limit = createClientRateLimit({ max: 10, windowMs: 60_000, now: time.now });
    limit.take('203.0.113.9');
    time.advance(59_000);
    let passed = 0;
    for (let i = 0; i < 10; i += 1) if (limit.take('203.0.113.7').allowed) passed += 1;
    time.advance(2_000);
    for (let i = 0; i < 10; i += 1) if (limit.take('203.0.113.7').allowed) passed += 1;
    expect(passed).toBe(10);
  });

  it('frees the budget as the previous window slides out', () => {
    const time = clock();
    const limit = createClientRateLimit({ max: 4, windowMs: 1_000, now: time.now });
    for (let i = 0; i < 4; i += 1) limit.take('203.0.113.7');
    time.advance(1_000);
    expect(limit.take('203.0.113.7').allowed).toBe(false);
    time.advance(250);
    expect(limit.take('203.0.113.7').allowed).toBe(true);
    expect(limit.take('203.0.113.7').allowed).toBe(false);
    time.advance(2_000);
    for (let i = 0; i < 4; i += 1) expect(limit.take('203.0.113.7').allowed).toBe(true);
  });

  it('counts an IPv6 /64 as one client and an IPv4-mapped address as its IPv4 address', () => {
    const limit = createClientRateLimit({ max: 1, windowMs: 60_000, now: clock().now });
    expect(limit.take('2001:db8:1:2::1').allowed).toBe(true);
    expect(limit.take('2001:db8:1:2:ffff::9').allowed).toBe(false);
    expect(limit.take('2001:db8:1:3::1').allowed).toBe(true);
    expect(limit.take('198.51.100.4').allowed).toBe(true);
    expect(limit.take('::ffff:198.51.100.4').allowed).toBe(false);
  });

  it('forgets the longest-known address when it tracks too many', () => {
    const limit = createClientRateLimit({ max: 1, windowMs: 60_000, maxClients: 2, now: clock().now });
    limit.take('192.0.2.1');
    limit.take('192.0.2.2');
    limit.take('192.0.2.3');
    expect(limit.take('192.0.2.1').allowed).toBe(true);
    expect(limit.take('192.0.2.3').allowed).toBe(false);
  });
});

describe('limitClientRequests', () => {
  async function app() {
    const server = Fastify();
    registerErrorHandling(server);
    limitClientRequests(server, { max: 1, windowMs: 60_000 });
    server.get('/common', async () => ({ ok: true }));
    server.get('/exempt', { config: { rateLimit: false } }, async () => ({ ok: true }));
    await server.ready();
    return server;
  }

  it('refuses past the budget with 429, Retry-After and the error shape', async () => {
    const server = await app();
    expect((await server.inject('/common')).statusCode).toBe(200);
    const refused = await server.inject('/common');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'RATE_LIMITED', message: 'Слишком много запросов. Попробуйте позже' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('leaves routes with a rate limit of their own to it', async () => {
    const server = await app();
    for (let i = 0; i < 3; i += 1) expect((await server.inject('/exempt')).statusCode).toBe(200);
  });
});
