// The baseline: Fastify with nothing added, answering with the bytes the measured routes answer.
import Fastify from 'fastify';

const port = Number(process.env.PORT ?? 3302);
const body = process.env.BARE_BODY ?? '{"id":"bench"}';

const app = Fastify({ logger: false });
app.get('/bare', (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ host: '127.0.0.1', port });
