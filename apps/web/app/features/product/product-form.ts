import {
  buyerInputsSchema,
  checkoutDraftFor,
  checkoutLineTotal,
  EXCHANGE_RATE_LOT,
  STEAM_TOP_UP_MESSAGES,
  STEAM_TOP_UP_PRESETS,
  steamTopUpBounds,
  type BuyerInputKind,
  type CurrencyCode,
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

/**
 * How much a Steam top-up may credit (decision 027): the wallet's limits, and no more than a counted stock,
 * which is kept in wallet units too.
 */
export function topUpBounds(wallet: CurrencyCode, offer: ProductPageOffer | undefined): QuantityBounds {
  return steamTopUpBounds(wallet, offer?.stock ?? null);
}

export interface QuantityMessages {
  required: string;
  min: (min: number) => string;
  max: (max: number) => string;
}

export const quantityMessages: QuantityMessages = {
  required: 'Укажите количество',
  min: (min: number) => `Минимум ${min} шт.`,
  max: (max: number) => `Не больше ${max} шт.`,
};

/** A top-up's amount out of bounds is told as the whole range, in the wallet's currency. */
export function topUpMessages(wallet: CurrencyCode, bounds: QuantityBounds): QuantityMessages {
  const range = () => STEAM_TOP_UP_MESSAGES.range(wallet, bounds);
  return { required: STEAM_TOP_UP_MESSAGES.required, min: range, max: range };
}

/** The amount a top-up form starts with: the usual one, within what the offer allows. */
export function initialTopUpAmount(wallet: CurrencyCode, bounds: QuantityBounds): number {
  return Math.min(Math.max(STEAM_TOP_UP_PRESETS[wallet].initial, bounds.min), bounds.max);
}

/** The buy form: a quantity within bounds and every input the product needs, checked by the domain rules. */
export function productFormSchema(
  kinds: readonly BuyerInputKind[],
  bounds: QuantityBounds,
  messages: QuantityMessages = quantityMessages,
) {
  return z.object({
    quantity: z
      .number({ error: messages.required })
      .int({ error: messages.required })
      .min(bounds.min, { error: messages.min(bounds.min) })
      .max(bounds.max, { error: messages.max(bounds.max) }),
    inputs: buyerInputsSchema(kinds),
  });
}

export type ProductFormValues = { quantity: number | null; inputs: Record<string, string> };

/**
 * The smallest quantity (or the one given) and empty inputs, except the e-mail for the goods: a signed-in
 * buyer's account e-mail is offered there, so «Купить» goes through without typing it.
 */
export function initialFormValues(
  kinds: readonly BuyerInputKind[],
  bounds: QuantityBounds,
  accountEmail: string | null = null,
  quantity: number = bounds.min,
): ProductFormValues {
  return {
    quantity,
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
