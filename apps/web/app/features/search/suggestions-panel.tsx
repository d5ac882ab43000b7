import { coverImagePath, isSearchResultEmpty, SEARCH } from '@lootmarket/domain';
import clsx from 'clsx';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { Skeleton } from '#app/components/ui/skeleton';
import { SearchEmptyState } from './search-empty-state';
import type { SearchOption } from './search-options';
import { SearchThumb } from './search-thumb';
import type { SearchBox } from './use-search-box';

/** What the open panel shows: a skeleton while loading, the empty state, or the suggestions. */
export function SuggestionsPanel({ box, className }: { box: SearchBox; className?: string }) {
  const { suggestions } = box;
  // The field's aria-controls names this id, so whatever the panel shows carries it.
  if (suggestions.loading) return <SuggestionsSkeleton id={box.listboxId} className={className} />;
  const empty = isSearchResultEmpty({
    loading: suggestions.loading,
    text: suggestions.text,
    listingsCount: suggestions.results.listings.length,
    offersCount: suggestions.results.offers.length,
  });
  if (empty) return <SearchEmptyState id={box.listboxId} variant="panel" className={clsx('py-10', className)} />;

  const listings = box.options.filter((option) => option.kind === 'listing');
  const offers = box.options.filter((option) => option.kind === 'offer');
  return (
    <div
      id={box.listboxId}
      role="listbox"
      aria-label="Результаты поиска"
      className={clsx('flex flex-col gap-3 py-2', className)}
    >
      {listings.length > 0 ? <OptionGroup box={box} title="Категории" options={listings} offset={0} /> : null}
      {offers.length > 0 ? <OptionGroup box={box} title="Товары" options={offers} offset={listings.length} /> : null}
    </div>
  );
}

function OptionGroup({
  box,
  title,
  options,
  offset,
}: {
  box: SearchBox;
  title: string;
  options: SearchOption[];
  offset: number;
}) {
  const headingId = `${box.listboxId}-${title}`;
  return (
    <div role="group" aria-labelledby={headingId}>
      <p id={headingId} className="px-4 pb-1 text-xs font-semibold tracking-wide text-subtle uppercase">
        {title}
      </p>
      {options.map((option, index) => (
        <OptionRow key={option.key} box={box} option={option} index={offset + index} />
      ))}
    </div>
  );
}

function OptionRow({ box, option, index }: { box: SearchBox; option: SearchOption; index: number }) {
  const active = box.activeIndex === index;
  const title = option.kind === 'listing' ? option.listing.title : option.offer.title;
  const detail =
    option.kind === 'listing'
      ? (option.listing.categories ?? [])
          .slice(0, 3)
          .map((category) => category.title)
          .join(' · ')
      : (option.offer.listingTitle ?? '');
  return (
    <Link
      to={option.href}
      id={box.optionId(index)}
      role="option"
      aria-selected={active}
      tabIndex={-1}
      data-search-option={option.kind}
      onClick={() => box.close()}
      onMouseEnter={() => box.setActiveIndex(index)}
      className={clsx(
        'mx-2 flex min-h-12 items-center gap-3 rounded-xl px-2 py-1.5 transition-colors',
        active ? 'bg-surface-3' : 'hover:bg-surface-2',
      )}
    >
      {option.kind === 'listing' ? (
        <SearchThumb title={option.listing.title} image={option.listing.image} />
      ) : (
        <SearchThumb
          title={option.offer.listingTitle ?? option.offer.title}
          image={option.offer.slug ? coverImagePath('product', option.offer.slug) : null}
        />
      )}
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="truncate text-[15px] font-medium text-text">{title}</span>
        {detail ? <span className="truncate text-xs text-muted">{detail}</span> : null}
      </span>
      <ChevronRight
        aria-hidden
        className={clsx('size-4 shrink-0 text-subtle transition-opacity', active ? 'opacity-100' : 'opacity-0')}
      />
    </Link>
  );
}

function SuggestionsSkeleton({ id, className }: { id: string; className?: string }) {
  return (
    <div
      id={id}
      role="status"
      aria-label="Ищем…"
      aria-busy="true"
      data-testid="search-skeleton"
      className={clsx('flex flex-col gap-1 py-3', className)}
    >
      {Array.from({ length: SEARCH.skeletonRows }, (_, row) => (
        <div key={row} className="flex items-center gap-3 px-4 py-1.5">
          <Skeleton className="h-10 w-16 shrink-0 rounded-lg" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton shape="pill" className="h-3.5" style={{ width: `${70 - row * 10}%` }} />
            <Skeleton shape="pill" className="h-3 w-1/3" />
          </div>
        </div>
      ))}
    </div>
  );
}
