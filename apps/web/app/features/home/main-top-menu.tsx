import type { Listing } from '@lootmarket/domain';
import { Link } from 'react-router';
import { monogram } from './listing-card';

/** The games and services bar under the header: one tap to a game's page, scrolling sideways on phones. */
export function MainTopMenu({ items }: { items: Listing[] }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label="Игры и сервисы" data-testid="main-top-menu" className="-mx-4 sm:-mx-6">
      <ul className="flex gap-2 overflow-x-auto overscroll-x-contain px-4 pb-1 [scrollbar-width:none] sm:px-6 [&::-webkit-scrollbar]:hidden">
        {items.map((listing) => (
          <li key={listing.id} className="shrink-0">
            <Link
              to={`/ru-ru/${listing.slug}`}
              className="group flex h-11 items-center gap-2 rounded-xl border border-border bg-surface pr-3.5 pl-1.5 text-sm font-medium whitespace-nowrap transition hover:border-primary/60 hover:bg-surface-2"
            >
              <span
                aria-hidden
                className="grid size-8 place-items-center rounded-lg text-[11px] font-black text-white"
                style={{ background: `linear-gradient(135deg, ${listing.accentColor}, #121622 140%)` }}
              >
                {monogram(listing.title)}
              </span>
              {listing.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
