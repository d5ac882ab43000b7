import { SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { BottomSheet } from '#app/components/ui/bottom-sheet';
import { Button } from '#app/components/ui/button';
import { Tabs } from '#app/components/ui/tabs';
import type { ListingPageData } from './listing-data.server';
import { FilterPanel } from './filter-panel';
import { ListingHeader } from './listing-header';
import { PRODUCTS_WORDS, plural } from './listing-labels';
import {
  activeFilterCount,
  EMPTY_LISTING_STATE,
  listingQueryString,
  parseListingQuery,
  type ListingState,
} from './listing-query';
import { ListingResults } from './listing-results';
import { SortSelect } from './sort-select';

/** A game's or category's page: header, child-category tabs, filters, sort and the cards. */
export function ListingPage({ data }: { data: ListingPageData }) {
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const [sheetOpen, setSheetOpen] = useState(false);
  const { facets, tabs } = data;
  const pending = navigation.state === 'loading' && navigation.location.pathname === location.pathname;
  // While the next cards load, the controls already show what was chosen.
  const state = pending ? parseListingQuery(new URLSearchParams(navigation.location.search)) : data.state;
  const applied = activeFilterCount(state);

  const apply = (next: ListingState) =>
    void navigate({ search: listingQueryString(next) }, { preventScrollReset: true });
  const reset = () => apply({ ...EMPTY_LISTING_STATE, sort: state.sort });
  // Another category keeps the order the visitor chose; its filters would rarely fit.
  const tabQuery = listingQueryString({ ...EMPTY_LISTING_STATE, sort: state.sort });
  const totalText = `${facets.total} ${plural(facets.total, PRODUCTS_WORDS)}`;

  return (
    <main
      className="mx-auto flex w-full max-w-[1280px] flex-col gap-5 px-4 py-5 sm:px-6 sm:py-8"
      data-testid="listing-page"
    >
      <ListingHeader data={data} totalText={totalText} />
      {tabs.items.length > 1 ? (
        <Tabs
          aria-label="Категории"
          value={tabs.active}
          items={tabs.items.map(({ icon: _icon, ...item }) => ({ ...item, href: `${item.href}${tabQuery}` }))}
        />
      ) : null}
      <div className="grid items-start gap-6 desktop:grid-cols-[248px_minmax(0,1fr)]">
        <aside className="hidden desktop:sticky desktop:top-4 desktop:block" aria-label="Фильтры">
          <div className="flex items-center justify-between pb-3">
            <h2 className="text-base font-bold">Фильтры</h2>
            {applied > 0 ? (
              <button
                type="button"
                onClick={reset}
                className="text-sm font-medium text-primary hover:text-primary-hover"
              >
                Сбросить
              </button>
            ) : null}
          </div>
          <FilterPanel state={state} facets={facets} onChange={apply} />
        </aside>
        <section aria-labelledby="listing-products-heading" className="flex min-w-0 flex-col gap-4">
          {/* The cards' titles are third-level headings; on phones the filters' heading is hidden. */}
          <h2 id="listing-products-heading" className="sr-only">
            Товары
          </h2>
          <div className="flex items-center justify-between gap-3">
            <Button
              variant="secondary"
              size="sm"
              className="desktop:hidden"
              icon={<SlidersHorizontal aria-hidden />}
              onClick={() => setSheetOpen(true)}
              data-testid="open-filters"
            >
              Фильтры
              {applied > 0 ? (
                <span className="ml-1 grid h-5 min-w-5 place-items-center rounded-full bg-primary-fill px-1.5 text-xs text-white">
                  {applied}
                </span>
              ) : null}
            </Button>
            <p className="hidden text-sm text-muted desktop:block" data-testid="listing-total">
              {totalText}
            </p>
            <SortSelect value={state.sort} onChange={(sort) => apply({ ...state, sort })} />
          </div>
          <ListingResults key={location.search} data={data} pending={pending} onReset={reset} />
        </section>
      </div>
      <BottomSheet
        open={sheetOpen}
        onOpenChange={setSheetOpen}
        title="Фильтры"
        footer={
          <div className="flex gap-2">
            {applied > 0 ? (
              <Button variant="secondary" onClick={reset}>
                Сбросить
              </Button>
            ) : null}
            <Button fullWidth className="flex-1" loading={pending} onClick={() => setSheetOpen(false)}>
              Показать {totalText}
            </Button>
          </div>
        }
      >
        <FilterPanel state={state} facets={facets} onChange={apply} />
      </BottomSheet>
    </main>
  );
}
