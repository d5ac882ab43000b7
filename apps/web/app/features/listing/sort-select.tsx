import { CATALOG_SORTS, type CatalogSort } from '@lootmarket/domain';
import { ArrowDownUp, ChevronDown } from 'lucide-react';
import { SORT_LABELS } from './listing-labels';

/** The order of the cards; a native select, so phones show their own picker. */
export function SortSelect({ value, onChange }: { value: CatalogSort; onChange: (sort: CatalogSort) => void }) {
  return (
    <label className="relative inline-flex h-11 items-center rounded-xl border border-border bg-surface-2 pr-9 pl-3 text-sm font-medium transition-colors hover:border-subtle tablet:h-10">
      <ArrowDownUp aria-hidden className="mr-2 size-4 shrink-0 text-muted" />
      <span className="sr-only">Сортировка</span>
      <select
        data-testid="sort-select"
        value={value}
        onChange={(event) => onChange(event.target.value as CatalogSort)}
        className="absolute inset-0 cursor-pointer appearance-none bg-transparent opacity-0"
      >
        {CATALOG_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </select>
      <span aria-hidden className="whitespace-nowrap">
        {SORT_LABELS[value]}
      </span>
      <ChevronDown aria-hidden className="pointer-events-none absolute right-3 size-4 text-muted" />
    </label>
  );
}
