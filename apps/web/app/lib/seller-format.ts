import type { SellerTier } from '@lootmarket/domain';

/** How a seller's trust figures read wherever a seller is shown: product pages, the storefront. */

/** The shop's public page. */
export const storefrontPath = (sellerId: string | number): string => `/seller/${sellerId}`;

export const TIER_LABELS: Readonly<Record<SellerTier, string>> = {
  gold: 'Золотой',
  silver: 'Серебряный',
  bronze: 'Бронзовый',
};

/** Russian plural: one (1, 21), few (2–4, 22–24), many (0, 5–20, 25…). */
export function plural(count: number, [one, few, many]: readonly [string, string, string]): string {
  const tens = Math.abs(count) % 100;
  const units = tens % 10;
  if (tens > 10 && tens < 20) return many;
  if (units === 1) return one;
  if (units >= 2 && units <= 4) return few;
  return many;
}

const group = (value: number) => value.toLocaleString('ru-RU').replace(/\s/g, '\u00A0');

/** "2 мин", "1 ч 30 мин", "12 ч", "2 дн." — how long delivery takes, the way shops say it. */
export function deliveryText(minutes: number): string {
  if (minutes < 60) return `${Math.max(1, minutes)} мин`;
  if (minutes < 24 * 60) {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    return rest === 0 || hours >= 6 ? `${hours} ч` : `${hours} ч ${rest} мин`;
  }
  return `${Math.round(minutes / (24 * 60))} дн.`;
}

/** "4 812 сделок". */
export function dealsText(count: number): string {
  return `${group(count)} ${plural(count, ['сделка', 'сделки', 'сделок'])}`;
}

/** A refund share in basis points as a percentage with one decimal: 40 → "0,4 %". */
export function refundShareText(bp: number): string {
  const tenths = Math.round(bp / 10);
  return `${Math.floor(tenths / 10)},${tenths % 10}\u00A0%`;
}

/** "4,8" — an average of stars as Russian writes it. */
export const ratingValue = (average: number): string => average.toLocaleString('ru-RU', { minimumFractionDigits: 1 });

/** "124 отзыва". */
export function reviewsText(count: number): string {
  return `${group(count)} ${plural(count, ['отзыв', 'отзыва', 'отзывов'])}`;
}
