import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';

export interface Upstream {
  name: string;
  /** http://host:port of a server process. */
  url: string;
}

export interface Balancer {
  url: string;
  /** Debian's nginx with the shipped configuration, or this file's small proxy where nginx is missing. */
  kind: 'nginx' | 'node';
  /** The nginx master process, when nginx balances. */
  pid?: number;
  /** How many requests and sockets each upstream was handed. */
  readonly served: Record<string, number>;
  close(): Promise<void>;
}

export interface BalancerOptions {
  upstreams: Upstream[];
  host?: string;
  port?: number;
}

/** A request header naming the upstream to use; the answer names the one used in the same header. */
export const UPSTREAM_HEADER = 'x-upstream';
/** An upstream that refused a connection is skipped this long. */
const RESTING_MS = 2_000;
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer'];

/**
 * A small round-robin HTTP and WebSocket balancer for running several server processes on one machine,
 * as a real balancer would sit in front of them: it appends the client's address to X-Forwarded-For,
 * keeps the Host, and moves on to the next upstream when one refuses the connection (a process that
 * died), which is safe because nothing of the request reached it.
 */
export async function startBalancer({ upstreams, host = '127.0.0.1', port = 0 }: BalancerOptions): Promise<Balancer> {
  const targets = upstreams.map((upstream) => ({ ...upstream, address: new URL(upstream.url), restingUntil: 0 }));
  const served: Record<string, number> = Object.fromEntries(upstreams.map((upstream) => [upstream.name, 0]));
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  let next = 0;

  /** The pinned upstream, or the next awake one after the last; every one in turn when all rest. */
  const order = (headers: IncomingHttpHeaders): typeof targets => {
    const pinned = targets.find((target) => target.name === headers[UPSTREAM_HEADER]);
    if (pinned) return [pinned];
    const start = next++ % targets.length;
    const turn = [...targets.slice(start), ...targets.slice(0, start)];
    const awake = turn.filter((target) => target.restingUntil <= Date.now());
    return awake.length > 0 ? awake : turn;
  };

  const forwardedHeaders = (request: IncomingMessage): IncomingHttpHeaders => {
    const headers: IncomingHttpHeaders = { ...request.headers };
    for (const name of HOP_BY_HOP) delete headers[name];
    delete headers[UPSTREAM_HEADER];
    const client = request.socket.remoteAddress ?? '';
    const chain = request.headers['x-forwarded-for'];
    headers['x-forwarded-for'] = chain ? `${String(chain)}, ${client}` : client;
    headers['x-forwarded-proto'] ??= 'http';
    return headers;
  };

  const proxy = (request: IncomingMessage, response: ServerResponse, body: Buffer, candidates: typeof targets) => {
    const [target, ...rest] = candidates;
    if (!target) {
      response.writeHead(502, { 'content-type': 'text/plain' }).end('no upstream answers');
      return;
    }
    const outgoing = http.request(
      {
        agent,
        host: target.address.hostname,
        port: target.address.port,
        method: request.method,
        path: request.url,
        headers: { ...forwardedHeaders(request), 'content-length': String(body.length) },
      },
      (answer) => {
        served[target.name]! += 1;
        const headers: Record<string, string | string[] | undefined> = {
          ...answer.headers,
          [UPSTREAM_HEADER]: target.name,
        };
        for (const name of HOP_BY_HOP) delete headers[name];
        response.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(response);
        answer.on('error', () => response.destroy());
      },
    );
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED' && !response.headersSent) {
        target.restingUntil = Date.now() + RESTING_MS;
        proxy(request, response, body, rest);
      } else if (!response.headersSent) {
        response.writeHead(502, { 'content-type': 'text/plain' }).end('upstream failed');
      } else response.destroy();
    });
    outgoing.end(body);
  };

  const tunnel = (request: IncomingMessage, socket: Duplex, head: Buffer, candidates: typeof targets) => {
    const [target, ...rest] = candidates;
    if (!target) return void socket.destroy();
    const upstream = net.connect(Number(target.address.port), target.address.hostname);
    upstream.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED') {
        target.restingUntil = Date.now() + RESTING_MS;
        tunnel(request, socket, head, rest);
      } else socket.destroy();
    });
    upstream.once('connect', () => {
      served[target.name]! += 1;
      const headers = { ...forwardedHeaders(request), connection: 'Upgrade', upgrade: request.headers.upgrade };
      const lines = Object.entries(headers).flatMap(([name, value]) =>
        value === undefined ? [] : (Array.isArray(value) ? value : [value]).map((one) => `${name}: ${one}`),
      );
      upstream.write(`${request.method} ${request.url} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`);
      upstream.write(head);
      upstream.on('error', () => socket.destroy());
      socket.on('error', () => upstream.destroy());
      socket.pipe(upstream).pipe(socket);
    });
  };

  const sockets = new Set<Duplex>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => proxy(request, response, Buffer.concat(chunks), order(request.headers)));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    tunnel(request, socket, head, order(request.headers));
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${bound}`,
    kind: 'node',
    served,
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      agent.destroy();
      await closed;
    },
  };
}
