import { formatMoney, type CurrencyCode, type HoldReason } from '@lootmarket/domain';

const dayAndTime = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Moscow',
});
const dayOnly = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Moscow',
});
const monthShort = new Intl.DateTimeFormat('ru-RU', { month: 'short', timeZone: 'UTC' });

export const CURRENCY_NAMES: Readonly<Record<CurrencyCode, string>> = { rub: 'Рубли', usd: 'Доллары', kzt: 'Тенге' };

/** '27 ноября в 14:05' in Moscow time, as the site shows times. */
export const formatWhen = (iso: string): string => dayAndTime.format(new Date(iso));

export const formatDay = (iso: string): string => dayOnly.format(new Date(iso));

/** 'нояб.' → 'Ноя': the label under a month's column. */
export function monthLabel(iso: string): string {
  const text = monthShort.format(new Date(iso)).replace('.', '');
  return text.charAt(0).toUpperCase() + text.slice(1, 3);
}

/** When a held amount can be withdrawn, in words; without a date it waits for support (a dispute or an order check). */
export function availableFromText(
  iso: string | null,
  now: number = Date.now(),
  reason: HoldReason = 'dispute',
): string {
  if (iso === null) return reason === 'dispute' ? 'После решения спора' : 'После проверки заказа';
  const at = new Date(iso).getTime();
  if (at <= now) return 'Становится доступно';
  return `Доступно с ${formatWhen(iso)}`;
}

export const money = (amount: number, currency: CurrencyCode): string => formatMoney(amount, currency);

/** 'order:5e11e700-…' → 'Заказ № 5E11E700' (kept on one line); 'donation:…' → 'Донат'. */
export function referenceLabel(reference: string | null): string {
  if (!reference) return '';
  const [kind, id = ''] = reference.split(':');
  if (kind === 'order') return `Заказ\u00A0№\u00A0${id.slice(0, 8).toUpperCase()}`;
  if (kind === 'donation') return 'Донат';
  return '';
}
