import { z } from 'zod';
import { KEY_UPLOAD_LIMITS, stockModeSchema } from '../seller-offers';

/**
 * `PUT seller/stock/{offer_id}`: keys pasted as text (one per line), a counted quantity, or unlimited. Keys
 * are added to the offer's stock, never replacing it; a `.csv` file (`seller/stock/{offer_id}/file`) holds a
 * key per cell.
 */
export const stockUpdateRequestSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('keys'), text: z.string().max(KEY_UPLOAD_LIMITS.maxBytes) }),
  z.object({ mode: z.literal('quantity'), quantity: z.number().int().min(0).max(KEY_UPLOAD_LIMITS.maxQuantity) }),
  z.object({ mode: z.literal('unlimited') }),
]);
export type StockUpdateRequest = z.infer<typeof stockUpdateRequestSchema>;

export const KEY_REJECT_REASONS = ['too_long', 'duplicate_in_upload', 'duplicate_in_stock'] as const;

/** What one key upload did; rejected lines name their line number and reason (at most 100 are listed). */
const keyUploadResultSchema = z.object({
  added: z.number().int(),
  duplicates: z.number().int(),
  rejected: z.number().int(),
  rejections: z.array(z.object({ line: z.number().int(), reason: z.enum(KEY_REJECT_REASONS), message: z.string() })),
});
export type KeyUploadResult = z.infer<typeof keyUploadResultSchema>;

const stockSummarySchema = z.object({
  offerId: z.uuid(),
  mode: stockModeSchema,
  /** Pieces available to buy; null when unlimited. */
  stock: z.number().int().nullable(),
  keys: z.object({ available: z.number().int(), reserved: z.number().int(), sold: z.number().int() }),
});
export type StockSummary = z.infer<typeof stockSummarySchema>;

export const stockUpdateResponseSchema = z.object({
  stock: stockSummarySchema,
  upload: keyUploadResultSchema.nullable(),
});
export type StockUpdateResponse = z.infer<typeof stockUpdateResponseSchema>;

/** `GET seller/stock/{offer_id}/keys`: the offer's keys, never in full: only the last characters. */
export const offerKeyListQuerySchema = z.object({
  status: z.enum(['available', 'reserved', 'sold']).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
const maskedKeySchema = z.object({
  id: z.uuid(),
  /** «••••7F3K»: the last four characters (fewer for short keys), the rest hidden. */
  masked: z.string(),
  status: z.enum(['available', 'reserved', 'sold']),
  createdAt: z.iso.datetime(),
});
export type MaskedKey = z.infer<typeof maskedKeySchema>;
export const offerKeyListResponseSchema = z.object({
  items: z.array(maskedKeySchema),
  total: z.number().int(),
  stock: stockSummarySchema,
});

/** `POST seller/stock/{offer_id}/keys/remove`: removes unsold keys; a reserved or sold key refuses the whole request. */
export const offerKeyRemoveRequestSchema = z.object({ keyIds: z.array(z.uuid()).min(1).max(1000) });
export const offerKeyRemoveResponseSchema = z.object({ removed: z.number().int(), stock: stockSummarySchema });
