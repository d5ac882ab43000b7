import { z } from 'zod';
import { SALE_CAMPAIGNS } from '../sale-campaigns';
import { guestEmailSchema } from '../validation/email';

/** `POST sale`: taking part in a sale's prize draw with the e-mail the result is sent to. */
export const saleEntryRequestSchema = z.object({
  campaign: z.enum(SALE_CAMPAIGNS, { error: 'Акция не найдена' }),
  email: guestEmailSchema,
});
export type SaleEntryRequest = z.infer<typeof saleEntryRequestSchema>;

/** The same answer however often one e-mail takes part: it is in the draw once. */
export const saleEntrySchema = z.object({ campaign: z.enum(SALE_CAMPAIGNS), email: z.string() });
export type SaleEntry = z.infer<typeof saleEntrySchema>;
