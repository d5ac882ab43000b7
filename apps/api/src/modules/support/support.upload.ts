import type { FastifyRequest } from 'fastify';
import { ORDER_IMAGE_FORMAT_MESSAGE, ORDER_IMAGE_MAX_BYTES } from '@lootmarket/domain';
import { AppError } from '../../platform/http/app-error';

/** The one picture of a multipart upload (field `file`), limits as in the order chat. */
export async function uploadedPicture(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', ORDER_IMAGE_FORMAT_MESSAGE);
  const part = await request.file();
  if (!part) throw new AppError('VALIDATION_FAILED', ORDER_IMAGE_FORMAT_MESSAGE);
  try {
    return await part.toBuffer();
  } catch {
    throw new AppError('PAYLOAD_TOO_LARGE', 'Файл больше 10 МБ');
  }
}

/** One picture per request, at most the order chat's size. */
export const PICTURE_LIMITS = { fileSize: ORDER_IMAGE_MAX_BYTES, files: 1, fields: 0, parts: 1 };
