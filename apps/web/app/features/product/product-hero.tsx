import {
  formatMoneyValue,
  priceUnitText,
  type Product,
  type ProductBadge,
  type ProductPageOffer,
} from '@lootmarket/domain';
import clsx from 'clsx';
import {
  Clock,
  Gift,
  Globe,
  KeyRound,
  MapPin,
  PackagePlus,
  ShieldCheck,
  Wallet,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { plural } from '#app/lib/seller-format';
import { ProductCover } from '#app/components/product-cover';
import { badgesForOffer } from './product-format';
import { productCrumbs } from './product-seo';

const BADGE_ICONS: Readonly<Record<ProductBadge, LucideIcon>> = {
  activation_method: KeyRound,
  auto_delivery_24_7: Zap,
  delivery_2_min: Clock,
  available_in_russia: MapPin,
  country: Globe,
  region: Globe,
  instant_delivery: Zap,
  dlc: PackagePlus,
  steam_gift: Gift,
  top_up: Wallet,
  key_activation: KeyRound,
};

export function Breadcrumbs({ product }: { product: Product }) {
  const crumbs = productCrumbs(product);
  return (
    <nav aria-label="Навигационная цепочка" className="mb-4 overflow-x-auto text-sm text-muted [scrollbar-width:none]">
      <ol className="flex items-center gap-1.5 whitespace-nowrap">
        {crumbs.map((crumb, index) => (
          <li key={crumb.path} className="flex items-center gap-1.5">
            {index > 0 ? (
              <span aria-hidden className="text-subtle">
                /
              </span>
            ) : null}
            {index === crumbs.length - 1 ? (
              <span aria-current="page" className="max-w-[16rem] truncate text-text">
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
  );
}

/** Cover, title, badges, where it works and the best price: what a buyer reads first. */
export function ProductHero({ product, offer }: { product: Product; offer?: ProductPageOffer | undefined }) {
  const badges = badgesForOffer(product.badges, offer);
  // The lowest price in stock is looked for: sold-out offers may be cheaper and stand last.
  const best = product.offers
    .filter((offer) => offer.inStock)
    .reduce<Product['offers'][number] | undefined>(
      (low, offer) => (!low || offer.price.amount < low.price.amount ? offer : low),
      undefined,
    );
  const sellers = new Set(product.offers.map((offer) => offer.seller.id)).size;
  // A Steam top-up's price is per unit credited: «от 1,02 ₽ за 1 ₽».
  const unit = priceUnitText(product);
  const { regionAvailability } = product;
  return (
    <section className="flex flex-col gap-4 sm:flex-row sm:gap-6">
      <ProductCover
        src={product.cover}
        title={product.title}
        seed={product.slug}
        className="aspect-[16/10] w-full shrink-0 self-start rounded-2xl border border-border sm:w-64 desktop:w-72"
      />
      <div className="flex min-w-0 flex-col gap-3">
        <Link to={`/ru-ru/${product.listing.slug}`} className="text-sm font-medium text-primary-hover hover:text-text">
          {product.listing.parent
            ? `${product.listing.parent.title} · ${product.listing.title}`
            : product.listing.title}
        </Link>
        <h1 className="text-2xl leading-tight font-bold text-balance sm:text-3xl">{product.title}</h1>
        {badges.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label="Особенности товара">
            {badges.map(({ badge, label }) => {
              const Icon = BADGE_ICONS[badge];
              return (
                <li
                  key={badge}
                  data-testid="product-badge"
                  className="inline-flex items-center gap-1.5 rounded-lg border border-border bg-surface-2 px-2.5 py-1 text-xs font-medium text-text"
                >
                  <Icon aria-hidden className="size-3.5 text-accent" />
                  {label}
                </li>
              );
            })}
          </ul>
        ) : null}
        <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="region-availability">
          <span className="text-muted">Регион:</span>
          <span className="text-text">
            {regionAvailability.groups.map((group) => group.label).join(', ') || 'Не указан'}
          </span>
          <span
            className={clsx(
              'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold',
              regionAvailability.availableInRussia ? 'bg-success/15 text-success' : 'bg-danger/15 text-danger',
            )}
          >
            {regionAvailability.availableInRussia ? 'Работает в России' : 'Не работает в России'}
          </span>
        </div>
        <div className="mt-auto flex flex-wrap items-end gap-x-5 gap-y-2 pt-1">
          {best ? (
            <p className="text-3xl font-extrabold tabular-nums">
              <span className="mr-1.5 text-base font-medium text-muted">от</span>
              {formatMoneyValue(best.price)}
              {unit ? <span className="text-base font-medium text-muted"> {unit}</span> : null}
            </p>
          ) : null}
          <p className="pb-1 text-sm text-muted">
            {product.offers.length} {plural(product.offers.length, ['предложение', 'предложения', 'предложений'])} от{' '}
            {sellers} {plural(sellers, ['продавца', 'продавцов', 'продавцов'])}
          </p>
        </div>
        <p className="flex items-start gap-2 rounded-xl bg-primary-soft px-3 py-2 text-xs leading-relaxed text-text sm:text-sm">
          <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
          Безопасная сделка: деньги переводятся продавцу только после того, как вы подтвердите получение.
        </p>
      </div>
    </section>
  );
}
