import type { SearchListing, SearchResultsResponse } from '@lootmarket/domain';
import { SlidersHorizontal } from 'lucide-react';
import { Link } from 'react-router';
import { ProductTile } from '#app/components/product-tile';
import { hasFilters, resultsHref, type ResultsParams } from './results-params';
import { ruPlural } from './ru-plural';
import { SearchEmptyState } from './search-empty-state';
import { SearchFilters } from './search-filters';
import { SearchListings } from './search-listings';
import { SearchPagination } from './search-pagination';

/** Two rows on a phone, a row on a desktop: the covers that show before any scrolling load at once. */
const FIRST_SCREEN_TILES = 4;

const productsWord = (count: number) => ruPlural(count, ['товар', 'товара', 'товаров']);

/**
 * /search: the games that match, then the products with filters and pages, or the empty state with the
 * popular categories as a way out.
 */
export function SearchResultsPage({
  params,
  results,
  popular = [],
}: {
  params: ResultsParams;
  results: SearchResultsResponse;
  popular?: SearchListing[];
}) {
  const nothing = results.total === 0 && results.listings.length === 0 && !hasFilters(params);
  return (
    <main className="mx-auto flex w-full max-w-[1280px] flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8 lg:gap-8">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold sm:text-3xl">
          {params.q ? <>Результаты по запросу «{params.q}»</> : 'Поиск'}
        </h1>
        {params.q && !nothing ? (
          <p className="text-sm text-muted">
            Найдено {results.total} {productsWord(results.total)}
            {results.listings.length > 0
              ? ` и ${results.listings.length} ${ruPlural(results.listings.length, ['категория', 'категории', 'категорий'])}`
              : ''}
          </p>
        ) : null}
      </header>
      {!params.q ? (
        <p className="text-muted">Введите название игры, валюты или сервиса в строке поиска.</p>
      ) : nothing ? (
        <>
          <SearchEmptyState variant="page" className="rounded-2xl border border-border bg-surface py-16" />
          {popular.length > 0 ? <SearchListings listings={popular} title="Популярные категории" /> : null}
        </>
      ) : (
        <>
          {results.listings.length > 0 ? <SearchListings listings={results.listings} /> : null}
          <Products params={params} results={results} />
        </>
      )}
    </main>
  );
}

function Products({ params, results }: { params: ResultsParams; results: SearchResultsResponse }) {
  const active = [params.type, params.category, params.inStock].filter(Boolean).length;
  return (
    <section aria-labelledby="search-products-title" className="grid gap-4 lg:grid-cols-[264px_minmax(0,1fr)] lg:gap-8">
      <h2 id="search-products-title" className="text-lg font-bold sm:text-xl lg:col-span-2">
        Товары
      </h2>
      <aside aria-label="Фильтры" className="hidden lg:block">
        <div className="sticky top-24 rounded-2xl border border-border bg-surface p-4">
          <SearchFilters params={params} facets={results.facets} />
        </div>
      </aside>
      <details className="group rounded-2xl border border-border bg-surface lg:hidden">
        <summary className="flex min-h-12 cursor-pointer list-none items-center gap-2 px-4 text-sm font-semibold [&::-webkit-details-marker]:hidden">
          <SlidersHorizontal aria-hidden className="size-4 text-muted" />
          Фильтры
          {active > 0 ? (
            <span className="rounded-full bg-primary-fill px-2 py-0.5 text-xs text-white">{active}</span>
          ) : null}
        </summary>
        <div className="border-t border-border p-4">
          <SearchFilters params={params} facets={results.facets} />
        </div>
      </details>
      <div className="flex min-w-0 flex-col gap-6">
        {results.products.length > 0 ? (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-4">
            {results.products.map((card, index) => (
              <li key={card.id} className="render-card-when-near">
                <ProductTile card={card} testId="search-product-card" eager={index < FIRST_SCREEN_TILES} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="flex flex-col items-center gap-3 rounded-2xl border border-border bg-surface py-12">
            <SearchEmptyState variant="page" />
            {hasFilters(params) ? (
              <Link
                to={resultsHref(params, { type: null, category: null, inStock: false })}
                className="text-sm font-semibold text-primary hover:text-primary-hover"
              >
                Сбросить фильтры
              </Link>
            ) : null}
          </div>
        )}
        <SearchPagination params={params} page={results.page} pageCount={results.pageCount} />
      </div>
    </section>
  );
}
