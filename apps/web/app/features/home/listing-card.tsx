import { Link } from 'react-router';
import type { HomeListing } from './listings.server';

/** Two letters for the cover monogram: initials of the first two words, or the first two letters. */
export function monogram(title: string): string {
  const words = title.split(/[\s:]+/).filter(Boolean);
  const letters = words.length > 1 ? `${words[0]![0]}${words[1]![0]}` : title.slice(0, 2);
  return letters.toUpperCase();
}

export function ListingCard({ listing }: { listing: HomeListing }) {
  return (
    <Link
      to={`/ru-ru/${listing.slug}`}
      data-testid="listing-card"
      className="group relative flex flex-col overflow-hidden rounded-2xl border border-border bg-surface transition duration-200 hover:-translate-y-0.5 hover:border-primary/60 hover:shadow-[var(--shadow-card)]"
    >
      <div
        className="relative flex aspect-[16/10] items-center justify-center overflow-hidden"
        style={{ background: `radial-gradient(120% 120% at 0% 0%, ${listing.accentColor} 0%, #121622 70%)` }}
        aria-hidden="true"
      >
        <div className="absolute -right-6 -bottom-8 size-28 rounded-full opacity-30 blur-2xl" style={{ background: listing.accentColor }} />
        <span className="text-3xl font-black tracking-tight text-white/95 drop-shadow-lg sm:text-4xl">{monogram(listing.title)}</span>
      </div>
      <div className="flex flex-1 flex-col gap-0.5 p-3 sm:p-4">
        <span className="truncate text-sm font-semibold text-text sm:text-base">{listing.title}</span>
        <span className="line-clamp-1 text-xs text-muted sm:text-sm">{listing.subtitle}</span>
      </div>
    </Link>
  );
}
