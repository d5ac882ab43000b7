import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it, vi } from 'vitest';
import { searchPublicRoutes } from './search.routes';

async function failingApp(lines: string[]) {
  const app = Fastify({ logger: { level: 'error', stream: { write: (line: string) => void lines.push(line) } } });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const search = vi.fn().mockRejectedValue(new Error('index is gone'));
  const results = vi.fn().mockRejectedValue(new Error('index is gone'));
  await app.register(searchPublicRoutes, { search: { search, results } });
  return { app, search, results };
}

describe('search route', () => {
  it('logs a failing search and answers empty lists with 200', async () => {
    const lines: string[] = [];
    const { app, search } = await failingApp(lines);
    const response = await app.inject('/search?text=robux');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ listings: [], offers: [] });
    expect(search).toHaveBeenCalledWith({ text: 'robux', listingsLimit: 10, offersLimit: 10 });
    await app.close();
    expect(lines.map((line) => JSON.parse(line))).toContainEqual(expect.objectContaining({ msg: 'search failed', text: 'robux', err: expect.objectContaining({ message: 'index is gone' }) }));
  });

  it('logs a failing results page and answers an empty page with 200', async () => {
    const lines: string[] = [];
    const { app, results } = await failingApp(lines);
    const response = await app.inject('/search/results?text=robux&in_stock=1&type=rmt');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ text: 'robux', listings: [], products: [], total: 0 });
    expect(results).toHaveBeenCalledWith({ text: 'robux', type: 'rmt', in_stock: true, page: 1 });
    await app.close();
    expect(lines.map((line) => JSON.parse(line))).toContainEqual(expect.objectContaining({ msg: 'search results failed', text: 'robux' }));
  });
});
