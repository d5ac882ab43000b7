import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { redirectTrailingSlashes } from './trailing-slash';

async function appWithRedirects() {
  const app = Fastify();
  redirectTrailingSlashes(app);
  app.get('/*', async (request) => ({ url: request.url }));
  await app.ready();
  return app;
}

describe('redirectTrailingSlashes', () => {
  it.each([
    ['/terms/', '/terms'],
    ['/terms/?ref=footer&x=1', '/terms?ref=footer&x=1'],
    ['/ru-ru/steam///', '/ru-ru/steam'],
    ['//evil.example/', '/evil.example'],
  ])('%s → 301 %s', async (from, to) => {
    const response = await (await appWithRedirects()).inject(from);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(to);
  });

  it.each(['/', '/terms', '/terms?next=/a/', '/api/docs/'])('%s is served as it is', async (url) => {
    const response = await (await appWithRedirects()).inject(url);
    expect(response.statusCode).toBe(200);
  });
});
