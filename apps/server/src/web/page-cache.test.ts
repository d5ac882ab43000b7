import { createAnswerCache, productTag } from '@lootmarket/api/platform/cache/answer-cache';
import { CACHE_TAG_HEADER, PAGE_CACHE_SECONDS_HEADER } from '@lootmarket/domain';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createPageCache } from './page-cache';
import { sendWebResponse } from './fetch-adapter';

const quietEvents = { publish: async () => {}, subscribe: async () => async () => {} };

function page(nonce: string, headers: Record<string, string> = {}) {
  return new Response(`<html><script nonce="${nonce}">hydrate(${renders})</script></html>`, {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': `script-src 'nonce-${nonce}' 'strict-dynamic'`,
      [PAGE_CACHE_SECONDS_HEADER]: '30',
      [CACHE_TAG_HEADER]: `${productTag('p1')},seller:7`,
      ...headers,
    },
  });
}

let renders = 0;
let nextHeaders: Record<string, string> = {};
let renderMs = 0;

async function appWithPages() {
  const answers = createAnswerCache({ events: quietEvents, ttlMs: 30_000, maxChars: 1_000_000 });
  const pages = createPageCache(answers, (request) => `http://${request.host}`);
  const app = Fastify();
  app.get('/*', async (request, reply) => {
    const render = async () => {
      renders += 1;
      const response = page(`n${renders}AAAA`, nextHeaders);
      await new Promise((resolve) => setTimeout(resolve, renderMs));
      return response;
    };
    return pages.serve(request, reply, render, (response) => sendWebResponse(reply, response));
  });
  return { app, answers };
}

const nonceOf = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];

describe('kept pages', () => {
  afterEach(() => {
    renders = 0;
    nextHeaders = {};
    renderMs = 0;
  });

  it('renders a page once for visitors who ask while it renders, and sends each of them the kept copy', async () => {
    const { app } = await appWithPages();
    renderMs = 50;
    const answers = await Promise.all(Array.from({ length: 5 }, () => app.inject('/ru-ru/steam')));
    expect(renders).toBe(1);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => nonceOf(answer.headers['content-security-policy'] as string))).size).toBe(5);
  });

  it('renders once for anonymous visitors and sends each copy with its own nonce, in the policy and the page', async () => {
    const { app } = await appWithPages();
    const first = await app.inject('/product/elden-ring');
    const second = await app.inject('/product/elden-ring');
    expect(renders).toBe(1);
    expect(first.headers.age).toBeUndefined();
    expect(second.headers.age).toBe('0');
    const [firstNonce, secondNonce] = [
      nonceOf(first.headers['content-security-policy'] as string),
      nonceOf(second.headers['content-security-policy'] as string),
    ];
    expect(firstNonce).toBe('n1AAAA');
    expect(secondNonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(second.body).toBe(`<html><script nonce="${secondNonce}">hydrate(1)</script></html>`);
    for (const response of [first, second]) {
      expect(response.headers[PAGE_CACHE_SECONDS_HEADER]).toBeUndefined();
      expect(response.headers[CACHE_TAG_HEADER]).toBeUndefined();
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    }
  });

  it('never sends a page built for another host to a visitor of this one', async () => {
    const { app } = await appWithPages();
    await app.inject({ url: '/product/elden-ring', headers: { host: 'evil.example' } });
    const own = await app.inject({ url: '/product/elden-ring', headers: { host: 'lootmarket.ru' } });
    expect(renders).toBe(2);
    expect(own.headers.age).toBeUndefined();
    expect((await app.inject({ url: '/product/elden-ring', headers: { host: 'lootmarket.ru' } })).headers.age).toBe(
      '0',
    );
  });

  it('drops the page when a tag it was built from changes', async () => {
    const { app, answers } = await appWithPages();
    await app.inject('/product/elden-ring');
    await answers.invalidate(['seller:7']);
    await app.inject('/product/elden-ring');
    expect(renders).toBe(2);
  });

  it('never serves or keeps a page for a signed-in visitor, another method or another address', async () => {
    const { app } = await appWithPages();
    await app.inject('/product/elden-ring');
    await app.inject({ url: '/product/elden-ring', headers: { cookie: 'theme=dark; access_token=abc' } });
    await app.inject({ url: '/product/elden-ring', headers: { cookie: 'has_session=1' } });
    await app.inject({ url: '/product/elden-ring', headers: { authorization: 'Bearer x' } });
    await app.inject('/product/elden-ring?utm_source=vk');
    expect(renders).toBe(5);
    await app.inject({ url: '/product/elden-ring', headers: { cookie: 'theme=dark' } });
    expect(renders).toBe(5);
  });

  it('does not keep pages that set cookies, did not ask, or are not HTML', async () => {
    const { app } = await appWithPages();
    const variants: Record<string, string>[] = [
      { 'set-cookie': 'a=1' },
      { [PAGE_CACHE_SECONDS_HEADER]: '0' },
      { 'content-type': 'application/json' },
    ];
    for (const headers of variants) {
      nextHeaders = headers;
      await app.inject('/product/x');
      await app.inject('/product/x');
    }
    expect(renders).toBe(6);
  });

  it('sends kept pages with no-cache and one validator, and answers 304 without a policy to a visitor holding that copy', async () => {
    const { app } = await appWithPages();
    const first = await app.inject('/product/elden-ring');
    const second = await app.inject('/product/elden-ring');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
    const revalidated = await app.inject({
      url: '/product/elden-ring',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers['content-security-policy']).toBeUndefined();
    const stale = await app.inject({ url: '/product/elden-ring', headers: { 'if-none-match': 'W/"other"' } });
    expect(stale.statusCode).toBe(200);
    expect(renders).toBe(1);
  });
});
