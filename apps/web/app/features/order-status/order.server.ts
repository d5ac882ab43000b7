import { orderListResponseSchema, orderTabsResponseSchema, orderViewSchema, type OrderListResponse, type OrderTab, type OrderView } from '@lootmarket/domain';
import type { z } from 'zod';
import { ORDERS_PAGE_SIZE } from './order-format';

type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

const PUBLIC = '/api/gw/public/v1';
const PRIVATE = '/api/gw/private/v1';

export type OrderLoadResult = { kind: 'ok'; order: OrderView } | { kind: 'not-found' } | { kind: 'error' };

async function loadOrder(apiFetch: ApiFetch, path: string): Promise<OrderLoadResult> {
  try {
    const response = await apiFetch(path);
    // The API answers 404 for an order the visitor may not see, so ids cannot be probed.
    if (response.status === 404 || response.status === 400) return { kind: 'not-found' };
    if (!response.ok) throw new Error(`order answered ${response.status}`);
    return { kind: 'ok', order: orderViewSchema.parse(await response.json()) };
  } catch (error) {
    console.error('order unavailable', error);
    return { kind: 'error' };
  }
}

/** The public status of an order: a guest's token, or the signed-in buyer's cookies, opens it. */
export function loadOrderStatus(apiFetch: ApiFetch, orderId: string, token: string | null): Promise<OrderLoadResult> {
  const query = token ? `?token=${encodeURIComponent(token)}` : '';
  return loadOrder(apiFetch, `${PUBLIC}/order/status/${encodeURIComponent(orderId)}${query}`);
}

/** One of the signed-in buyer's orders. */
export function loadMyOrder(apiFetch: ApiFetch, orderId: string): Promise<OrderLoadResult> {
  return loadOrder(apiFetch, `${PRIVATE}/order?id=${encodeURIComponent(orderId)}`);
}

export type OrderListResult =
  | { kind: 'ok'; tabs: z.infer<typeof orderTabsResponseSchema>['tabs']; list: OrderListResponse; needsAttention: OrderView[] }
  | { kind: 'error' };

/** The tabs with their counters and one page of the chosen tab, fetched together. */
export async function loadMyOrders(apiFetch: ApiFetch, tab: OrderTab, page: number): Promise<OrderListResult> {
  try {
    const offset = (page - 1) * ORDERS_PAGE_SIZE;
    const [tabsAnswer, listAnswer, errorsAnswer] = await Promise.all([
      apiFetch(`${PRIVATE}/order/tabs`),
      apiFetch(`${PRIVATE}/order/list?tab=${tab}&limit=${ORDERS_PAGE_SIZE}&offset=${offset}`),
      apiFetch(`${PRIVATE}/order/error/list`),
    ]);
    if (!tabsAnswer.ok || !listAnswer.ok) throw new Error(`orders answered ${tabsAnswer.status}/${listAnswer.status}`);
    const { tabs } = orderTabsResponseSchema.parse(await tabsAnswer.json());
    // The reminder about failed payments is a courtesy: the list stands without it.
    const errors = errorsAnswer.ok ? orderListResponseSchema.safeParse(await errorsAnswer.json()) : null;
    const needsAttention = (errors?.success ? errors.data.items : []).filter((order) => order.canPay || order.displayStatus === 'ERROR');
    return { kind: 'ok', tabs, list: orderListResponseSchema.parse(await listAnswer.json()), needsAttention };
  } catch (error) {
    console.error('orders unavailable', error);
    return { kind: 'error' };
  }
}
