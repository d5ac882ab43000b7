import type { DisputeReason, OrderBuyerAction, OrderImage, OrderView } from '@lootmarket/domain';
import { disputeEndpoints } from '@lootmarket/domain/endpoints/disputes';
import { guestOrderEndpoints, orderEndpoints } from '@lootmarket/domain/endpoints/orders';
import { api } from '#app/lib/api/browser';
import { rememberOrder } from './stored-order';

/** Who is looking at an order: a guest proves it with the token from the bank's return link or the mail. */
export type OrderViewer = { kind: 'guest'; token: string } | { kind: 'user' };

export const viewerFromToken = (token: string | null | undefined): OrderViewer =>
  token ? { kind: 'guest', token } : { kind: 'user' };

/** Asks for a payment attempt (the same one while it is in flight) and goes to the bank's page. */
export async function payForOrder(orderId: string, viewer: OrderViewer): Promise<void> {
  const link =
    viewer.kind === 'guest'
      ? await api.call(guestOrderEndpoints.paymentLink, { body: { orderId, token: viewer.token } })
      : await api.call(orderEndpoints.paymentLink, { body: { orderId } });
  rememberOrder({ id: orderId, ...(viewer.kind === 'guest' ? { token: viewer.token } : {}) });
  window.location.assign(link.confirmationUrl);
}

/** The buyer confirms receipt: the seller gets paid. */
export function actOnOrder(orderId: string, viewer: OrderViewer, action: OrderBuyerAction): Promise<OrderView> {
  return viewer.kind === 'guest'
    ? api.call(guestOrderEndpoints.act, { body: { id: orderId, action, token: viewer.token } })
    : api.call(orderEndpoints.act, { body: { id: orderId, action } });
}

/** The buyer opens a dispute with a reason, a text and pictures; the money stays held. */
export function openDispute(
  orderId: string,
  viewer: OrderViewer,
  dispute: { reason: DisputeReason; text: string; files: File[] },
): Promise<OrderView> {
  const form = new FormData();
  form.append('reason', dispute.reason);
  form.append('text', dispute.text);
  for (const file of dispute.files) form.append('file', file);
  const query = { id: orderId, ...(viewer.kind === 'guest' ? { token: viewer.token } : {}) };
  return api.call(disputeEndpoints.open, { query, body: form });
}

/** The order as the status page loads it in the browser, for the pending-order check. */
export function fetchOrderStatus(orderId: string, token: string | undefined): Promise<OrderView> {
  return api.call(guestOrderEndpoints.status, { params: { id: orderId }, query: token ? { token } : {} });
}

/** The pictures the seller attached to the delivery; the guest's token opens them like the order. */
export async function fetchDeliveryPictures(orderId: string, viewer: OrderViewer): Promise<OrderImage[]> {
  const answer =
    viewer.kind === 'guest'
      ? await api.call(guestOrderEndpoints.images, { query: { id: orderId, token: viewer.token } })
      : await api.call(orderEndpoints.images, { query: { id: orderId } });
  return answer.items;
}
