import { ORDER_IMAGE_FORMAT_MESSAGE } from '@lootmarket/domain';
import { processUploadedImage } from '../../platform/images/uploaded-image';

const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'webp']);
/** Large enough to read a screenshot, small enough to keep rows light. */
const MAX_SIDE = 2048;

/**
 * Trusts the bytes, not the declared type: sharp reads the real format and re-encoding to WebP drops
 * anything smuggled beside the pixels (locations in metadata, polyglot payloads), as for delivery pictures.
 */
export async function reencodeConversationImage(
  input: Buffer,
): Promise<{ data: Buffer; width: number; height: number }> {
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
