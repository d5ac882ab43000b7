import { fetchOrderStatus } from './order-client';
import {
  forgetStoredOrder,
  isPendingOrder,
  orderStatusPath,
  readStoredOrder,
  skipsPendingRedirect,
} from './stored-order';

/**
 * Where a stored order still waiting for payment sends the buyer: its status page, or null. An order that
 * is no longer waiting, or that the API no longer shows (another account, a lost token), is forgotten so it
 * cannot keep bouncing the buyer.
 */
export async function pendingOrderPath(isCancelled: () => boolean): Promise<string | null> {
  const stored = readStoredOrder();
  if (!stored || skipsPendingRedirect(window.location.pathname)) return null;
  try {
    const order = await fetchOrderStatus(stored.id, stored.token);
    if (isCancelled()) return null;
    if (isPendingOrder(order)) return orderStatusPath(stored);
    forgetStoredOrder();
  } catch {
    if (!isCancelled()) forgetStoredOrder();
  }
  return null;
}
