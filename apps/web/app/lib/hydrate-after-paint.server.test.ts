import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { holdScriptsUntilPaint } from './hydrate-after-paint.server';

const PAGE =
  '<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8"/><title>Лутмаркет</title>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/framework.js" nonce="n"/></head>' +
  '<body><p>Ключи &lt;link rel=&quot;modulepreload&quot; и type=&quot;module&quot; в тексте</p>' +
  '<script nonce="n">window.__reactRouterContext = {"a":"type=\\"module\\" async=\\"\\""};</script>' +
  '<script nonce="n" type="module" async="">import * as route0 from "/assets/root.js";</script></body></html>';

const HELD =
  '<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8"/><title>Лутмаркет</title>' +
  '<link data-preload-after-paint="" href="/assets/entry.client.js" nonce="n"/>' +
  '<link data-preload-after-paint="" href="/assets/framework.js" nonce="n"/></head>' +
  '<body><p>Ключи &lt;link rel=&quot;modulepreload&quot; и type=&quot;module&quot; в тексте</p>' +
  '<script nonce="n">window.__reactRouterContext = {"a":"type=\\"module\\" async=\\"\\""};</script>' +
  '<script nonce="n" type="text/plain" data-run-after-paint="">import * as route0 from "/assets/root.js";</script></body></html>';

async function hold(chunks: Buffer[]): Promise<string> {
  return text(Readable.from(chunks).pipe(holdScriptsUntilPaint()));
}

describe('holdScriptsUntilPaint', () => {
  it('holds back the module preloads and the module script, and nothing the page shows or its data', async () => {
    expect(await hold([Buffer.from(PAGE)])).toBe(HELD);
  });

  it('gives the same page wherever the stream splits it, inside a marker or inside a Cyrillic letter', async () => {
    const bytes = Buffer.from(PAGE);
    for (let at = 1; at < bytes.length; at += 1) {
      expect(await hold([bytes.subarray(0, at), bytes.subarray(at)]), `split at byte ${at}`).toBe(HELD);
    }
  });

  it('passes on at once what cannot begin a marker, and holds back only what can', async () => {
    const stream = holdScriptsUntilPaint();
    const passed: string[] = [];
    stream.on('data', (chunk: Buffer) => passed.push(chunk.toString()));
    stream.write('<p>Оплата картой</p></body></html>');
    stream.write('<script nonce="n" type="module" as');
    await new Promise((resolve) => setImmediate(resolve));
    expect(passed.join('')).toBe('<p>Оплата картой</p></body></html><script nonce="n" ');
    stream.end('ync=""></script>');
    await new Promise((resolve) => stream.on('end', resolve));
    expect(passed.join('')).toBe(
      '<p>Оплата картой</p></body></html><script nonce="n" type="text/plain" data-run-after-paint=""></script>',
    );
  });

  it('gives the same page from a stream of single bytes', async () => {
    expect(await hold(Array.from(Buffer.from(PAGE), (byte) => Buffer.from([byte])))).toBe(HELD);
  });
});
