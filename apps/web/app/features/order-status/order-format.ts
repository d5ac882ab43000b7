import type { BuyerInputKind } from '@lootmarket/domain';
import { BUYER_INPUT_FIELDS } from '@lootmarket/domain';

/** Orders per page of the buyer's order list. */
export const ORDERS_PAGE_SIZE = 20;

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
  return new Intl.DateTimeFormat('ru-RU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  })
    .format(new Date(iso))
    .replace(' г.', '')
    .replace(' в ', ', ');
}

export interface OrderInputLine {
  label: string;
  value: string;
}

const MASK = '••••••••';

/** What the buyer saw when answering: a choice's name («Европа»), not the code stored for it (`europe`). */
function shownValue(field: (typeof BUYER_INPUT_FIELDS)[BuyerInputKind] | undefined, value: string): string {
  if (field?.control === 'password') return MASK;
  return field?.options?.find((option) => option.value === value)?.label ?? value;
}

/** The buyer's answers as label and value, in the product form's order; passwords stay hidden on screen. */
export function orderInputLines(inputs: Record<string, string>): OrderInputLine[] {
  const known = Object.keys(BUYER_INPUT_FIELDS) as BuyerInputKind[];
  return Object.entries(inputs)
    .sort(([a], [b]) => known.indexOf(a as BuyerInputKind) - known.indexOf(b as BuyerInputKind))
    .map(([kind, value]) => {
      const field = BUYER_INPUT_FIELDS[kind as BuyerInputKind] as
        (typeof BUYER_INPUT_FIELDS)[BuyerInputKind] | undefined;
      return { label: field?.label ?? kind, value: shownValue(field, value) };
    });
}

/** Gift links are handed over like keys; a delivered value that is a web address opens as a link. */
export function isGiftLink(value: string): boolean {
  return /^https?:\/\/\S+$/i.test(value.trim());
}
