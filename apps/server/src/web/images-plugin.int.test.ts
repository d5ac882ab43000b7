import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imagesPlugin } from './images-plugin';

describe('/_ipx image transforms', () => {
  const dir = mkdtempSync(join(tmpdir(), 'lootmarket-images-'));
  let app: FastifyInstance;

  beforeAll(async () => {
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#7c5cff' } })
      .png()
      .toBuffer();
    writeFileSync(join(dir, 'cover.png'), png);
    app = Fastify();
    await app.register(imagesPlugin, { dirs: [dir], domains: [] });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('resizes to the asked width and re-encodes as webp with a long cache', async () => {
    const response = await app.inject('/_ipx/w_320,f_webp/cover.png');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toContain('max-age=31536000');
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(320);
  });

  it('answers 404 for a missing image and refuses paths outside its folders', async () => {
    expect((await app.inject('/_ipx/w_320/missing.png')).statusCode).toBe(404);
    const escaped = await app.inject('/_ipx/w_320/..%2F..%2Fetc%2Fpasswd');
    expect(escaped.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('refuses remote images from hosts it was not given', async () => {
    const response = await app.inject('/_ipx/w_320/https://example.com/a.png');
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
  });
});
