import { saleEntryRequestSchema, saleEntrySchema } from '../contracts/sale';
import { defineEndpoint, PUBLIC_API } from './define';

/** Promotions: taking part in a sale's prize draw from its modal. */
export const saleEndpoints = {
  enter: defineEndpoint({
    method: 'POST',
    path: `${PUBLIC_API}/sale`,
    body: saleEntryRequestSchema,
    response: saleEntrySchema,
  }),
};
