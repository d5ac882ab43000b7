import { createIPX, type IPX } from 'ipx';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { withProcessedImages } from './processed-images';

async function coverIpx() {
  const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#7c5cff' } })
    .png()
    .toBuffer();
  let reads = 0;
  const ipx = createIPX({
    storage: {
      name: 'memory',
      getMeta: () => ({ mtime: new Date(0), maxAge: 60 }),
      getData: () => {
        reads += 1;
        return new Uint8Array(png).buffer;
      },
    },
  });
  return { ipx, reads: () => reads };
}

async function encode(ipx: IPX, width: string) {
  return (await ipx('cover.png', { w: width, f: 'webp' }).process()).data;
}

describe('withProcessedImages', () => {
  it('encodes each size once and answers again from memory', async () => {
    const source = await coverIpx();
    const ipx = withProcessedImages(source.ipx, { maxBytes: 1_000_000 });
    const first = await encode(ipx, '320');
    const again = await encode(ipx, '320');
    expect(again).toBe(first);
    expect(source.reads()).toBe(1);
    expect((await sharp(await encode(ipx, '160')).metadata()).width).toBe(160);
    expect(source.reads()).toBe(2);
  });

  it('lets requests that arrive together share one encoding', async () => {
    const source = await coverIpx();
    const ipx = withProcessedImages(source.ipx, { maxBytes: 1_000_000 });
    const answers = await Promise.all([encode(ipx, '320'), encode(ipx, '320'), encode(ipx, '320')]);
    expect(new Set(answers).size).toBe(1);
    expect(source.reads()).toBe(1);
  });

  it('keeps no more than its memory budget', async () => {
    const source = await coverIpx();
    const ipx = withProcessedImages(source.ipx, { maxBytes: 1 });
    await encode(ipx, '320');
    await encode(ipx, '320');
    expect(source.reads()).toBe(2);
  });
});
