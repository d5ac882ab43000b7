import { ORDER_IMAGE_FORMAT_MESSAGE } from '@lootmarket/domain';
import sharp from 'sharp';
import { AppError } from '../../platform/http/app-error';

const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'webp']);
/** Large enough to read a screenshot of a receipt, small enough to keep rows light. */
const MAX_SIDE = 2048;

export interface EncodedOrderImage {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * Trusts the bytes, not the declared type or name: sharp reads the real format, and re-encoding to WebP
 * drops anything smuggled alongside the pixels (metadata with locations, polyglot payloads).
 */
export async function reencodeOrderImage(input: Buffer): Promise<EncodedOrderImage> {
  let format: string | undefined;
  try {
    format = (await sharp(input).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', ORDER_IMAGE_FORMAT_MESSAGE);
  try {
    const { data, info } = await sharp(input, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    // A header that parses over a body that does not (truncated or forged files).
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', ORDER_IMAGE_FORMAT_MESSAGE);
  }
}
