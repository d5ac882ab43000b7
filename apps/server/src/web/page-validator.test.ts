import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { isUnchanged, nonceOf, pageEtag } from './page-validator';

describe('page validators', () => {
  it('gives two renderings that differ only in their nonce the same validator, and another page another', () => {
    const page = (nonce: string, text = 'Лутмаркет') => `<script nonce="${nonce}">${text}</script>`;
    expect(pageEtag(page('aaaa'), 'aaaa')).toBe(pageEtag(page('bbbb'), 'bbbb'));
    expect(pageEtag(page('aaaa'), 'aaaa')).not.toBe(pageEtag(page('aaaa', 'Steam'), 'aaaa'));
    expect(pageEtag(page('aaaa'), 'aaaa')).toMatch(/^W\/"[\w-]{27}"$/);
  });

  it('reads the nonce from the page policy', () => {
    expect(nonceOf("script-src 'self' 'nonce-Y0vC+PMy/qqQ==' https://x")).toBe('Y0vC+PMy/qqQ==');
    expect(nonceOf(null)).toBeUndefined();
  });

  it('compares If-None-Match weakly, in a list or as a wildcard', async () => {
    const app = Fastify();
    app.get('/', (request, reply) => void reply.send(isUnchanged(request, 'W/"abc"')));
    const ask = async (value?: string) =>
      (await app.inject({ url: '/', headers: value ? { 'if-none-match': value } : {} })).json();
    expect(await ask()).toBe(false);
    expect(await ask('W/"abc"')).toBe(true);
    expect(await ask('"abc"')).toBe(true);
    expect(await ask('W/"x", W/"abc"')).toBe(true);
    expect(await ask('*')).toBe(true);
    expect(await ask('W/"abcd"')).toBe(false);
  });
});
