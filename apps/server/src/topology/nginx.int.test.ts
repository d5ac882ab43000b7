import http, { type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { KEY_UPLOAD_LIMITS, ORDER_IMAGE_MAX_BYTES, WIDGET_LIMITS } from '@lootmarket/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { UPSTREAM_HEADER, type Balancer } from './balancer';
import { readShippedConfig } from './nginx-config';
import { findNginx, startNginxBalancer } from './nginx-balancer';

const MIB = 1024 * 1024;

interface Echo {
  name: string;
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  bytes: number;
}

/** A stand-in server process: answers what it received, echoes WebSocket frames, and can die. */
async function startUpstream(name: string) {
  const server = http.createServer((request: IncomingMessage, response) => {
    let bytes = 0;
    request.on('data', (chunk: Buffer) => (bytes += chunk.length));
    request.on('end', () => {
      const echo: Echo = { name, method: request.method!, url: request.url!, headers: request.headers, bytes };
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(echo));
    });
  });
  const sockets = new WebSocketServer({ server });
  sockets.on('connection', (socket, request) => {
    socket.send(JSON.stringify({ name, origin: request.headers.origin, xff: request.headers['x-forwarded-for'] }));
    socket.on('message', (data) => socket.send(`${name}:${String(data)}`));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let closed = false;
  return {
    name,
    url,
    close: async () => {
      if (closed) return;
      closed = true;
      for (const client of sockets.clients) client.terminate();
      await new Promise<void>((resolve) => sockets.close(() => resolve()));
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Sends `bytes` of body and resolves with nginx's answer, even when nginx answers before taking it all. */
function post(url: string, bytes: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', 'content-length': bytes },
    });
    request.on('response', (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode!, body }));
    });
    request.on('error', reject);
    request.end(Buffer.alloc(bytes, 1));
  });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('the shipped nginx configuration', () => {
  it('takes a little more than our largest body, so the app refuses too-large uploads itself', () => {
    const limit = /client_max_body_size (\d+)m;/.exec(readShippedConfig())?.[1];
    const largest = Math.max(
      KEY_UPLOAD_LIMITS.maxBytes + 64 * 1024,
      ORDER_IMAGE_MAX_BYTES,
      WIDGET_LIMITS.imageMaxBytes,
      WIDGET_LIMITS.soundMaxBytes,
      MIB,
    );
    expect(Number(limit) * MIB).toBeGreaterThan(largest);
    expect(Number(limit) * MIB - largest).toBeLessThanOrEqual(MIB);
  });
});

describe.runIf(findNginx())('Debian’s nginx with the shipped configuration in front of two processes', () => {
  let a: Awaited<ReturnType<typeof startUpstream>>;
  let b: Awaited<ReturnType<typeof startUpstream>>;
  let balancer: Balancer;

  beforeAll(async () => {
    [a, b] = await Promise.all([startUpstream('web-a'), startUpstream('web-b')]);
    balancer = await startNginxBalancer({ upstreams: [a, b], pinHeader: UPSTREAM_HEADER });
  });

  afterAll(async () => {
    await balancer?.close();
    await Promise.all([a?.close(), b?.close()]);
  });

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${balancer.url}${path}`, { headers });
    return { response, echo: (await response.json()) as Echo };
  };

  it('takes turns between the processes and names the client, the scheme, the host and the request', async () => {
    const before = balancer.served;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => get('/api/gw/public/v1/listing?x=1', { 'x-forwarded-for': '198.18.0.7' })),
    );
    expect(new Set(answers.map(({ echo }) => echo.name))).toEqual(new Set(['web-a', 'web-b']));
    const { response, echo } = answers[0]!;
    expect(response.headers.get(UPSTREAM_HEADER)).toBe(echo.name);
    expect(echo.url).toBe('/api/gw/public/v1/listing?x=1');
    // The chain a client sent, then the address nginx saw: the app trusts nginx only (TRUST_PROXY).
    expect(echo.headers['x-forwarded-for']).toBe('198.18.0.7, 127.0.0.1');
    expect(echo.headers['x-forwarded-proto']).toBe('http');
    expect(echo.headers.host).toBe(new URL(balancer.url).host);
    expect(echo.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    const after = balancer.served;
    expect(after['web-a']! + after['web-b']! - before['web-a']! - before['web-b']!).toBe(6);
  });

  it('keeps a WebSocket open through it, with the Origin and the client address', async () => {
    const socket = new WebSocket(`${balancer.url.replace(/^http/, 'ws')}/api/ws/widgets`, {
      origin: balancer.url,
      headers: { [UPSTREAM_HEADER]: 'web-b' },
    });
    const frames: string[] = [];
    socket.on('message', (data) => frames.push(String(data)));
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    socket.send('hello');
    await expect.poll(() => frames.length).toBe(2);
    expect(JSON.parse(frames[0]!)).toEqual({ name: 'web-b', origin: balancer.url, xff: '127.0.0.1' });
    expect(frames[1]).toBe('web-b:hello');
    socket.close();
  });

  it('passes our largest upload and refuses more with the API’s JSON error', async () => {
    const upload = await post(`${balancer.url}/api/gw/private/v1/order/image`, ORDER_IMAGE_MAX_BYTES + 512 * 1024);
    expect(upload.status).toBe(200);
    expect((JSON.parse(upload.body) as Echo).bytes).toBe(ORDER_IMAGE_MAX_BYTES + 512 * 1024);
    const tooLarge = await post(`${balancer.url}/api/gw/private/v1/order/image`, 12 * MIB);
    expect(tooLarge.status).toBe(413);
    expect(JSON.parse(tooLarge.body)).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'Слишком большой запрос' });
  });

  it('answers its own health check and keeps metrics to the local network', async () => {
    const health = await fetch(`${balancer.url}/nginx-health`);
    expect(health.status).toBe(200);
    expect(await health.text()).toBe('ok\n');
    expect((await get('/metrics')).echo.url).toBe('/metrics');
  });

  it('sends everything to the process left when one dies, writes too, and answers 503 when none is left', async () => {
    await a.close();
    const answers = await Promise.all(
      Array.from({ length: 6 }, async (_, i) =>
        i % 2
          ? (await get('/')).echo
          : (JSON.parse((await post(`${balancer.url}/api/gw/public/v1/order`, 10)).body) as Echo),
      ),
    );
    expect(answers.map((echo) => echo.name)).toEqual(Array(6).fill('web-b'));
    await b.close();
    const none = await fetch(`${balancer.url}/api/gw/public/v1/listing`);
    expect(none.status).toBe(503);
    expect(await none.json()).toEqual({ code: 'UNAVAILABLE', message: 'Сервис временно недоступен' });
  });

  it('stops nginx on close and leaves nothing running', async () => {
    const pid = balancer.pid!;
    expect(alive(pid)).toBe(true);
    await balancer.close();
    expect(alive(pid)).toBe(false);
    await expect(fetch(`${balancer.url}/nginx-health`)).rejects.toThrow();
  });
});
