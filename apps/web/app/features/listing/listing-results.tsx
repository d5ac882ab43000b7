import { SearchX } from 'lucide-react';
import clsx from 'clsx';
import { Button } from '#app/components/ui/button';
import type { ListingPageData } from './listing-data.server';
import { ProductCard } from './product-card';
import { useLoadMore } from './use-load-more';

/** Two rows on a phone, a row on a desktop: the covers that show before any scrolling load at once. */
const FIRST_SCREEN_CARDS = 4;

/** The grid of cards with «Показать ещё», or the empty state when the filters match nothing. */
export function ListingResults({
  data,
  pending,
  onReset,
}: {
  data: ListingPageData;
  pending: boolean;
  onReset: () => void;
}) {
  const { cards, hasMore, loading, failed, loadMore } = useLoadMore(data.page, data.filters, data.state.sort);
  if (cards.length === 0) {
    return (
      <div
        className="flex flex-col items-center gap-3 rounded-2xl border border-border bg-surface px-6 py-12 text-center"
        data-testid="listing-empty"
      >
        <span className="flex size-12 items-center justify-center rounded-2xl bg-surface-2 text-muted">
          <SearchX aria-hidden className="size-6" />
        </span>
        <p className="text-lg font-semibold">Ничего не найдено</p>
        <p className="text-sm text-muted">Попробуйте изменить фильтры</p>
        <Button variant="secondary" onClick={onReset}>
          Сбросить фильтры
        </Button>
      </div>
    );
  }
  return (
    <div
      className={clsx('flex flex-col gap-6 transition-opacity', pending && 'pointer-events-none opacity-60')}
      aria-busy={pending || undefined}
    >
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 tablet:grid-cols-3 xl:grid-cols-4">
        {cards.map((card, index) => (
          <li key={card.productId} className="render-card-when-near">
            <ProductCard card={card} eager={index < FIRST_SCREEN_CARDS} />
          </li>
        ))}
      </ul>
      {hasMore ? (
        <div className="flex flex-col items-center gap-2">
          {failed ? (
            <p role="alert" className="text-sm text-danger">
              Не удалось загрузить товары. Попробуйте ещё раз
            </p>
          ) : null}
          <Button
            variant="secondary"
            size="lg"
            loading={loading}
            onClick={() => void loadMore()}
            data-testid="load-more"
            className="w-full sm:w-auto sm:min-w-64"
          >
            Показать ещё
          </Button>
        </div>
      ) : null}
    </div>
  );
}
