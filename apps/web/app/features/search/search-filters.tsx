import type { ProductType, SearchResultsResponse } from '@lootmarket/domain';
import clsx from 'clsx';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { hasFilters, resultsHref, type ResultsParams } from './results-params';

type Facets = SearchResultsResponse['facets'];

/** Filters as plain links: each choice is a URL, so they work before scripts load and survive reload. */
export function SearchFilters({ params, facets }: { params: ResultsParams; facets: Facets }) {
  return (
    <div className="flex flex-col gap-5">
      <FilterOption
        href={resultsHref(params, { inStock: !params.inStock })}
        checked={params.inStock}
        count={facets.inStock}
        role="checkbox"
      >
        Только в наличии
      </FilterOption>
      <FilterGroup title="Игра или сервис">
        <FilterOption href={resultsHref(params, { category: null })} checked={!params.category}>
          Все
        </FilterOption>
        {facets.categories.map((facet) => (
          <FilterOption
            key={facet.value}
            href={resultsHref(params, { category: facet.value })}
            checked={params.category === facet.value}
            count={facet.count}
          >
            {facet.title}
          </FilterOption>
        ))}
      </FilterGroup>
      <FilterGroup title="Тип товара">
        <FilterOption href={resultsHref(params, { type: null })} checked={!params.type}>
          Все
        </FilterOption>
        {facets.types.map((facet) => (
          <FilterOption
            key={facet.value}
            href={resultsHref(params, { type: facet.value as ProductType })}
            checked={params.type === facet.value}
            count={facet.count}
          >
            {facet.title}
          </FilterOption>
        ))}
      </FilterGroup>
      {hasFilters(params) ? (
        <Link
          to={resultsHref(params, { type: null, category: null, inStock: false })}
          className="text-sm font-semibold text-primary hover:text-primary-hover"
        >
          Сбросить фильтры
        </Link>
      ) : null}
    </div>
  );
}

function FilterGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-0.5">
      <legend className="mb-1.5 text-xs font-semibold tracking-wide text-subtle uppercase">{title}</legend>
      {children}
    </fieldset>
  );
}

function FilterOption({
  href,
  checked,
  count,
  role = 'radio',
  children,
}: {
  href: string;
  checked: boolean;
  count?: number;
  role?: 'radio' | 'checkbox';
  children: ReactNode;
}) {
  return (
    <Link
      to={href}
      role={role}
      aria-checked={checked}
      preventScrollReset
      className={clsx(
        'flex min-h-10 items-center gap-2.5 rounded-xl px-2 text-sm transition-colors',
        checked ? 'bg-primary-soft text-text' : 'text-muted hover:bg-surface-2 hover:text-text',
      )}
    >
      <span
        aria-hidden
        className={clsx(
          'flex size-[18px] shrink-0 items-center justify-center border transition-colors',
          role === 'radio' ? 'rounded-full' : 'rounded-md',
          checked ? 'border-primary bg-primary-fill text-white' : 'border-border',
        )}
      >
        {checked ? <Check className="size-3" strokeWidth={3} /> : null}
      </span>
      <span className="min-w-0 flex-1 truncate">{children}</span>
      {count === undefined ? null : <span className="text-xs text-subtle tabular-nums">{count}</span>}
    </Link>
  );
}
