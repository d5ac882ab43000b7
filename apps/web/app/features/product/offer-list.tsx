import {
  formatMoneyValue,
  formatWalletAmount,
  OUT_OF_STOCK_LABEL,
  perWalletUnitText,
  type CurrencyCode,
  type ProductPageOffer,
  type SellerTier,
} from '@lootmarket/domain';
import clsx from 'clsx';
import { BadgeCheck, Clock, Moon, Package } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { SellerRatingLine } from '#app/components/rating-stars';
import { avatarFill } from '#app/lib/avatar-fill';
import { dealsText, deliveryText, refundShareText, storefrontPath, TIER_LABELS } from '#app/lib/seller-format';
import {
  OFFER_ORDER_HINTS,
  OFFER_ORDER_LABELS,
  OFFER_ORDERS,
  offerOrderOf,
  orderOffers,
  type OfferOrder,
} from './offer-order';
import { sellerAwayText } from './product-format';

const TIER_STYLE: Readonly<Record<SellerTier, string>> = {
  gold: 'bg-[#f5c542]/15 text-[#f5c542]',
  silver: 'bg-[#c4cad6]/15 text-[#c4cad6]',
  bronze: 'bg-[#d08a4e]/15 text-[#e09a5e]',
};

function SellerAvatar({ seller }: { seller: ProductPageOffer['seller'] }) {
  if (seller.avatar) return <img src={seller.avatar} alt="" className="size-10 shrink-0 rounded-full object-cover" />;
  return (
    <span
      aria-hidden
      className="grid size-10 shrink-0 place-items-center rounded-full text-sm font-bold text-white"
      style={{ background: avatarFill(seller.avatarColor) }}
    >
      {seller.avatarLetters}
    </span>
  );
}

/** A top-up's counted stock is what the seller can still credit, in the wallet's currency. */
function stockText(offer: ProductPageOffer, wallet: CurrencyCode | null): string {
  if (!offer.inStock) return OUT_OF_STOCK_LABEL;
  if (offer.stock === null) return 'В наличии';
  return wallet ? `Можно до ${formatWalletAmount(offer.stock, wallet)}` : `В наличии: ${offer.stock} шт.`;
}

/** What the seller wrote about the offer in the wizard: its title, a line of description and a picture. */
function OfferDetails({ offer }: { offer: ProductPageOffer }) {
  if (!offer.title && !offer.description && !offer.imageUrls?.length) return null;
  const picture = offer.imageUrls?.[0];
  return (
    <div className="mt-2 flex items-start gap-2.5" data-testid="offer-details">
      {picture ? (
        <img
          src={picture}
          alt=""
          width={48}
          height={48}
          loading="lazy"
          className="size-12 shrink-0 rounded-lg border border-border object-cover"
        />
      ) : null}
      <div className="min-w-0 text-sm">
        {offer.title ? <p className="line-clamp-1 font-medium text-text">{offer.title}</p> : null}
        {offer.description ? <p className="line-clamp-2 text-xs text-muted">{offer.description}</p> : null}
      </div>
    </div>
  );
}

interface OfferRowProps {
  offer: ProductPageOffer;
  /** The Steam wallet a top-up credits: its price is per unit of it (decision 027). */
  wallet: CurrencyCode | null;
  /** Delivered by hand: the seller's hours matter (decision 024). */
  manual: boolean;
  selected: boolean;
  onSelect: () => void;
}

function OfferRow({ offer, wallet, manual, selected, onSelect }: OfferRowProps) {
  const { seller } = offer;
  const { trust } = seller;
  const away = manual ? sellerAwayText(seller.now) : null;
  return (
    <div>
      <label
        data-testid="offer"
        data-in-stock={offer.inStock}
        className={clsx(
          'relative flex cursor-pointer flex-col gap-3 rounded-2xl border p-3.5 transition sm:flex-row sm:items-center sm:gap-4 sm:p-4',
          selected
            ? 'border-primary bg-primary-soft ring-1 ring-primary'
            : 'border-border bg-surface hover:border-subtle',
          !offer.inStock && 'cursor-not-allowed opacity-60',
        )}
      >
        <input
          type="radio"
          name="offer"
          value={offer.id}
          checked={selected}
          disabled={!offer.inStock}
          onChange={onSelect}
          className="sr-only"
        />
        <div className="flex min-w-0 flex-1 items-center gap-3">
          <SellerAvatar seller={seller} />
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <Link
                to={storefrontPath(seller.id)}
                className="truncate font-semibold text-text hover:text-primary hover:underline"
                data-testid="seller-name"
              >
                {seller.name}
              </Link>
              {seller.verified ? (
                <span
                  className="inline-flex items-center gap-1 text-xs font-medium text-info"
                  data-testid="seller-verified"
                >
                  <BadgeCheck aria-hidden className="size-4" />
                  Проверен
                </span>
              ) : null}
              <span
                className={clsx('rounded-md px-1.5 py-0.5 text-[11px] font-semibold', TIER_STYLE[seller.tier])}
                data-testid="seller-tier"
              >
                {TIER_LABELS[seller.tier]}
              </span>
            </p>
            <SellerRatingLine rating={seller.rating} className="mt-1 text-xs" data-testid="seller-rating" />
            <p className="mt-1 text-xs text-muted" data-testid="seller-trust">
              {dealsText(trust.completedDeals)} · возвраты {refundShareText(trust.refundShareBp)}
              {trust.medianDeliveryMinutes !== null ? ` · обычно за ${deliveryText(trust.medianDeliveryMinutes)}` : ''}
            </p>
            {away ? (
              <p className="mt-1 inline-flex items-start gap-1 text-xs text-warning" data-testid="seller-away">
                <Moon aria-hidden className="mt-px size-3.5 shrink-0" />
                {away}
              </p>
            ) : null}
            <OfferDetails offer={offer} />
          </div>
        </div>
        <div className="flex items-center justify-between gap-4 sm:justify-end">
          <div className="flex flex-col gap-1 text-xs sm:items-end">
            <span className="inline-flex items-center gap-1 text-muted" data-testid="offer-delivery">
              <Clock aria-hidden className="size-3.5 text-accent" />
              Выдача ≈ {deliveryText(offer.deliveryMinutes)}
            </span>
            <span
              className={clsx(
                'inline-flex items-center gap-1 font-medium',
                offer.inStock ? 'text-success' : 'text-warning',
              )}
              data-testid="offer-stock"
            >
              <Package aria-hidden className="size-3.5" />
              {stockText(offer, wallet)}
            </span>
          </div>
          <span className="min-w-[6.5rem] text-right text-xl font-bold tabular-nums" data-testid="offer-price">
            {formatMoneyValue(offer.price)}
            {wallet ? (
              <span className="block text-xs font-medium text-muted" data-testid="offer-price-unit">
                {` ${perWalletUnitText(wallet)}`}
              </span>
            ) : null}
          </span>
        </div>
      </label>
    </div>
  );
}

/** The sellers' offers as one radio group: in stock and cheapest first, sold-out ones greyed at the end. */
export function OfferList({
  offers,
  wallet = null,
  manual,
  selectedId,
  onSelect,
}: {
  offers: ProductPageOffer[];
  /** Set for a Steam top-up, whose prices are per unit credited to this wallet. */
  wallet?: CurrencyCode | null;
  manual: boolean;
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  const [order, setOrder] = useState<OfferOrder>('price');
  const shown = orderOffers(offers, order);
  return (
    <section aria-labelledby="offers-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="offers-title" className="text-lg font-bold sm:text-xl">
          Предложения продавцов <span className="text-muted">{offers.length}</span>
        </h2>
        {offers.length > 1 ? (
          <label className="flex items-center gap-2 text-sm text-muted">
            Сортировка
            <select
              value={order}
              onChange={(event) => setOrder(offerOrderOf(event.target.value) ?? 'price')}
              className="rounded-lg border border-border bg-surface px-2 py-1.5 text-text"
            >
              {OFFER_ORDERS.map((value) => (
                <option key={value} value={value}>
                  {OFFER_ORDER_LABELS[value]}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </div>
      {offers.length > 1 ? (
        <p className="text-xs text-muted" data-testid="offer-order-hint">
          {OFFER_ORDER_HINTS[order]}
        </p>
      ) : null}
      {offers.length === 0 ? (
        <p className="rounded-2xl border border-border bg-surface p-5 text-sm text-muted">
          Сейчас этот товар никто не продаёт. Загляните позже или выберите другой пакет.
        </p>
      ) : (
        <div role="radiogroup" aria-labelledby="offers-title" className="flex flex-col gap-2.5">
          {shown.map((offer) => (
            <OfferRow
              key={offer.id}
              offer={offer}
              wallet={wallet}
              manual={manual}
              selected={offer.id === selectedId}
              onSelect={() => onSelect(offer.id)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
