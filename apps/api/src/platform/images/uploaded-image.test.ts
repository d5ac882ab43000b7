import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { gifClaiming, pngClaiming } from './image.fixtures';
import { IMAGE_CONCURRENCY, processUploadedImage } from './uploaded-image';

const rules = { formats: new Set(['png', 'jpeg', 'webp', 'gif']), formatMessage: 'Загрузите изображение' };
const toWebp = (image: sharp.Sharp) => image.resize(64, 64).webp().toBuffer();

describe('processUploadedImage', () => {
  it('refuses an image bomb by its header, before decoding a pixel', async () => {
    let decoded = false;
    const bomb = pngClaiming(7000, 7000);
    expect(bomb.length).toBeLessThan(200_000);
    const refused = processUploadedImage(bomb, rules, async (image) => {
      decoded = true;
      return toWebp(image);
    });
    await expect(refused).rejects.toMatchObject({
      statusCode: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Изображение слишком большое: не больше 4096 × 4096 точек',
    });
    expect(decoded).toBe(false);
  });

  it('counts every frame of an animation', async () => {
    // Five frames of 2048²: each alone is allowed, together they decode past the limit.
    const animation = gifClaiming(2048, 2048, 5);
    expect(await sharp(animation, { animated: true }).metadata()).toMatchObject({ format: 'gif', pages: 5 });
    await expect(processUploadedImage(animation, { ...rules, animated: true }, toWebp)).rejects.toMatchObject({
      statusCode: 413,
    });
    await expect(processUploadedImage(animation, rules, toWebp)).resolves.toBeInstanceOf(Buffer);
  });

  it('answers a file that breaks off after its header with 415, not a crash', async () => {
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#f00' } })
      .png()
      .toBuffer();
    await expect(processUploadedImage(png.subarray(0, 60), rules, toWebp)).rejects.toMatchObject({
      statusCode: 415,
      message: 'Загрузите изображение',
    });
    await expect(processUploadedImage(pngClaiming(100, 100), rules, toWebp)).rejects.toMatchObject({ statusCode: 415 });
  });

  it(`decodes at most ${IMAGE_CONCURRENCY} images at once`, async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0f0' } })
      .png()
      .toBuffer();
    let active = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: 8 }, () =>
        processUploadedImage(png, rules, async (image) => {
          most = Math.max(most, ++active);
          await new Promise((resolve) => setTimeout(resolve, 20));
          active -= 1;
          return toWebp(image);
        }),
      ),
    );
    expect(most).toBe(IMAGE_CONCURRENCY);
  });
});
