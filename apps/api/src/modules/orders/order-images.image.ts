import { ORDER_IMAGE_FORMAT_MESSAGE } from '@lootmarket/domain';
import { processUploadedImage } from '../../platform/images/uploaded-image';

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
  const { data, info } = await processUploadedImage(
    input,
    { formats: ACCEPTED_FORMATS, formatMessage: ORDER_IMAGE_FORMAT_MESSAGE },
    (image) =>
      image
        .rotate()
        .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true }),
  );
  return { data, width: info.width, height: info.height };
}
