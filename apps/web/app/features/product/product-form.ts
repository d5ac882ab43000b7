import {
  buyerInputsSchema,
  checkoutDraftFor,
  checkoutLineTotal,
  EXCHANGE_RATE_LOT,
  type BuyerInputKind,
  type CheckoutDraft,
  type PageLayout,
  type ProductPageOffer,
} from '@lootmarket/domain';
import { z } from 'zod';

/** Most units of one offer per order on a product page; bulk buyers use several orders or the seller's chat. */
const PER_ORDER_MAX = 100;
const EXCHANGE_MAX = 100_000;

export interface QuantityBounds {
  min: number;
  max: number;
}

/** How many units the buyer may order: exchange-rate items from one lot, everything else up to the stock. */
export function quantityBounds(layout: PageLayout, offer: ProductPageOffer | undefined): QuantityBounds {
  if (layout === 'exchange-rate') return { min: EXCHANGE_RATE_LOT, max: EXCHANGE_MAX };
  const stock = offer?.stock ?? PER_ORDER_MAX;
  return { min: 1, max: Math.max(1, Math.min(stock, PER_ORDER_MAX)) };
}

export const quantityMessages = {
  required: 'Укажите количество',
  min: (min: number) => `Минимум ${min} шт.`,
  max: (max: number) => `Не больше ${max} шт.`,
};

/** The buy form: a quantity within bounds and every input the product needs, checked by the domain rules. */
export function productFormSchema(kinds: readonly BuyerInputKind[], bounds: QuantityBounds) {
  return z.object({
    quantity: z
      .number({ error: quantityMessages.required })
      .int({ error: quantityMessages.required })
      .min(bounds.min, { error: quantityMessages.min(bounds.min) })
      .max(bounds.max, { error: quantityMessages.max(bounds.max) }),
    inputs: buyerInputsSchema(kinds),
  });
}

export type ProductFormValues = { quantity: number | null; inputs: Record<string, string> };

/**
 * The smallest quantity and empty inputs, except the e-mail for the goods: a signed-in buyer's account
 * e-mail is offered there, so «Купить» goes through without typing it.
 */
export function initialFormValues(
  kinds: readonly BuyerInputKind[],
  bounds: QuantityBounds,
  accountEmail: string | null = null,
): ProductFormValues {
  return {
    quantity: bounds.min,
    inputs: Object.fromEntries(kinds.map((kind) => [kind, kind === 'email' ? (accountEmail ?? '') : ''])),
  };
}

/** Checks the whole draft once more with the schema checkout uses; throws on anything the form let through. */
export function buildCheckoutDraft(
  kinds: readonly BuyerInputKind[],
  offerId: string,
  values: { quantity: number; inputs: Record<string, string> },
): CheckoutDraft {
  return checkoutDraftFor(kinds).parse({ offerId, quantity: values.quantity, inputs: values.inputs }) as CheckoutDraft;
}

/** What the buyer pays for the line, in the offer's minor units. */
export function lineTotal(layout: PageLayout, offer: ProductPageOffer, quantity: number | null): number {
  return checkoutLineTotal(layout, offer.price.amount, Math.max(quantity ?? 0, 0));
}
