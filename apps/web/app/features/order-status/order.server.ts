import type { OrderListResponse, OrderTab, OrderView } from '@lootmarket/domain';
import { guestOrderEndpoints, orderEndpoints } from '@lootmarket/domain/endpoints/orders';
import { isApiError } from '#app/lib/api/api-error';
import type { Answer, ApiClient } from '#app/lib/api/client';
import { orFallback } from '#app/lib/api/outcome';
import { ORDERS_PAGE_SIZE } from './order-format';

export type OrderLoadResult = { kind: 'ok'; order: OrderView } | { kind: 'not-found' } | { kind: 'error' };

async function loadOrder(call: Promise<OrderView>): Promise<OrderLoadResult> {
  try {
    return { kind: 'ok', order: await call };
  } catch (error) {
    // The API answers 404 for an order the visitor may not see, so ids cannot be probed.
    if (isApiError(error, 404, 400)) return { kind: 'not-found' };
    console.error('order unavailable', error);
    return { kind: 'error' };
  }
}

/** The public status of an order: a guest's token, or the signed-in buyer's cookies, opens it. */
export function loadOrderStatus(api: ApiClient, orderId: string, token: string | null): Promise<OrderLoadResult> {
  return loadOrder(api.call(guestOrderEndpoints.status, { params: { id: orderId }, query: token ? { token } : {} }));
}

/** One of the signed-in buyer's orders. */
export function loadMyOrder(api: ApiClient, orderId: string): Promise<OrderLoadResult> {
  return loadOrder(api.call(orderEndpoints.get, { query: { id: orderId } }));
}

export type OrderListResult =
  | {
      kind: 'ok';
      tabs: Answer<typeof orderEndpoints.tabs>['tabs'];
      list: OrderListResponse;
      needsAttention: OrderView[];
    }
  | { kind: 'error' };

/** The tabs with their counters and one page of the chosen tab, fetched together. */
export async function loadMyOrders(api: ApiClient, tab: OrderTab, page: number): Promise<OrderListResult> {
  try {
    const [{ tabs }, list, errors] = await Promise.all([
      api.call(orderEndpoints.tabs),
      api.call(orderEndpoints.list, { query: { tab, limit: ORDERS_PAGE_SIZE, offset: (page - 1) * ORDERS_PAGE_SIZE } }),
      // The reminder about failed payments is a courtesy: the list stands without it.
      orFallback(api.call(orderEndpoints.errors), null, 'orders needing attention'),
    ]);
    const needsAttention = (errors?.items ?? []).filter((order) => order.canPay || order.displayStatus === 'ERROR');
    return { kind: 'ok', tabs, list, needsAttention };
  } catch (error) {
    console.error('orders unavailable', error);
    return { kind: 'error' };
  }
}
