import { lastOrderMetaSchema, STORED_CLIENT_KEYS, type OrderView } from '@lootmarket/domain';
import { z } from 'zod';

/** The order checkout remembers before sending the buyer to the bank (spec §3 last order meta). */
const storedOrderSchema = lastOrderMetaSchema.extend({ token: z.string().min(1).optional() });
export type StoredOrder = z.infer<typeof storedOrderSchema>;

export function readStoredOrder(): StoredOrder | null {
  try {
    const parsed = storedOrderSchema.safeParse(
      JSON.parse(window.localStorage.getItem(STORED_CLIENT_KEYS.lastOrder) ?? 'null'),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Remembers an order on its way to the bank, so coming back brings the buyer to its status page. */
export function rememberOrder(order: StoredOrder): void {
  try {
    window.localStorage.setItem(STORED_CLIENT_KEYS.lastOrder, JSON.stringify(order));
  } catch {
    // Private mode may refuse storage; the bank still returns the buyer to the order's page.
  }
}

export function forgetStoredOrder(): void {
  try {
    window.localStorage.removeItem(STORED_CLIENT_KEYS.lastOrder);
  } catch {
    // Storage refused: nothing was kept either.
  }
}

/** The order's status page; a guest's address carries the token that opens it. */
export function orderStatusPath(order: StoredOrder): string {
  return `/order-status/${encodeURIComponent(order.id)}${order.token ? `?token=${encodeURIComponent(order.token)}` : ''}`;
}

/** An order still waiting for the bank: the buyer is brought back to its status page until it is settled. */
export function isPendingOrder(order: Pick<OrderView, 'displayStatus' | 'canPay'>): boolean {
  return order.displayStatus === 'AWAIT_PAYMENT' && order.canPay;
}

const OWN_ORDERS = /^\/\d+\/orders(?:\/|$)/;

/**
 * Pages that never bounce to the pending order: its status page, the bank's pages, and the buyer's own
 * orders, which list the unpaid order with its pay button anyway.
 */
export function skipsPendingRedirect(pathname: string): boolean {
  return pathname.startsWith('/order-status/') || pathname.startsWith('/sandbox/') || OWN_ORDERS.test(pathname);
}
