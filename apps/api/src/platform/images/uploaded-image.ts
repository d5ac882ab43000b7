import pLimit from 'p-limit';
import sharp, { type Sharp } from 'sharp';
import { AppError } from '../http/app-error';

/**
 * Most pixels an upload may decode to, all frames of an animation together: 4096 × 4096. A decoded pixel
 * takes 4 bytes, so one image holds at most 64 MB however small its file (a 190 KB PNG can claim 7000²).
 */
export const MAX_INPUT_PIXELS = 4096 * 4096;
/** Images decoded at once in a process; the rest wait their turn, so memory stays near this many bombs' worth. */
export const IMAGE_CONCURRENCY = 2;
/** Uploads that may wait for a turn; past it the upload is refused with a Retry-After instead of queueing memory. */
export const IMAGE_QUEUE_MAX = 32;
export const IMAGE_TOO_MANY_PIXELS_MESSAGE = 'Изображение слишком большое: не больше 4096 × 4096 точек';
export const IMAGE_BUSY_MESSAGE = 'Сейчас обрабатывается много изображений. Попробуйте ещё раз через несколько секунд';

const turns = pLimit(IMAGE_CONCURRENCY);

export interface UploadRules {
  /** Formats sharp may report for this upload (png, jpeg, webp, gif). */
  formats: ReadonlySet<string>;
  /** What people are told when the file is not one of them, or does not decode. */
  formatMessage: string;
  /** Keeps every frame of an animation (alert GIFs). */
  animated?: boolean;
}

/**
 * Decodes an uploaded image under the rules: the header is read first (no pixels decoded) for its format
 * and size, a bomb is refused before decoding, and `encode` runs when a decoding turn is free. Anything
 * that fails to decode past a valid header (a truncated file) is the sender's fault: 415, never 500.
 */
export async function processUploadedImage<T>(
  input: Buffer,
  rules: UploadRules,
  encode: (image: Sharp) => Promise<T>,
): Promise<T> {
  const animated = rules.animated ?? false;
  const header = await readHeader(input, animated);
  if (!header.format || !rules.formats.has(header.format))
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', rules.formatMessage);
  if (header.pixels > MAX_INPUT_PIXELS)
    throw new AppError('PAYLOAD_TOO_LARGE', IMAGE_TOO_MANY_PIXELS_MESSAGE, { maxPixels: MAX_INPUT_PIXELS });
  if (turns.pendingCount >= IMAGE_QUEUE_MAX)
    throw new AppError('RATE_LIMITED', IMAGE_BUSY_MESSAGE, { retryAfterSeconds: 5 });
  return turns(async () => {
    try {
      return await encode(sharp(input, { animated, limitInputPixels: MAX_INPUT_PIXELS }));
    } catch {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', rules.formatMessage);
    }
  });
}

/** The format and the decoded pixel count a file announces, read from its header alone. */
async function readHeader(input: Buffer, animated: boolean): Promise<{ format: string | undefined; pixels: number }> {
  try {
    const {
      format,
      width = 0,
      height = 0,
      pageHeight,
      pages,
    } = await sharp(input, { animated, limitInputPixels: false }).metadata();
    const frames = animated ? (pages ?? 1) : 1;
    return { format, pixels: width * (animated ? (pageHeight ?? height) : height) * frames };
  } catch {
    return { format: undefined, pixels: 0 };
  }
}

/** A still picture people uploaded, as stored: WebP at most `maxSide` on its longer side. */
export interface StoredPicture {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * Trusts the bytes, not the declared type or name: sharp reads the real format, and re-encoding to WebP
 * drops anything smuggled beside the pixels (metadata with locations, polyglot payloads).
 */
export async function reencodePicture(input: Buffer, rules: UploadRules & { maxSide: number }): Promise<StoredPicture> {
  const { data, info } = await processUploadedImage(input, rules, (image) =>
    image
      .rotate()
      .resize(rules.maxSide, rules.maxSide, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true }),
  );
  return { data, width: info.width, height: info.height };
}
