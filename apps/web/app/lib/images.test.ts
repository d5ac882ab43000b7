import { describe, expect, it } from 'vitest';
import { imageUrl, responsiveImage } from './images';

describe('images', () => {
  it('builds webp transform URLs for local and CDN images', () => {
    expect(imageUrl('/covers/steam.png', 320)).toBe('/_ipx/w_320,f_webp/covers/steam.png');
    expect(imageUrl('https://cdn.lootmarket.ru/a.png', 640)).toBe('/_ipx/w_640,f_webp/https://cdn.lootmarket.ru/a.png');
  });

  it('offers densities 1 and 2', () => {
    expect(responsiveImage('covers/steam.png', 'xs')).toEqual({
      src: '/_ipx/w_320,f_webp/covers/steam.png',
      srcSet: '/_ipx/w_320,f_webp/covers/steam.png 1x, /_ipx/w_640,f_webp/covers/steam.png 2x',
    });
  });
});
