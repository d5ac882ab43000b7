import type { OrderImage, OrderListResponse, OrderView, SellerOrderStatus } from '@lootmarket/domain';
import { redirect } from 'react-router';
import { SELLER_ORDERS_PAGE_SIZE, type SellerTab } from './seller-order-status';

type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;
const PRIVATE = '/api/gw/private/v1';

export type SellerStats = Record<SellerOrderStatus, number>;

export type SellerOrdersResult = { kind: 'ok'; list: OrderListResponse; stats: SellerStats } | { kind: 'error' };

/** The seller's orders on one tab and the counts of every tab; anyone the API refuses as a seller goes home. */
export async function loadSellerOrders(apiFetch: ApiFetch, tab: SellerTab, page: number): Promise<SellerOrdersResult> {
  const query = new URLSearchParams({ limit: String(SELLER_ORDERS_PAGE_SIZE), offset: String((page - 1) * SELLER_ORDERS_PAGE_SIZE) });
  if (tab !== 'all') query.set('status', tab);
  const [list, stats] = await Promise.all([apiFetch(`${PRIVATE}/order/seller?${query}`), apiFetch(`${PRIVATE}/order/seller/stats`)]);
  if (list.status === 403 || stats.status === 403) throw redirect('/');
  if (!list.ok || !stats.ok) return { kind: 'error' };
  return { kind: 'ok', list: (await list.json()) as OrderListResponse, stats: ((await stats.json()) as { counts: SellerStats }).counts };
}

export type SellerOrderResult = { kind: 'ok'; order: OrderView; images: OrderImage[] } | { kind: 'not-found' } | { kind: 'error' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One order the shop sold, with its delivery pictures; orders of other shops (or the user's own purchases) are not found. */
export async function loadSellerOrder(apiFetch: ApiFetch, orderId: string): Promise<SellerOrderResult> {
  if (!UUID.test(orderId)) return { kind: 'not-found' };
  const [found, images] = await Promise.all([apiFetch(`${PRIVATE}/order/seller?id=${orderId}`), apiFetch(`${PRIVATE}/order/image/list?id=${orderId}`)]);
  if (found.status === 403) throw redirect('/');
  if (!found.ok) return { kind: 'error' };
  const [order] = ((await found.json()) as OrderListResponse).items;
  if (!order) return { kind: 'not-found' };
  return { kind: 'ok', order, images: images.ok ? ((await images.json()) as { items: OrderImage[] }).items : [] };
}
