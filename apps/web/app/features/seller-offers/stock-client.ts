import type { StockUpdateResponse } from '@lootmarket/domain';
import { sellerStockEndpoints } from '@lootmarket/domain/endpoints/seller';
import { api } from '#app/lib/api/browser';

export type KeyStatus = 'available' | 'reserved' | 'sold';
export const KEY_PAGE_SIZE = 50;

/** Adds pasted keys, one per line; the answer counts what was added, repeated and refused. */
export const addPastedKeys = (offerId: string, text: string): Promise<StockUpdateResponse> =>
  api.call(sellerStockEndpoints.update, { params: { offer_id: offerId }, body: { mode: 'keys', text } });

/** Sends a .txt or .csv file of keys as multipart; the server checks its kind, size and every key. */
export function uploadKeyFile(offerId: string, file: File): Promise<StockUpdateResponse> {
  const form = new FormData();
  form.append('file', file);
  return api.call(sellerStockEndpoints.uploadFile, { params: { offer_id: offerId }, body: form });
}

/** A counted quantity, or `null` for unlimited: for offers delivered by hand. */
export const setCountedStock = (offerId: string, quantity: number | null): Promise<StockUpdateResponse> =>
  api.call(sellerStockEndpoints.update, {
    params: { offer_id: offerId },
    body: quantity === null ? { mode: 'unlimited' } : { mode: 'quantity', quantity },
  });

/** One page of the offer's keys, masked to their tail. */
export const loadKeys = (offerId: string, offset: number, status: KeyStatus | null) =>
  api.call(sellerStockEndpoints.keys, {
    params: { offer_id: offerId },
    query: { limit: KEY_PAGE_SIZE, offset, ...(status ? { status } : {}) },
  });

export const removeKeys = (offerId: string, keyIds: string[]) =>
  api.call(sellerStockEndpoints.removeKeys, { params: { offer_id: offerId }, body: { keyIds } });
