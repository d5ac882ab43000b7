import { z } from 'zod';
import { buyerInputKindSchema, deliveryKindSchema, productTypeSchema } from '../catalog';
import { currencyCodeSchema } from '../currencies';
import {
  OFFER_ETA_MINUTES,
  OFFER_TEXT_LIMITS,
  pricingModeSchema,
  stockModeSchema,
  wizardFieldTypeSchema,
} from '../seller-offers';

const optionSchema = z.object({ value: z.string(), label: z.string(), hint: z.string().nullable().optional() });
export type WizardOption = z.infer<typeof optionSchema>;

/** `GET wizard/popular`: games and services to sell in, the most bought first; `text` searches them by name. */
export const wizardPopularQuerySchema = z.object({
  text: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(24),
});
const wizardListingSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  image: z.string().nullable(),
  kind: z.enum(['game', 'service']),
});
export type WizardListing = z.infer<typeof wizardListingSchema>;
export const wizardPopularResponseSchema = z.object({ items: z.array(wizardListingSchema) });

/** `POST wizard/dicts/param`: the product types sold in a game or service, and its products of the chosen type. */
export const wizardParamRequestSchema = z.object({ listingId: z.uuid(), productType: productTypeSchema.optional() });
export const wizardParamResponseSchema = z.object({
  listingId: z.uuid(),
  productTypes: z.array(optionSchema),
  /** Products of `productType` (value is the product id); empty until a type is chosen. */
  products: z.array(optionSchema),
});

/** One field of the offer form, as the server defines it; `name` is the key in the draft's `values`. */
const wizardFieldSchema = z.object({
  name: z.string(),
  type: wizardFieldTypeSchema,
  label: z.string(),
  hint: z.string().nullable(),
  required: z.boolean(),
  /** Choices of select, radio and checkbox fields. */
  options: z.array(optionSchema).nullable(),
  /** Bounds of numbers (minor units for prices, minutes for eta) and lengths of texts. */
  min: z.number().nullable(),
  max: z.number().nullable(),
  /** Shown only while another field holds one of these values. */
  visibleWhen: z.object({ field: z.string(), values: z.array(z.string()) }).nullable(),
});
export type WizardField = z.infer<typeof wizardFieldSchema>;

/** `POST wizard/form`: the offer form of a product. */
export const wizardFormRequestSchema = z.object({ productId: z.uuid() });
export const wizardFormResponseSchema = z.object({
  product: z.object({
    id: z.uuid(),
    slug: z.string(),
    title: z.string(),
    productType: productTypeSchema,
    deliveryKind: deliveryKindSchema,
  }),
  /** Keys can be handed over automatically for this product. */
  autoDelivery: z.boolean(),
  fields: z.array(wizardFieldSchema),
});
export type WizardForm = z.infer<typeof wizardFormResponseSchema>;

/** The offer form's values. A draft keeps any subset; publishing needs them all valid. */
export const wizardOfferValuesSchema = z.object({
  title: z.string().trim().max(OFFER_TEXT_LIMITS.titleMax),
  currency: currencyCodeSchema,
  pricing: pricingModeSchema,
  /** Integer minor units per piece or per lot; bounds per currency in OFFER_PRICE_LIMITS. */
  price: z.number().int().positive(),
  lotSize: z.number().int().min(1).max(100_000),
  stockMode: stockModeSchema,
  quantity: z.number().int().min(0).nullable(),
  /** Units of the game's currency per unit of money, for exchange-rate and in-game currency offers. */
  rate: z.number().positive().max(1_000_000).nullable(),
  etaMinutes: z.number().int().min(OFFER_ETA_MINUTES.min).max(OFFER_ETA_MINUTES.max),
  description: z.string().trim().max(OFFER_TEXT_LIMITS.descriptionMax),
  images: z.array(z.uuid()).max(OFFER_TEXT_LIMITS.imagesMax),
  buyerInputs: z.array(buyerInputKindSchema).max(10),
});
export type WizardOfferValues = z.infer<typeof wizardOfferValuesSchema>;

export const WIZARD_STEPS = ['listing', 'product', 'form', 'stock', 'review'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** A seller's unfinished offer, kept on the server so it survives a reload. */
const wizardDraftSchema = z.object({
  id: z.uuid(),
  /** Set when the draft edits a published offer. */
  offerId: z.uuid().nullable(),
  listingId: z.uuid().nullable(),
  productType: productTypeSchema.nullable(),
  productId: z.uuid().nullable(),
  values: wizardOfferValuesSchema.partial(),
  step: z.enum(WIZARD_STEPS),
  updatedAt: z.iso.datetime(),
});
export type WizardDraft = z.infer<typeof wizardDraftSchema>;

/** `POST wizard`: creates a draft (no `id`) or saves one; `offerId` starts a draft from a published offer. */
export const wizardSaveRequestSchema = z.object({
  id: z.uuid().optional(),
  offerId: z.uuid().optional(),
  listingId: z.uuid().nullable().optional(),
  productType: productTypeSchema.nullable().optional(),
  productId: z.uuid().nullable().optional(),
  values: wizardOfferValuesSchema.partial().default({}),
});
export const wizardDraftResponseSchema = wizardDraftSchema;

/** `GET wizard/form/next-step`: the draft (the newest one when no id is given) and the step it resumes at. */
export const wizardNextStepQuerySchema = z.object({ draftId: z.uuid().optional() });
export const wizardNextStepResponseSchema = z.object({
  draft: wizardDraftSchema.nullable(),
  step: z.enum(WIZARD_STEPS),
  /** Form fields still missing or invalid, with their messages. */
  missing: z.array(z.object({ field: z.string(), message: z.string() })),
});

/** `POST wizard/offer`: publishes a complete draft; the offer is live at once and the draft is gone. */
export const wizardPublishRequestSchema = z.object({ draftId: z.uuid() });
export const wizardPublishResponseSchema = z.object({
  offerId: z.uuid(),
  productSlug: z.string(),
  created: z.boolean(),
});
