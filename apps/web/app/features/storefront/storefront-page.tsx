import type { Storefront } from '@lootmarket/domain';
import { BadgeCheck, CalendarDays, Clock, Moon, Package, RotateCcw, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { SellerRatingLine } from '#app/components/rating-stars';
import { avatarFill } from '#app/lib/avatar-fill';
import { dateSpaces } from '#app/lib/date-spaces';
import { dealsText, deliveryText, refundShareText, TIER_LABELS } from '#app/lib/seller-format';
import { StorefrontOfferCard } from './storefront-offer-card';

const MEMBER_SINCE = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric' });

/** «с ноября 2026 г.»: the month in the genitive, as it reads after «с», which only a date with its day gives. */
export const memberSince = (iso: string): string =>
  dateSpaces(
    MEMBER_SINCE.formatToParts(new Date(iso))
      .filter((part) => part.type !== 'day')
      .map((part) => part.value)
      .join('')
      .trim(),
  );

/** A shop as buyers see it: who sells, how they deal, and what they have (layout `seller`); `children` follow the offers. */
export function StorefrontPage({ shop, children }: { shop: Storefront; children?: ReactNode }) {
  return (
    <main className="mx-auto w-full max-w-6xl px-4 pt-6 pb-16 desktop:px-6" data-layout="seller">
      <section className="flex flex-col gap-5 rounded-3xl border border-border bg-surface p-5 sm:flex-row sm:items-center sm:p-8">
        <ShopAvatar shop={shop} />
        <div className="min-w-0 flex-1">
          <h1 className="flex flex-wrap items-center gap-x-3 gap-y-1 text-2xl font-black tracking-tight wrap-anywhere sm:text-3xl">
            {shop.name}
            {shop.verified ? (
              <span className="inline-flex items-center gap-1 text-sm font-semibold text-info">
                <BadgeCheck aria-hidden className="size-5" /> Проверен
              </span>
            ) : null}
          </h1>
          <p className="mt-1 text-sm text-muted">
            {TIER_LABELS[shop.tier]} продавец · на Лутмаркете с {memberSince(shop.memberSince)}
          </p>
          <a href="#shop-reviews" className="mt-2 inline-block text-sm hover:underline" data-testid="shop-rating">
            <SellerRatingLine rating={shop.rating} />
          </a>
          {shop.now.open ? null : (
            <p className="mt-3 inline-flex items-center gap-2 rounded-full bg-warning/12 px-3 py-1 text-sm text-warning">
              <Moon aria-hidden className="size-4" /> Сейчас не в сети — ручная выдача начнётся, когда продавец вернётся
            </p>
          )}
        </div>
      </section>
      <dl className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure
          icon={<ShieldCheck aria-hidden className="size-5" />}
          label="Сделки"
          value={dealsText(shop.completedDeals)}
        />
        <Figure
          icon={<RotateCcw aria-hidden className="size-5" />}
          label="Возвраты"
          value={refundShareText(shop.refundShareBp)}
        />
        <Figure
          icon={<Clock aria-hidden className="size-5" />}
          label="Обычно выдаёт за"
          value={shop.medianDeliveryMinutes === null ? '—' : deliveryText(shop.medianDeliveryMinutes)}
        />
        <Figure icon={<Package aria-hidden className="size-5" />} label="В продаже" value={`${shop.activeOffers}`} />
      </dl>
      <section aria-labelledby="shop-offers" className="mt-8">
        <h2 id="shop-offers" className="text-xl font-bold sm:text-2xl">
          Предложения
        </h2>
        {shop.offers.length > 0 ? (
          <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {shop.offers.map((offer) => (
              <li key={offer.id}>
                <StorefrontOfferCard offer={offer} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-4 rounded-card border border-dashed border-border p-8 text-center text-muted">
            <CalendarDays aria-hidden className="mx-auto mb-2 size-6 text-subtle" />
            Сейчас у продавца нет предложений в продаже.
          </p>
        )}
      </section>
      {children}
    </main>
  );
}

function ShopAvatar({ shop }: { shop: Storefront }) {
  if (shop.avatar) return <img src={shop.avatar} alt="" className="size-20 shrink-0 rounded-2xl object-cover" />;
  return (
    <span
      aria-hidden
      className="grid size-20 shrink-0 place-items-center rounded-2xl text-2xl font-black text-white"
      style={{ background: avatarFill(shop.avatarColor) }}
    >
      {shop.avatarLetters.slice(0, 2)}
    </span>
  );
}

function Figure({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="rounded-card border border-border bg-surface p-4">
      <dt className="flex items-center gap-2 text-sm text-muted">
        <span className="text-primary">{icon}</span>
        {label}
      </dt>
      <dd className="mt-1 text-lg font-bold tabular-nums">{value}</dd>
    </div>
  );
}
