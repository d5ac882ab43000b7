import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmartCaptcha } from './smartcaptcha';

describe('SmartCaptcha adapter against a local fake', () => {
  let server: Server;
  let endpoint = '';
  const seen: URLSearchParams[] = [];
  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        const form = new URLSearchParams(body);
        seen.push(form);
        if (form.get('token') === 'broken') return void response.writeHead(500).end();
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ status: form.get('token') === 'human' ? 'ok' : 'failed', message: '' }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/validate`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends the key, token and client address, and trusts only status ok', async () => {
    const captcha = createSmartCaptcha({ serverKey: 'key-1', endpoint });
    expect(await captcha.verify('human', '203.0.113.9')).toBe(true);
    expect(Object.fromEntries(seen[0]!)).toEqual({ secret: 'key-1', token: 'human', ip: '203.0.113.9' });
    expect(await captcha.verify('robot', '203.0.113.9')).toBe(false);
  });

  it('fails closed when the service errs or is unreachable', async () => {
    expect(await createSmartCaptcha({ serverKey: 'key-1', endpoint }).verify('broken', '::1')).toBe(false);
    expect(
      await createSmartCaptcha({ serverKey: 'key-1', endpoint: 'http://127.0.0.1:1/validate' }).verify('human', '::1'),
    ).toBe(false);
  });
});
