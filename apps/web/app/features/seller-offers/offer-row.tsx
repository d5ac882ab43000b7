import type { SellerOffer } from '@lootmarket/domain';
import clsx from 'clsx';
import { KeyRound, Pause, Pencil, Play, Warehouse } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { stockText } from './offer-list-params';
import { OfferPriceEditor } from './offer-price-editor';

/** One offer's state; the tabs above name the groups in the plural. */
const STATUS_BADGES: Readonly<Record<SellerOffer['status'], string>> = {
  active: 'Активно',
  paused: 'На паузе',
  out_of_stock: 'Нет в наличии',
  moderation: 'На модерации',
};

const STATUS_TONES: Readonly<Record<SellerOffer['status'], string>> = {
  active: 'bg-success/12 text-success ring-success/30',
  paused: 'bg-surface-3 text-muted ring-border',
  out_of_stock: 'bg-warning/12 text-warning ring-warning/30',
  moderation: 'bg-info/12 text-info ring-info/30',
};

const ROW_BUTTON =
  'inline-flex h-11 items-center justify-center gap-1.5 rounded-lg border border-border px-3 text-sm font-medium transition hover:border-primary/60 disabled:opacity-50 tablet:h-9';

export interface OfferRowProps {
  offer: SellerOffer;
  selected: boolean;
  busy: boolean;
  onSelect: (selected: boolean) => void;
  onToggle: () => void;
  onChanged: () => void;
  /** Opens the offer's stock panel, which the list keeps open even when the offer leaves the filter. */
  onOpenStock: () => void;
}

/** One offer: what it is, where it stands, stock and sales, its price and the pause switch. */
export function OfferRow({ offer, selected, busy, onSelect, onToggle, onChanged, onOpenStock }: OfferRowProps) {
  const { profileId = '' } = useParams();
  return (
    <li
      className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-3 rounded-card border border-border bg-surface p-4 lg:grid-cols-[auto_minmax(0,1fr)_8rem_7rem_13rem_auto] lg:items-center"
      data-testid="seller-offer"
    >
      <input
        type="checkbox"
        className="mt-1 size-5 accent-primary lg:mt-0"
        aria-label={`Выбрать: ${offer.title}`}
        checked={selected}
        onChange={(event) => onSelect(event.target.checked)}
      />
      <div className="min-w-0">
        <Link to={`/product/${offer.product.slug}`} className="line-clamp-2 font-semibold hover:text-primary">
          {offer.title}
        </Link>
        <p className="mt-0.5 truncate text-sm text-muted">{offer.product.listingTitle}</p>
        <Link
          to={`/${profileId}/my-offers/${offer.id}/edit`}
          className="mt-1 inline-flex items-center gap-1 text-sm text-primary hover:underline"
          aria-label={`Изменить: ${offer.title}`}
        >
          <Pencil aria-hidden className="size-3.5" /> Изменить
        </Link>
        <span
          className={clsx(
            'mt-2 inline-flex h-6 items-center rounded-full px-2 text-xs font-semibold ring-1 ring-inset',
            STATUS_TONES[offer.status],
          )}
        >
          {STATUS_BADGES[offer.status]}
        </span>
      </div>
      <dl className="col-start-2 flex gap-6 text-sm lg:col-start-auto lg:contents">
        <div>
          <dt className="text-xs text-subtle">В наличии</dt>
          <dd className="tabular-nums">{stockText(offer)}</dd>
        </div>
        <div>
          <dt className="text-xs text-subtle">Продано</dt>
          <dd className="tabular-nums">{offer.sold} шт.</dd>
        </div>
      </dl>
      <div className="col-start-2 lg:col-start-auto">
        <OfferPriceEditor offer={offer} onSaved={onChanged} />
      </div>
      <div className="col-start-2 flex flex-wrap gap-2 lg:col-start-auto lg:flex-col">
        <button
          type="button"
          onClick={onOpenStock}
          className={ROW_BUTTON}
          aria-label={`${offer.autoDelivery ? 'Ключи' : 'Наличие'}: ${offer.title}`}
        >
          {offer.autoDelivery ? (
            <KeyRound aria-hidden className="size-4" />
          ) : (
            <Warehouse aria-hidden className="size-4" />
          )}
          {offer.autoDelivery ? 'Ключи' : 'Наличие'}
        </button>
        <button
          type="button"
          disabled={busy || offer.status === 'moderation'}
          onClick={onToggle}
          className={ROW_BUTTON}
        >
          {offer.isActive ? <Pause aria-hidden className="size-4" /> : <Play aria-hidden className="size-4" />}
          {offer.isActive ? 'Пауза' : 'Возобновить'}
        </button>
      </div>
      {offer.hiddenReason !== null ? (
        // The moderator's words as written, across the whole row: the seller needs them to fix the offer.
        <p className="col-span-full rounded-xl bg-danger/10 px-3 py-2 text-sm text-danger" data-testid="hidden-reason">
          Скрыто модератором: {offer.hiddenReason}
        </p>
      ) : null}
    </li>
  );
}
