import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A small PNG whose header claims `width` × `height` RGB pixels over a few rows of data: what an image
 * bomb looks like to a reader of headers. Decoding it would need the full size, then fail on the
 * missing rows.
 */
export function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const someRows = deflateSync(Buffer.alloc((width * 3 + 1) * 4));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', someRows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A GIF of `frames` one-pixel frames on a `width` × `height` screen: tiny, yet each frame decodes to the screen's size. */
export function gifClaiming(width: number, height: number, frames: number): Buffer {
  const screen = Buffer.alloc(7);
  screen.writeUInt16LE(width, 0);
  screen.writeUInt16LE(height, 2);
  screen.set([0x80, 0, 0], 4);
  const palette = Buffer.from([0, 0, 0, 255, 255, 255]);
  // An image descriptor of one pixel at the corner, then its LZW data (clear, pixel 0, end) and a terminator.
  const frame = Buffer.from([0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0x02, 0x02, 0x44, 0x01, 0x00]);
  return Buffer.concat([
    Buffer.from('GIF89a', 'latin1'),
    screen,
    palette,
    ...Array<Buffer>(frames).fill(frame),
    Buffer.from([0x3b]),
  ]);
}
