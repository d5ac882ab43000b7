import type { OrderImage, OrderListResponse, OrderView, SellerOrderStatus } from '@lootmarket/domain';
import { orderEndpoints, sellerOrderEndpoints } from '@lootmarket/domain/endpoints/orders';
import { redirect } from 'react-router';
import type { ApiClient } from '#app/lib/api/client';
import { orFallback, settle } from '#app/lib/api/outcome';
import { SELLER_ORDERS_PAGE_SIZE, type SellerTab } from './seller-order-status';

export type SellerStats = Record<SellerOrderStatus, number>;

export type SellerOrdersResult = { kind: 'ok'; list: OrderListResponse; stats: SellerStats } | { kind: 'error' };

/** The seller's orders on one tab and the counts of every tab; anyone the API refuses as a seller goes home. */
export async function loadSellerOrders(api: ApiClient, tab: SellerTab, page: number): Promise<SellerOrdersResult> {
  const query = {
    limit: SELLER_ORDERS_PAGE_SIZE,
    offset: (page - 1) * SELLER_ORDERS_PAGE_SIZE,
    ...(tab !== 'all' ? { status: tab } : {}),
  };
  const [list, stats] = await Promise.all([
    settle(api.call(sellerOrderEndpoints.list, { query })),
    settle(api.call(sellerOrderEndpoints.stats)),
  ]);
  if ((!list.ok && list.error.status === 403) || (!stats.ok && stats.error.status === 403)) throw redirect('/');
  if (!list.ok || !stats.ok) return { kind: 'error' };
  return { kind: 'ok', list: list.data, stats: stats.data.counts };
}

export type SellerOrderResult =
  { kind: 'ok'; order: OrderView; images: OrderImage[] } | { kind: 'not-found' } | { kind: 'error' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One order the shop sold, with its delivery pictures; orders of other shops (or the user's own purchases) are not found. */
export async function loadSellerOrder(api: ApiClient, orderId: string): Promise<SellerOrderResult> {
  if (!UUID.test(orderId)) return { kind: 'not-found' };
  const [found, images] = await Promise.all([
    settle(api.call(sellerOrderEndpoints.list, { query: { id: orderId } })),
    orFallback(api.call(orderEndpoints.images, { query: { id: orderId } }), { items: [] }, 'delivery pictures'),
  ]);
  if (!found.ok && found.error.status === 403) throw redirect('/');
  if (!found.ok) return { kind: 'error' };
  const [order] = found.data.items;
  return order ? { kind: 'ok', order, images: images.items } : { kind: 'not-found' };
}
