import { orderImageListResponseSchema, orderViewSchema, paymentLinkResponseSchema, type OrderImage, type OrderView } from '@lootmarket/domain';
import { apiJson } from '#app/lib/api-client';
import { rememberOrder } from './stored-order';

const PUBLIC = '/api/gw/public/v1';
const PRIVATE = '/api/gw/private/v1';

/** Who is looking at an order: a guest proves it with the token from the bank's return link or the mail. */
export type OrderViewer = { kind: 'guest'; token: string } | { kind: 'user' };

export const viewerFromToken = (token: string | null | undefined): OrderViewer => (token ? { kind: 'guest', token } : { kind: 'user' });

/** Asks for a payment attempt (the same one while it is in flight) and goes to the bank's page. */
export async function payForOrder(orderId: string, viewer: OrderViewer): Promise<void> {
  const [url, json] = viewer.kind === 'guest' ? [`${PUBLIC}/order/payment-link`, { orderId, token: viewer.token }] : [`${PRIVATE}/order/payment-link`, { orderId }];
  const link = paymentLinkResponseSchema.parse(await apiJson(url, { method: 'POST', json }));
  rememberOrder({ id: orderId, ...(viewer.kind === 'guest' ? { token: viewer.token } : {}) });
  window.location.assign(link.confirmationUrl);
}

/** The buyer confirms receipt (the seller gets paid) or opens a dispute (the money stays held). */
export async function actOnOrder(orderId: string, viewer: OrderViewer, action: 'confirm' | 'dispute'): Promise<OrderView> {
  const [url, json] = viewer.kind === 'guest' ? [`${PUBLIC}/order`, { id: orderId, action, token: viewer.token }] : [`${PRIVATE}/order`, { id: orderId, action }];
  return orderViewSchema.parse(await apiJson(url, { method: 'PUT', json }));
}

/** The order as the status page loads it in the browser, for the pending-order check. */
export async function fetchOrderStatus(orderId: string, token: string | undefined): Promise<OrderView> {
  const query = token ? `?token=${encodeURIComponent(token)}` : '';
  return orderViewSchema.parse(await apiJson(`${PUBLIC}/order/status/${encodeURIComponent(orderId)}${query}`));
}

/** The pictures the seller attached to the delivery; the guest's token opens them like the order. */
export async function fetchDeliveryPictures(orderId: string, viewer: OrderViewer): Promise<OrderImage[]> {
  const url =
    viewer.kind === 'guest'
      ? `${PUBLIC}/order/image/list?id=${encodeURIComponent(orderId)}&token=${encodeURIComponent(viewer.token)}`
      : `${PRIVATE}/order/image/list?id=${encodeURIComponent(orderId)}`;
  return orderImageListResponseSchema.parse(await apiJson(url)).items;
}
