import { z } from 'zod';
import type { PageLayout } from '../layouts';
import type { BuyerInputKind } from '../catalog';
import { buyerInputKindSchema, checkoutInputKinds } from '../catalog';
import { buyerInputsSchema } from '../validation/buyer-input-fields';

/** Most units one order line may take (exchange-rate items are counted one by one); stock limits it further. */
export const CHECKOUT_QUANTITY_MAX = 100_000;
/** Exchange-rate offers are priced per this many units (a seller's rate is "100 шт. — 170 ₽"). */
export const EXCHANGE_RATE_LOT = 100;

/**
 * What the product page hands to checkout: the chosen offer, how many units, and the buyer's inputs
 * keyed by input kind. Checkout checks the inputs again against the product's kinds (checkoutDraftFor).
 */
export const checkoutDraftSchema = z.object({
  offerId: z.uuid(),
  quantity: z.number().int().min(1).max(CHECKOUT_QUANTITY_MAX),
  inputs: z.partialRecord(buyerInputKindSchema, z.string()),
});
export type CheckoutDraft = z.infer<typeof checkoutDraftSchema>;

/**
 * The draft schema for one product: the same envelope with exactly the inputs checkout asks for checked;
 * a one-time code is not one of them (it is asked for in the order chat) and is dropped if sent.
 */
export function checkoutDraftFor(kinds: readonly BuyerInputKind[]) {
  return checkoutDraftSchema.extend({ inputs: buyerInputsSchema(checkoutInputKinds(kinds)) });
}

/** What a line costs in minor units; exchange-rate prices are per lot of EXCHANGE_RATE_LOT units, rounded up. */
export function checkoutLineTotal(layout: PageLayout, priceMinor: number, quantity: number): number {
  if (layout === 'exchange-rate') return Math.ceil((priceMinor * quantity) / EXCHANGE_RATE_LOT);
  return priceMinor * quantity;
}
