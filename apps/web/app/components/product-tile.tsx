import {
  coverImagePath,
  formatMoneyValue,
  OUT_OF_STOCK_LABEL,
  priceUnitText,
  PRODUCT_TYPE_TITLES,
  type SearchProductCard,
} from '@lootmarket/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { responsiveImage } from '#app/lib/images';
import { monogram } from '#app/lib/monogram';
import { plural } from '#app/lib/seller-format';

/**
 * A product as a tile in a grid (search results, a game's add-ons): its cover, game, title, kind, best
 * price and offer count, or «Нет в наличии».
 */
export function ProductTile({
  card,
  title = card.title,
  kicker = `${card.listing.title} · ${PRODUCT_TYPE_TITLES[card.productType]}`,
  testId = 'product-tile',
  eager = false,
}: {
  card: SearchProductCard;
  /** The title as the grid shows it, shorter when the grid says part of it already. */
  title?: string;
  /** The small line above the title: the game and the kind of goods, unless the grid says otherwise. */
  kicker?: string;
  testId?: string;
  /** For the first tiles of a grid: their covers are what a phone shows first. */
  eager?: boolean;
}) {
  const [broken, setBroken] = useState(false);
  const available = card.price !== null && card.inStock;
  // A Steam top-up is priced per unit credited: «от 1,02 ₽ за 1 ₽», not a price of a whole item.
  const unit = priceUnitText(card);
  return (
    <Link
      to={`/product/${encodeURIComponent(card.slug)}`}
      data-testid={testId}
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-surface transition duration-200 hover:-translate-y-0.5 hover:border-primary/60 hover:shadow-[var(--shadow-card)]"
    >
      <div
        aria-hidden
        className="relative flex aspect-[16/10] items-center justify-center overflow-hidden"
        style={{ background: `radial-gradient(120% 120% at 0% 0%, ${card.listing.accentColor} 0%, #121622 72%)` }}
      >
        {broken ? (
          <span className="text-2xl font-black tracking-tight text-white/95 drop-shadow-lg sm:text-3xl">
            {monogram(card.listing.title)}
          </span>
        ) : (
          <img
            {...responsiveImage(coverImagePath('product', card.slug), 320)}
            alt=""
            width={320}
            height={200}
            loading={eager ? 'eager' : 'lazy'}
            onError={() => setBroken(true)}
            className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
          />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3 sm:p-4">
        <span className="truncate text-xs text-muted">{kicker}</span>
        <span className="line-clamp-2 text-sm font-semibold text-text sm:text-[15px]">{title}</span>
        <div className="mt-auto flex flex-col pt-2">
          {available ? (
            <span className="text-base font-bold whitespace-nowrap text-text sm:text-lg">
              <span className="text-xs font-medium text-muted">от </span>
              {formatMoneyValue(card.price!)}
              {unit ? <span className="text-xs font-medium text-muted"> {unit}</span> : null}
            </span>
          ) : (
            <span className="text-sm font-semibold text-warning">{OUT_OF_STOCK_LABEL}</span>
          )}
          {card.offersCount > 0 ? (
            <span className="text-xs text-subtle">
              {card.offersCount} {plural(card.offersCount, ['предложение', 'предложения', 'предложений'])}
            </span>
          ) : null}
        </div>
      </div>
    </Link>
  );
}
