import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { acceptWidgetSound, reencodeWidgetImage, sniffSound } from './widget-media';

const pad = (head: number[] | string) =>
  Buffer.concat([typeof head === 'string' ? Buffer.from(head, 'latin1') : Buffer.from(head), Buffer.alloc(64)]);

describe('widget sounds are recognised by their bytes', () => {
  it('knows OGG, WAV, MP3 with ID3 and bare MP3 frames', () => {
    expect(sniffSound(pad('OggS'))).toBe('ogg');
    expect(sniffSound(Buffer.concat([Buffer.from('RIFF\x24\x00\x00\x00WAVE', 'latin1'), Buffer.alloc(32)]))).toBe(
      'wav',
    );
    expect(sniffSound(pad('ID3\x04'))).toBe('mp3');
    expect(sniffSound(pad([0xff, 0xfb, 0x90, 0x64]))).toBe('mp3');
  });

  it('refuses scripts, HTML and images whatever they are called', () => {
    expect(sniffSound(pad('<script>alert(1)</script>'))).toBeNull();
    expect(sniffSound(pad('RIFF\x24\x00\x00\x00AVI '))).toBeNull();
    expect(sniffSound(pad([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    expect(sniffSound(pad([0xff, 0xff, 0xff, 0xff]))).toBeNull();
    expect(sniffSound(Buffer.from('OggS'))).toBeNull();
    expect(() => acceptWidgetSound(pad('<svg onload=alert(1)>'))).toThrow(/MP3, OGG или WAV/);
  });

  it('names an accepted sound by its real format', () => {
    expect(acceptWidgetSound(pad('OggS'))).toMatchObject({
      contentType: 'audio/ogg',
      file: expect.stringMatching(/\.ogg$/),
    });
  });
});

describe('widget images', () => {
  it('re-encodes a PNG to WebP within 1024 px', async () => {
    const png = await sharp({ create: { width: 2048, height: 512, channels: 4, background: '#8b5cf6' } })
      .png()
      .toBuffer();
    const image = await reencodeWidgetImage(png);
    expect(image.contentType).toBe('image/webp');
    const meta = await sharp(image.data).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1024, 256]);
  });

  it('refuses SVG and text posing as an image', async () => {
    await expect(
      reencodeWidgetImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')),
    ).rejects.toThrow(/PNG, JPEG, GIF или WebP/);
    await expect(reencodeWidgetImage(Buffer.from('not an image at all'))).rejects.toThrow(/PNG, JPEG, GIF или WebP/);
  });
});
