import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sniffSound } from './widget-media';
import { libraryImages } from './library-images';
import { librarySounds } from './library-sounds';
import { findLibraryFile, libraryFileName, widgetLibrary } from './widget-library';

describe('the built-in library', () => {
  it('has at least twelve sounds, each a WAV as long as it says', () => {
    const sounds = librarySounds();
    expect(sounds.length).toBeGreaterThanOrEqual(12);
    expect(new Set(sounds.map((sound) => sound.id)).size).toBe(sounds.length);
    for (const sound of sounds) {
      expect(sniffSound(sound.data)).toBe('wav');
      const seconds = sound.data.readUInt32LE(40) / sound.data.readUInt32LE(28);
      expect(Math.abs(seconds * 1000 - sound.durationMs)).toBeLessThan(5);
    }
  });

  it('has at least twelve pictures that render, some of them moving', async () => {
    const images = libraryImages();
    expect(images.length).toBeGreaterThanOrEqual(12);
    expect(images.filter((image) => image.animated).length).toBeGreaterThan(0);
    for (const image of images) {
      const { width, height } = await sharp(image.data).metadata();
      expect([width, height]).toEqual([320, 320]);
    }
  });

  it('lists addresses it serves, and names only what it has', () => {
    const library = widgetLibrary();
    for (const item of [...library.sounds, ...library.images])
      expect(findLibraryFile(item.url.replace('/uploads/library/', ''))).not.toBeNull();
    expect(libraryFileName('sound', 'chime')).toBe('library/chime.wav');
    expect(libraryFileName('image', 'chime')).toBeNull();
    expect(findLibraryFile('../secret.wav')).toBeNull();
  });
});
