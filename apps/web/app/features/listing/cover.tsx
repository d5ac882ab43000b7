import clsx from 'clsx';
import { useEffect, useRef, useState } from 'react';
import { responsiveImage } from '#app/lib/images';

/** A stable hue per slug, so a card without its cover still looks like itself. */
function hueOf(seed: string): number {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % 360;
}

function monogram(title: string): string {
  const words = title
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  return (words.length > 1 ? `${words[0]![0]}${words[1]![0]}` : title.slice(0, 2)).toUpperCase();
}

/**
 * A generated cover through /_ipx over a tinted monogram: the monogram is what shows while the image
 * loads and if it fails, so a grid never has holes.
 */
export function Cover({
  src,
  title,
  seed,
  width,
  className,
  eager = false,
}: {
  src: string;
  title: string;
  seed: string;
  width: number;
  className?: string;
  eager?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  // An image that failed before hydration fired its error event before React listened.
  useEffect(() => {
    const node = image.current;
    if (node?.complete && node.naturalWidth === 0) setFailed(true);
  }, []);
  const hue = hueOf(seed);
  return (
    <div
      className={clsx('relative flex items-center justify-center overflow-hidden', className)}
      style={{
        background: `radial-gradient(120% 120% at 0% 0%, hsl(${hue} 70% 45%) 0%, hsl(${(hue + 40) % 360} 45% 16%) 65%, #121622 100%)`,
      }}
    >
      <span aria-hidden className="text-2xl font-black tracking-tight text-white/90 drop-shadow-lg sm:text-3xl">
        {monogram(title)}
      </span>
      {failed ? null : (
        <img
          ref={image}
          {...responsiveImage(src, width)}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => setFailed(true)}
          className="absolute inset-0 size-full object-cover"
        />
      )}
    </div>
  );
}
