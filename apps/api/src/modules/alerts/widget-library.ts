import type { WidgetLibrary } from '@lootmarket/domain';
import { libraryImages } from './library-images';
import { librarySounds } from './library-sounds';

/** Where the built-in media is served; a widget stores `library/<id>.<ext>` in place of an upload's name. */
export const LIBRARY_PATH_PREFIX = '/uploads/library/';
const STORED_PREFIX = 'library/';

export const isLibraryFile = (file: string) => file.startsWith(STORED_PREFIX);

/** The address of a widget's stored media name, built-in or uploaded. */
export const libraryUrl = (file: string) => `/uploads/${file}`;

/** The built-in sounds and pictures as the settings list them. */
export function widgetLibrary(): WidgetLibrary {
  return {
    sounds: librarySounds().map(({ id, title, durationMs }) => ({
      id,
      title,
      durationMs,
      url: `${LIBRARY_PATH_PREFIX}${id}.wav`,
    })),
    images: libraryImages().map(({ id, title, animated }) => ({
      id,
      title,
      animated,
      url: `${LIBRARY_PATH_PREFIX}${id}.svg`,
    })),
  };
}

/** The name a widget stores for a library item, or null for an id the library does not have. */
export function libraryFileName(kind: 'image' | 'sound', itemId: string): string | null {
  const items = kind === 'image' ? libraryImages() : librarySounds();
  if (!items.some((item) => item.id === itemId)) return null;
  return `${STORED_PREFIX}${itemId}.${kind === 'image' ? 'svg' : 'wav'}`;
}

/** A library file's bytes and type, or null. */
export function findLibraryFile(file: string): { contentType: string; data: Buffer } | null {
  const match = /^([a-z0-9-]{1,40})\.(svg|wav)$/.exec(file);
  if (!match) return null;
  const [, id, extension] = match;
  if (extension === 'svg') {
    const image = libraryImages().find((item) => item.id === id);
    return image ? { contentType: 'image/svg+xml', data: image.data } : null;
  }
  const sound = librarySounds().find((item) => item.id === id);
  return sound ? { contentType: 'audio/wav', data: sound.data } : null;
}
