import { randomUUID } from 'node:crypto';
import { WIDGET_LIMITS } from '@lootmarket/domain';
import { AppError } from '../../platform/http/app-error';
import { processUploadedImage } from '../../platform/images/uploaded-image';

export const IMAGE_FORMAT_MESSAGE = 'Загрузите изображение PNG, JPEG, GIF или WebP';
export const SOUND_FORMAT_MESSAGE = 'Загрузите звук MP3, OGG или WAV';
export const IMAGE_TOO_LARGE_MESSAGE = `Изображение больше ${WIDGET_LIMITS.imageMaxBytes / 1024 / 1024} МБ`;
export const SOUND_TOO_LARGE_MESSAGE = `Звук больше ${WIDGET_LIMITS.soundMaxBytes / 1024 / 1024} МБ`;

const IMAGE_FORMATS = new Set(['png', 'jpeg', 'webp', 'gif']);
const IMAGE_MAX_SIDE = 1024;

export interface MediaFile {
  file: string;
  contentType: string;
  data: Buffer;
}

/**
 * Trusts the bytes, not the declared type: sharp reads the real format, and re-encoding to WebP (keeping
 * animation, which alert GIFs rely on) drops metadata and anything smuggled beside the pixels.
 */
export async function reencodeWidgetImage(input: Buffer): Promise<MediaFile> {
  const data = await processUploadedImage(
    input,
    { formats: IMAGE_FORMATS, formatMessage: IMAGE_FORMAT_MESSAGE, animated: true },
    (image) =>
      image
        .resize(IMAGE_MAX_SIDE, IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 85 })
        .toBuffer(),
  );
  return { file: `${randomUUID()}.webp`, contentType: 'image/webp', data };
}

export type SoundFormat = 'mp3' | 'ogg' | 'wav';
const SOUND_TYPES: Record<SoundFormat, string> = { mp3: 'audio/mpeg', ogg: 'audio/ogg', wav: 'audio/wav' };

/** The audio format its magic bytes announce, or null: the declared type and name are never trusted. */
export function sniffSound(data: Buffer): SoundFormat | null {
  if (data.length < 12) return null;
  if (data.toString('latin1', 0, 4) === 'OggS') return 'ogg';
  if (data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WAVE') return 'wav';
  if (data.toString('latin1', 0, 3) === 'ID3') return 'mp3';
  return isMpegFrameHeader(data) ? 'mp3' : null;
}

/** An MPEG audio frame: 11 sync bits, a defined version and layer, a usable bitrate and sample rate. */
function isMpegFrameHeader(data: Buffer): boolean {
  const [first = 0, second = 0, third = 0] = data;
  if (first !== 0xff || (second & 0xe0) !== 0xe0) return false;
  const version = (second >> 3) & 0b11;
  const layer = (second >> 1) & 0b11;
  const bitrate = third >> 4;
  const sampleRate = (third >> 2) & 0b11;
  return version !== 0b01 && layer !== 0b00 && bitrate !== 0b1111 && sampleRate !== 0b11;
}

/** Accepts a sound by its content and keeps its bytes as they are (browsers play them directly). */
export function acceptWidgetSound(data: Buffer): MediaFile {
  const format = sniffSound(data);
  if (!format) throw new AppError('UNSUPPORTED_MEDIA_TYPE', SOUND_FORMAT_MESSAGE);
  return { file: `${randomUUID()}.${format}`, contentType: SOUND_TYPES[format], data };
}
