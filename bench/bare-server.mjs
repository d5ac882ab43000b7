// The baseline: Fastify with nothing added, answering with the bytes the measured routes answer. Plain
// JavaScript, run by node itself: a module loader in the process (tsx) slows Fastify's request path.
// /bare answers BARE_BODY; BARE_ROUTES_FILE may name a JSON file of { path, type, body, headers? } routes
// that answer the bytes of other measured routes (a product, a search result, the static route with the
// headers the full stack sends).
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

/** @typedef {{ path: string, type: string, body: string, headers?: Record<string, string> }} BareRoute */

const port = Number(process.env.PORT ?? 3302);
const body = process.env.BARE_BODY ?? '{"id":"bench"}';
/** @type {BareRoute[]} */
const routes = process.env.BARE_ROUTES_FILE ? JSON.parse(readFileSync(process.env.BARE_ROUTES_FILE, 'utf8')) : [];

const app = Fastify({ logger: false });
app.get('/bare', (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
for (const route of routes) {
  const headers = route.headers ?? {};
  app.get(route.path, (_request, reply) => reply.headers(headers).type(route.type).send(route.body));
}
await app.listen({ host: '127.0.0.1', port });
