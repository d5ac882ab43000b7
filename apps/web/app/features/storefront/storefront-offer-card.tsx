import { formatMoneyValue, priceUnitText, type StorefrontOffer } from '@lootmarket/domain';
import clsx from 'clsx';
import { Clock } from 'lucide-react';
import { Link } from 'react-router';
import { ProductCover } from '#app/components/product-cover';
import { deliveryText } from '#app/lib/seller-format';

/** One of the shop's offers, leading to its product page where it is bought. */
export function StorefrontOfferCard({ offer }: { offer: StorefrontOffer }) {
  // A Steam top-up is priced per unit credited: «1,02 ₽ за 1 ₽».
  const unit = priceUnitText(offer.product);
  return (
    <Link
      to={`/product/${offer.product.slug}`}
      className="group flex h-full gap-3 rounded-card border border-border bg-surface p-3 transition hover:-translate-y-0.5 hover:border-primary/60 sm:flex-col"
      data-testid="storefront-offer"
    >
      <ProductCover
        src={offer.product.cover}
        title={offer.product.title}
        seed={offer.product.id}
        className="aspect-[16/10] w-28 shrink-0 self-start rounded-xl sm:w-full"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="line-clamp-2 font-semibold group-hover:text-primary">{offer.product.title}</p>
        <p className="line-clamp-1 text-sm text-muted">{offer.title}</p>
        <p className="mt-auto flex items-center gap-1 pt-1 text-xs text-muted">
          <Clock aria-hidden className="size-3.5 text-accent" /> ≈ {deliveryText(offer.deliveryMinutes)}
        </p>
        <div className="flex items-baseline justify-between gap-2">
          <span className="text-lg font-black tabular-nums">
            {formatMoneyValue(offer.price)}
            {unit ? <span className="text-xs font-medium text-muted"> {unit}</span> : null}
          </span>
          <span className={clsx('text-xs font-medium', offer.inStock ? 'text-success' : 'text-warning')}>
            {offer.inStock ? 'В наличии' : 'Нет в наличии'}
          </span>
        </div>
      </div>
    </Link>
  );
}
