import type { ImageWidthName } from '@lootmarket/domain';
import { IMAGE_WIDTHS } from '@lootmarket/domain';

/** A transformed image URL: `/_ipx/w_640,f_webp/covers/steam.png`. Absolute URLs go through the allowed CDN hosts. */
export function imageUrl(src: string, width: number): string {
  const path = /^https?:\/\//.test(src) ? src : src.replace(/^\/+/, '');
  return `/_ipx/w_${Math.round(width)},f_webp/${path}`;
}

/** `src` and `srcSet` for an image shown `width` CSS pixels wide, at densities 1 and 2. */
export function responsiveImage(src: string, width: number | ImageWidthName): { src: string; srcSet: string } {
  const px = typeof width === 'number' ? width : IMAGE_WIDTHS[width];
  return { src: imageUrl(src, px), srcSet: `${imageUrl(src, px)} 1x, ${imageUrl(src, px * 2)} 2x` };
}
