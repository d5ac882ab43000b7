import type { OrderImage, OrderView } from '@lootmarket/domain';
import { apiFetch, apiJson, ApiError } from '#app/lib/api-client';

const PRIVATE = '/api/gw/private/v1';

/** Accepts a paid order: the seller starts working on it (IN_PROGRESS). */
export const acceptOrder = (id: string) => apiJson<OrderView>(`${PRIVATE}/order/seller/status`, { method: 'PUT', json: { id, status: 'IN_PROGRESS' } });

/** Hands the order over with the text the buyer will see (DELIVERED). */
export const deliverOrder = (id: string, text: string) =>
  apiJson<OrderView>(`${PRIVATE}/order/seller/status`, { method: 'PUT', json: { id, status: 'DELIVERED', text } });

/** Uploads one delivery picture as multipart; the server checks and re-encodes it. */
export async function uploadOrderImage(id: string, file: File): Promise<OrderImage> {
  const form = new FormData();
  form.append('file', file);
  const response = await apiFetch(`${PRIVATE}/order/image?id=${encodeURIComponent(id)}`, { method: 'POST', body: form });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = (body as { message?: string } | null)?.message ?? 'Не удалось загрузить изображение';
    throw new ApiError(response.status, message, body);
  }
  return body as OrderImage;
}
