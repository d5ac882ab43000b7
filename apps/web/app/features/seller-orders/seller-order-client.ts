import type { OrderImage, OrderView } from '@lootmarket/domain';
import { sellerOrderEndpoints } from '@lootmarket/domain/endpoints/orders';
import { api } from '#app/lib/api/browser';

/** Accepts a paid order: the seller starts working on it (IN_PROGRESS). */
export const acceptOrder = (id: string): Promise<OrderView> =>
  api.call(sellerOrderEndpoints.setStatus, { body: { id, status: 'IN_PROGRESS' } });

/** Hands the order over with the text the buyer will see (DELIVERED). */
export const deliverOrder = (id: string, text: string): Promise<OrderView> =>
  api.call(sellerOrderEndpoints.setStatus, { body: { id, status: 'DELIVERED', text } });

/** Uploads one delivery picture as multipart; the server checks and re-encodes it. */
export function uploadOrderImage(id: string, file: File): Promise<OrderImage> {
  const form = new FormData();
  form.append('file', file);
  return api.call(sellerOrderEndpoints.uploadImage, { query: { id }, body: form });
}
