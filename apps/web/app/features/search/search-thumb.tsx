import clsx from 'clsx';
import { useState } from 'react';
import { responsiveImage } from '#app/lib/images';
import { monogram } from '#app/lib/monogram';

const PALETTE = ['#7c5cff', '#3ba7ff', '#3ddc97', '#ffb020', '#ff4d6a', '#b55cff', '#1ec8c8', '#ff7a45'];

/** A stable accent for things that carry no colour of their own. */
export function accentFor(key: string): string {
  let hash = 0;
  for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return PALETTE[hash % PALETTE.length] as string;
}

/**
 * A cover in the covers' own 16:10 shape: the image when there is one that loads, otherwise a monogram on
 * the accent colour.
 */
export function SearchThumb({
  title,
  image,
  accent,
  width = 64,
  className,
}: {
  title: string;
  image?: string | null;
  accent?: string;
  width?: number;
  className?: string;
}) {
  const [broken, setBroken] = useState(false);
  const color = accent ?? accentFor(title);
  const height = Math.round((width * 10) / 16);
  return (
    <span
      aria-hidden
      className={clsx(
        'relative flex shrink-0 items-center justify-center overflow-hidden rounded-lg font-black text-white/95 ring-1 ring-white/5',
        className,
      )}
      style={{
        width,
        height,
        fontSize: Math.round(height * 0.4),
        background: `radial-gradient(120% 120% at 0% 0%, ${color} 0%, #1a1f2e 85%)`,
      }}
    >
      {image && !broken ? (
        <img
          {...responsiveImage(image, width)}
          alt=""
          width={width}
          height={height}
          loading="lazy"
          onError={() => setBroken(true)}
          className="size-full object-cover"
        />
      ) : (
        monogram(title)
      )}
    </span>
  );
}
