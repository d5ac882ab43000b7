import type { Listing } from '@lootmarket/domain';
import { coverImagePath } from '@lootmarket/domain';
import { Link } from 'react-router';
import { responsiveImage } from '#app/lib/images';

/** Two letters for a monogram: initials of the first two words, or the first two letters. */
export function monogram(title: string): string {
  const words = title.split(/[\s:]+/).filter(Boolean);
  const letters = words.length > 1 ? `${words[0]![0]}${words[1]![0]}` : title.slice(0, 2);
  return letters.toUpperCase();
}

const COVER_WIDTH = 320;

/** A game or service: its cover, which carries the title, and a caption of what is sold there. */
export function ListingCard({ listing }: { listing: Listing }) {
  return (
    <Link
      to={`/ru-ru/${listing.slug}`}
      data-testid="listing-card"
      className="group relative flex flex-col overflow-hidden rounded-2xl border border-border bg-surface transition duration-200 hover:-translate-y-0.5 hover:border-primary/60 hover:shadow-[var(--shadow-card)]"
    >
      <div className="aspect-[16/10] overflow-hidden" style={{ backgroundColor: listing.accentColor }}>
        <img
          {...responsiveImage(listing.image ?? coverImagePath('listing', listing.slug), COVER_WIDTH)}
          alt=""
          width={COVER_WIDTH}
          height={COVER_WIDTH * 0.625}
          loading="lazy"
          decoding="async"
          className="size-full object-cover transition duration-300 group-hover:scale-[1.04]"
        />
      </div>
      <div className="flex flex-col gap-0.5 px-3 py-2.5">
        <span className="truncate text-sm font-semibold">{listing.title}</span>
        <span className="truncate text-xs text-muted">{listing.subtitle}</span>
      </div>
    </Link>
  );
}
