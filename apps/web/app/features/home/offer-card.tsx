import { BADGE_LABELS, formatMoneyValue, PLACE_BADGES, priceUnitText, type CatalogCard } from '@lootmarket/domain';
import { BadgeCheck, Zap } from 'lucide-react';
import { Link } from 'react-router';
import { responsiveImage } from '#app/lib/images';
import { deliveryLabel } from './delivery-label';

/** Shown 16:10 and at most ~320 CSS px wide in any grid of the home page. */
const COVER_WIDTH = 320;

/** A product on a shelf: cover, game, title, the best price and how fast it arrives. */
export function OfferCard({ card, eager = false }: { card: CatalogCard; eager?: boolean }) {
  // A card has no room for the place a «Страна» badge names, and the bare word says nothing.
  const badge = card.badges.find((candidate) => !PLACE_BADGES.includes(candidate));
  // A Steam top-up is priced per unit credited: «от 1,02 ₽ за 1 ₽», not a price of a whole item.
  const unit = priceUnitText(card);
  return (
    <Link
      to={`/product/${card.slug}`}
      data-testid="offer-card"
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-surface transition duration-200 hover:-translate-y-0.5 hover:border-primary/60 hover:shadow-[var(--shadow-card)]"
    >
      <div className="relative aspect-[16/10] overflow-hidden bg-surface-2">
        <img
          {...responsiveImage(card.cover, COVER_WIDTH)}
          alt=""
          width={COVER_WIDTH}
          height={COVER_WIDTH * 0.625}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="size-full object-cover transition duration-300 group-hover:scale-[1.04]"
        />
        {badge ? (
          <span className="absolute top-2 right-2 max-w-[60%] truncate rounded-md bg-black/55 px-1.5 py-0.5 text-[11px] font-semibold text-white backdrop-blur-sm">
            {BADGE_LABELS[badge]}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <span className="truncate text-xs text-muted">{card.listing.title}</span>
        <span className="line-clamp-2 min-h-[2.5em] text-sm leading-tight font-semibold">{card.title}</span>
        <div className="mt-auto flex flex-wrap items-end justify-between gap-x-2 gap-y-1 pt-2">
          <span className="text-base font-extrabold tracking-tight whitespace-nowrap sm:text-lg">
            <span className="mr-1 text-xs font-medium text-muted">от</span>
            {formatMoneyValue(card.price)}
            {unit ? <span className="text-xs font-medium text-muted"> {unit}</span> : null}
          </span>
          <span className="inline-flex items-center gap-1 text-[11px] whitespace-nowrap text-muted">
            {card.seller.verified ? (
              <BadgeCheck aria-label="Проверенный продавец" className="size-3.5 text-accent" />
            ) : null}
            <Zap aria-hidden className="size-3.5 text-warning" />
            {deliveryLabel(card.deliveryMinutes)}
          </span>
        </div>
      </div>
    </Link>
  );
}
