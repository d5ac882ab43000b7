import type { BuyerInputKind } from '@lootmarket/domain';
import { BUYER_INPUT_FIELDS } from '@lootmarket/domain';

/** Orders per page of the buyer's order list. */
export const ORDERS_PAGE_SIZE = 20;

const SECOND_MS = 1000;
const MINUTE_S = 60;
const HOUR_S = 3600;
const DAY_S = 86_400;

const twoDigits = (value: number): string => String(value).padStart(2, '0');

/**
 * Time left on an order's timer: «mm:ss» under an hour, «h:mm:ss» under a day, «N д hh:mm:ss» beyond.
 * Partial seconds round up, so the timer shows 00:00 only once the time is really over.
 */
export function formatCountdown(remainingMs: number): string {
  const total = Math.max(0, Math.ceil(remainingMs / SECOND_MS));
  const days = Math.floor(total / DAY_S);
  const hours = Math.floor((total % DAY_S) / HOUR_S);
  const minutes = Math.floor((total % HOUR_S) / MINUTE_S);
  const seconds = total % MINUTE_S;
  const clock = `${twoDigits(minutes)}:${twoDigits(seconds)}`;
  if (days > 0) return `${days} д ${twoDigits(hours)}:${clock}`;
  if (hours > 0) return `${hours}:${clock}`;
  return clock;
}

/** Milliseconds from `now` to an ISO deadline; negative once it has passed. */
export function remainingUntil(deadline: string, now: number): number {
  return Date.parse(deadline) - now;
}

/** The short number buyers quote to support: the first block of the order's id. */
export function orderNumber(orderId: string): string {
  return `№ ${orderId.split('-')[0]!.toUpperCase()}`;
}

/** «24 ноября 2026, 14:05» in Russian; the browser's time zone unless one is given (the server renders Moscow time). */
export function formatOrderDate(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone })
    .format(new Date(iso))
    .replace(' г.', '')
    .replace(' в ', ', ');
}

export interface OrderInputLine {
  label: string;
  value: string;
}

const MASK = '••••••••';

/** The buyer's answers as label and value, in the product form's order; passwords stay hidden on screen. */
export function orderInputLines(inputs: Record<string, string>): OrderInputLine[] {
  const known = Object.keys(BUYER_INPUT_FIELDS) as BuyerInputKind[];
  return Object.entries(inputs)
    .sort(([a], [b]) => known.indexOf(a as BuyerInputKind) - known.indexOf(b as BuyerInputKind))
    .map(([kind, value]) => {
      const field = BUYER_INPUT_FIELDS[kind as BuyerInputKind] as (typeof BUYER_INPUT_FIELDS)[BuyerInputKind] | undefined;
      return { label: field?.label ?? kind, value: field?.control === 'password' ? MASK : value };
    });
}

/** Gift links are handed over like keys; a delivered value that is a web address opens as a link. */
export function isGiftLink(value: string): boolean {
  return /^https?:\/\/\S+$/i.test(value.trim());
}
