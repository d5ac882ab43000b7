import { randomUUID } from 'node:crypto';
import { processUploadedImage } from '../../platform/images/uploaded-image';

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_SIZE = 256;
const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'webp']);
export const AVATAR_FORMAT_MESSAGE = 'Загрузите изображение PNG, JPEG или WebP';

/**
 * Trusts the bytes, not the declared type or name: sharp reads the real format, and re-encoding drops
 * anything smuggled alongside the pixels (metadata, polyglot payloads).
 */
export async function reencodeAvatar(input: Buffer): Promise<{ file: string; data: Buffer }> {
  const data = await processUploadedImage(
    input,
    { formats: ACCEPTED_FORMATS, formatMessage: AVATAR_FORMAT_MESSAGE },
    (image) => image.rotate().resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' }).webp({ quality: 85 }).toBuffer(),
  );
  return { file: `${randomUUID()}.webp`, data };
}
