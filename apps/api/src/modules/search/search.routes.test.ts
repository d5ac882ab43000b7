import { PUBLIC_API } from '@lootmarket/domain/endpoints/define';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it, vi } from 'vitest';
import { createAnswerCache, SEARCH_INDEX_TAG } from '../../platform/cache/answer-cache';
import { searchPublicRoutes } from './search.routes';

const localEvents = () => ({ publish: async () => {}, subscribe: async () => async () => {} });
const answerCache = () => createAnswerCache({ events: localEvents(), ttlMs: 60_000, maxChars: 1_000_000 });

async function failingApp(lines: string[]) {
  const app = Fastify({ logger: { level: 'error', stream: { write: (line: string) => void lines.push(line) } } });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const search = vi.fn().mockRejectedValue(new Error('index is gone'));
  const results = vi.fn().mockRejectedValue(new Error('index is gone'));
  await app.register(searchPublicRoutes, { prefix: PUBLIC_API, search: { search, results }, answers: answerCache() });
  return { app, search, results };
}

describe('search route', () => {
  it('logs a failing search and answers empty lists with 200', async () => {
    const lines: string[] = [];
    const { app, search } = await failingApp(lines);
    const response = await app.inject(`${PUBLIC_API}/search?text=robux`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ listings: [], offers: [] });
    expect(search).toHaveBeenCalledWith({ text: 'robux', listingsLimit: 10, offersLimit: 10 });
    await app.inject(`${PUBLIC_API}/search?text=robux`);
    expect(search).toHaveBeenCalledTimes(2);
    await app.close();
    expect(lines.map((line) => JSON.parse(line))).toContainEqual(
      expect.objectContaining({
        msg: 'search failed',
        text: 'robux',
        err: expect.objectContaining({ message: 'index is gone' }),
      }),
    );
  });

  it('logs a failing results page and answers an empty page with 200', async () => {
    const lines: string[] = [];
    const { app, results } = await failingApp(lines);
    const response = await app.inject(`${PUBLIC_API}/search/results?text=robux&in_stock=1&type=rmt`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ text: 'robux', listings: [], products: [], total: 0 });
    expect(results).toHaveBeenCalledWith({ text: 'robux', type: 'rmt', in_stock: true, page: 1 });
    await app.close();
    expect(lines.map((line) => JSON.parse(line))).toContainEqual(
      expect.objectContaining({ msg: 'search results failed', text: 'robux' }),
    );
  });

  it('answers a repeated search from memory until the index changes', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const search = vi
      .fn()
      .mockResolvedValue({ listings: [], offers: [{ title: 'Robux', slug: 'robux', listingTitle: 'Roblox' }] });
    const answers = answerCache();
    await app.register(searchPublicRoutes, { prefix: PUBLIC_API, search: { search, results: vi.fn() }, answers });
    const first = await app.inject(`${PUBLIC_API}/search?text=robux`);
    const second = await app.inject(`${PUBLIC_API}/search?text=robux`);
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(search).toHaveBeenCalledTimes(1);
    await app.inject(`${PUBLIC_API}/search?text=robux&offers_limit=5`);
    expect(search).toHaveBeenCalledTimes(2);
    await answers.invalidate([SEARCH_INDEX_TAG]);
    await app.inject(`${PUBLIC_API}/search?text=robux`);
    expect(search).toHaveBeenCalledTimes(3);
    await app.close();
  });
});
