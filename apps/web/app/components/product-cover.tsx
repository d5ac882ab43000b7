import clsx from 'clsx';
import { useEffect, useRef, useState } from 'react';
import { responsiveImage } from '#app/lib/images';

function hueOf(seed: string): number {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % 360;
}

/** The generated cover over a tinted backdrop, which is all that shows if the image is missing. */
export function ProductCover({
  src,
  title,
  seed,
  className,
}: {
  src: string;
  title: string;
  seed: string;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  // An image that failed before hydration fired its error event before React listened.
  useEffect(() => {
    const node = image.current;
    if (node?.complete && node.naturalWidth === 0) setFailed(true);
  }, []);
  const hue = hueOf(seed);
  const letters = title
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0])
    .join('')
    .toUpperCase();
  return (
    <div
      className={clsx('relative flex items-center justify-center overflow-hidden', className)}
      style={{
        background: `radial-gradient(120% 120% at 0% 0%, hsl(${hue} 70% 45%) 0%, hsl(${(hue + 40) % 360} 45% 16%) 65%, #121622 100%)`,
      }}
    >
      <span aria-hidden className="text-4xl font-black tracking-tight text-white/90 drop-shadow-lg">
        {letters}
      </span>
      {failed ? null : (
        <img
          ref={image}
          {...responsiveImage(src, 480)}
          alt={title}
          fetchPriority="high"
          decoding="async"
          onError={() => setFailed(true)}
          className="absolute inset-0 size-full object-cover"
        />
      )}
    </div>
  );
}
