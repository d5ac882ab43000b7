import {
  MINOR_UNITS_PER_MAJOR,
  type PageLayout,
  type Product,
  type ProductPageOffer,
  type ScheduleNow,
} from '@lootmarket/domain';

export { MINOR_UNITS_PER_MAJOR };

/** The families of product page layouts: one page skeleton, one panel per family. */
export type LayoutFamily =
  'key' | 'points' | 'top-up' | 'subscription' | 'gift-card' | 'exchange-rate' | 'rmt' | 'offer';

export function layoutFamily(layout: PageLayout): LayoutFamily {
  switch (layout) {
    case 'game-dlc':
    case 'game-dlc-gift':
    case 'game-dlc-key':
      return 'key';
    case 'game-points-key':
    case 'game-points-manual':
      return 'points';
    case 'mobile-top-up':
      return 'top-up';
    case 'subscription-key':
    case 'subscription-manual':
      return 'subscription';
    case 'gift-card-key':
      return 'gift-card';
    case 'exchange-rate':
      return 'exchange-rate';
    case 'rmt':
      return 'rmt';
    default:
      return 'offer';
  }
}

/**
 * The offer line of a manual offer whose seller is away (decision 024), in Moscow time so the server and
 * the browser render the same text; null while the seller takes orders.
 */
export function sellerAwayText(now: ScheduleNow | undefined): string | null {
  if (!now || now.open) return null;
  if (!now.backAt) return 'Продавец в отпуске — заказ примут после его возвращения';
  const back = new Intl.DateTimeFormat('ru-RU', {
    timeZone: 'Europe/Moscow',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(now.backAt));
  return `Продавец вернётся ${back} (мск) — тогда и начнётся час на принятие заказа`;
}

/** The most minutes an offer may take and still stand beside «Доставка за 2 минуты». */
const TWO_MINUTES = 2;

/**
 * The product's badges as the chosen offer bears them out: «Доставка за 2 минуты» is left out when that
 * offer promises a longer wait, so the page never says «2 минуты» beside «Выдача ≈ 27 мин».
 */
export function badgesForOffer(
  badges: Product['badges'],
  offer: Pick<ProductPageOffer, 'deliveryMinutes'> | undefined,
): Product['badges'] {
  if (!offer || offer.deliveryMinutes <= TWO_MINUTES) return badges;
  return badges.filter(({ badge }) => badge !== 'delivery_2_min');
}
