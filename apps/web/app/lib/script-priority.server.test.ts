import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { lowPriorityModulePreloads } from './script-priority.server';

const PAGE =
  '<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8"/><title>Лутмаркет</title>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/framework.js" nonce="n"/></head>' +
  '<body><p>Ключи и <code>&lt;link rel="modulepreload"</code> в тексте</p></body></html>';

const EXPECTED = PAGE.replace(/<link rel="modulepreload" href/g, '<link rel="modulepreload" fetchpriority="low" href');

async function rewrite(chunks: Buffer[]): Promise<string> {
  return text(Readable.from(chunks).pipe(lowPriorityModulePreloads()));
}

describe('lowPriorityModulePreloads', () => {
  it('marks every module preload of the head as low priority and leaves the body alone', async () => {
    expect(await rewrite([Buffer.from(PAGE)])).toBe(EXPECTED);
    expect(EXPECTED.match(/fetchpriority="low"/g)).toHaveLength(2);
  });

  it('gives the same page wherever the stream splits it, inside a tag or inside a Cyrillic letter', async () => {
    const bytes = Buffer.from(PAGE);
    for (let at = 1; at < bytes.length; at += 1) {
      expect(await rewrite([bytes.subarray(0, at), bytes.subarray(at)]), `split at byte ${at}`).toBe(EXPECTED);
    }
  });

  it('passes a stream of one byte per chunk through unchanged but for the preloads', async () => {
    const bytes = Buffer.from(PAGE);
    const oneByOne = Array.from(bytes, (byte) => Buffer.from([byte]));
    expect(await rewrite(oneByOne)).toBe(EXPECTED);
  });
});
