import { formatMoneyValue, OUT_OF_STOCK_LABEL, priceUnitText, type CatalogCard } from '@lootmarket/domain';
import clsx from 'clsx';
import { BadgeCheck, Zap } from 'lucide-react';
import { Link } from 'react-router';
import { BADGE_LABELS, CARD_BADGES, deliveryLabel, OFFERS_WORDS, plural, TIER_LABELS } from './listing-labels';
import { Cover } from './cover';

const TIER_DOT: Record<CatalogCard['seller']['tier'], string> = {
  gold: 'bg-[#f5c542]',
  silver: 'bg-[#c4cad6]',
  bronze: 'bg-[#d08a4e]',
};

/**
 * A product on a listing page with the best offer among those passing the filters. The first cards are
 * `eager`: their covers are what a phone shows first, and a lazy image waits for layout to be asked for.
 */
export function ProductCard({ card, eager = false }: { card: CatalogCard; eager?: boolean }) {
  const badges = CARD_BADGES.filter((badge) => card.badges.includes(badge)).slice(0, 2);
  // A Steam top-up is priced per unit credited: «от 1,02 ₽ за 1 ₽», not a price of a whole item.
  const unit = priceUnitText(card);
  return (
    <Link
      to={`/product/${card.slug}`}
      data-testid="product-card"
      className={clsx(
        'group flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-surface transition duration-200',
        'hover:-translate-y-0.5 hover:border-primary/60 hover:shadow-[var(--shadow-card)]',
      )}
    >
      <Cover
        src={card.cover}
        title={card.title}
        seed={card.slug}
        width={320}
        eager={eager}
        className={clsx('aspect-[16/10]', !card.inStock && 'opacity-50 grayscale')}
      />
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-3.5">
        <p className="truncate text-xs text-muted">{card.listing.title}</p>
        <h3 className="line-clamp-2 min-h-[2.5em] text-sm leading-tight font-semibold text-text sm:text-[15px]">
          {card.title}
        </h3>
        {badges.length > 0 ? (
          <ul className="flex flex-wrap gap-1" aria-label="Особенности">
            {badges.map((badge, index) => (
              <li
                key={badge}
                className={clsx(
                  index > 0 && 'max-sm:hidden',
                  'rounded-md bg-surface-3 px-1.5 py-0.5 text-[11px] leading-4 font-semibold text-muted',
                )}
              >
                {BADGE_LABELS[badge]}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-auto flex flex-col gap-1.5">
          {card.inStock ? (
            <p className="text-lg font-bold tabular-nums sm:text-xl" data-testid="card-price">
              <span className="mr-1 text-xs font-medium text-muted">от</span>
              {formatMoneyValue(card.price)}
              {unit ? <span className="text-xs font-medium text-muted"> {unit}</span> : null}
            </p>
          ) : (
            <p className="text-sm font-semibold text-warning" data-testid="card-out-of-stock">
              {OUT_OF_STOCK_LABEL}
            </p>
          )}
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
            <span className="inline-flex items-center gap-1">
              <Zap aria-hidden className="size-3.5 text-accent" />
              от {deliveryLabel(card.deliveryMinutes)}
            </span>
            <span>
              {card.offersCount} {plural(card.offersCount, OFFERS_WORDS)}
            </span>
          </div>
          <p className="flex items-center gap-1.5 text-xs text-muted">
            <span aria-hidden className={clsx('size-2 shrink-0 rounded-full', TIER_DOT[card.seller.tier])} />
            <span className="truncate">{TIER_LABELS[card.seller.tier]} продавец</span>
            {card.seller.verified ? (
              <BadgeCheck aria-label="Проверенный продавец" className="size-3.5 shrink-0 text-info" />
            ) : null}
          </p>
        </div>
      </div>
    </Link>
  );
}
