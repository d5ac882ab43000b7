import { coverImagePath } from '@lootmarket/domain';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import type { ListingPageData } from './listing-data.server';
import { Cover } from './cover';
import { listingCrumbs, listingHeading } from './listing-seo';

/** Breadcrumbs, the cover, the heading and what the listing sells. */
export function ListingHeader({
  data,
  totalText,
}: {
  data: Pick<ListingPageData, 'listing' | 'parent' | 'slug'>;
  totalText: string;
}) {
  const crumbs = listingCrumbs(data);
  const subtitle = data.listing.subtitle;
  return (
    <header className="flex flex-col gap-4">
      <nav aria-label="Хлебные крошки">
        <ol className="flex flex-wrap items-center gap-1 text-sm text-muted">
          {crumbs.map((crumb, index) => (
            <li key={crumb.path} className="flex items-center gap-1">
              {index > 0 ? <ChevronRight aria-hidden className="size-3.5 text-subtle" /> : null}
              {index === crumbs.length - 1 ? (
                <span aria-current="page" className="text-text">
                  {crumb.name}
                </span>
              ) : (
                <Link to={crumb.path} className="hover:text-text">
                  {crumb.name}
                </Link>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <div
        className="relative flex items-center gap-4 overflow-hidden rounded-3xl border border-border p-4 sm:gap-6 sm:p-6"
        style={{ background: `linear-gradient(110deg, ${data.listing.accentColor}33 0%, #121622 55%)` }}
      >
        <div
          aria-hidden
          className="absolute -top-16 -left-10 size-56 rounded-full opacity-25 blur-3xl"
          style={{ background: data.listing.accentColor }}
        />
        <Cover
          src={coverImagePath('listing', data.slug)}
          title={data.parent?.title ?? data.listing.title}
          seed={data.slug}
          width={176}
          eager
          className="relative aspect-[16/10] w-28 shrink-0 rounded-2xl ring-1 ring-white/10 sm:w-44"
        />
        <div className="relative flex min-w-0 flex-col gap-1">
          <h1 className="text-2xl font-extrabold tracking-tight text-balance sm:text-4xl">{listingHeading(data)}</h1>
          {subtitle ? <p className="text-sm text-muted sm:text-base">{subtitle}</p> : null}
          <p className="text-xs font-medium text-subtle sm:text-sm">{totalText}</p>
        </div>
      </div>
    </header>
  );
}
