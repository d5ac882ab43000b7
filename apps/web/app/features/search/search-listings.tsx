import { listingPath, type SearchListing } from '@lootmarket/domain';
import { Link } from 'react-router';
import { SearchThumb } from './search-thumb';

/** The games and services that match, as compact cards with their first categories. */
export function SearchListings({ listings, title = 'Категории' }: { listings: SearchListing[]; title?: string }) {
  return (
    <section aria-labelledby="search-listings-title" className="flex flex-col gap-3">
      <h2 id="search-listings-title" className="text-lg font-bold sm:text-xl">
        {title}
      </h2>
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {listings.map((listing) => (
          <li key={listing.slug}>
            <Link
              to={listingPath(listing.slug)}
              data-testid="search-listing-card"
              className="flex items-center gap-3 rounded-2xl border border-border bg-surface p-3 transition-colors hover:border-primary/60 hover:bg-surface-2"
            >
              <SearchThumb title={listing.title} image={listing.image} width={80} />
              <span className="flex min-w-0 flex-col">
                <span className="truncate font-semibold text-text">{listing.title}</span>
                <span className="truncate text-xs text-muted">
                  {(listing.categories ?? [])
                    .slice(0, 3)
                    .map((category) => category.title)
                    .join(' · ') || 'Все товары'}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
