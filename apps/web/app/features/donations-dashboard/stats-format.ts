import {
  CURRENCY_DISPLAY,
  formatMoney,
  MINOR_UNITS_PER_MAJOR,
  type CurrencyCode,
  type DonationStatsBucket,
  type DonationStatsPeriod,
} from '@lootmarket/domain';
import { scaleCeiling } from '#app/components/charts/chart-geometry';

export const PERIOD_LABELS: Readonly<Record<DonationStatsPeriod, string>> = {
  week: '7 дней',
  month: '30 дней',
  year: '12 месяцев',
  all: 'Всё время',
};

const MONTHS_SHORT = ['янв', 'фев', 'мар', 'апр', 'мая', 'июн', 'июл', 'авг', 'сен', 'окт', 'ноя', 'дек'] as const;
const MONTHS_NOMINATIVE = ['янв', 'фев', 'мар', 'апр', 'май', 'июн', 'июл', 'авг', 'сен', 'окт', 'ноя', 'дек'] as const;

/** A bucket's label under a chart: "24 ноя" for days, "ноя 2026" for months. */
export function bucketLabel(date: string, bucket: DonationStatsBucket): string {
  const [year = '', month = '1', day = '1'] = date.split('-');
  const index = Number(month) - 1;
  return bucket === 'day' ? `${Number(day)} ${MONTHS_SHORT[index]}` : `${MONTHS_NOMINATIVE[index]} ${year}`;
}

/**
 * The top of a chart's scale: the smallest 1, 2, 2.5 or 5 times a power of ten at or above the largest
 * value, so grid lines fall on round numbers. An empty chart still gets a scale.
 */
export function niceCeiling(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * power >= value) ?? 10;
  return step * power;
}

/** "1,5 тыс." or "2 млн" — short numbers for chart axes. */
export function compactNumber(value: number): string {
  const [divisor, suffix] = value >= 1_000_000 ? [1_000_000, ' млн'] : value >= 1_000 ? [1_000, ' тыс.'] : [1, ''];
  const short = Math.round((value / divisor) * 10) / 10;
  return `${String(short).replace('.', ',')}${suffix}`;
}

/** An axis label of an amount in minor units: whole major units, compact, with the currency symbol. */
export function compactMoney(minor: number, currency: CurrencyCode): string {
  const { symbol, side } = CURRENCY_DISPLAY[currency];
  const text = compactNumber(minor / MINOR_UNITS_PER_MAJOR);
  return side === 'left' ? `${symbol}${text}` : `${text}\u00A0${symbol}`;
}

/** The average donation, rounded to whole minor units; nothing to show without donations. */
export function averageDonation(gross: number, count: number, currency: CurrencyCode): string {
  return count > 0 ? formatMoney(Math.round(gross / count), currency) : '—';
}

/** "3 доната", "5 донатов", "21 донат". */
export function donationsCount(count: number): string {
  const mod10 = count % 10;
  const mod100 = count % 100;
  const word =
    mod10 === 1 && mod100 !== 11
      ? 'донат'
      : mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)
        ? 'доната'
        : 'донатов';
  return `${count}\u00A0${word}`;
}

const pad = (value: number): string => String(value).padStart(2, '0');

/** "24.11.2026, 01:30" in Moscow time, the same on the server and in the browser. */
export function formatMoscowDateTime(iso: string): string {
  const wall = new Date(Date.parse(iso) + 3 * 3_600_000);
  return `${pad(wall.getUTCDate())}.${pad(wall.getUTCMonth() + 1)}.${wall.getUTCFullYear()}, ${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
}

export function formatMoscowDate(iso: string): string {
  return formatMoscowDateTime(iso).slice(0, 10);
}

/** An empty amount chart still spans 100 in major units, so its axis reads 0, 25, 50… rather than kopecks. */
const MIN_AMOUNT_CEILING = 100 * MINOR_UNITS_PER_MAJOR;
export function chartCeiling(max: number, metric: 'amount' | 'count'): number {
  return metric === 'amount' ? scaleCeiling(max, { minimum: MIN_AMOUNT_CEILING }) : scaleCeiling(max, { whole: true });
}
