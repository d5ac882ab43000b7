import { z } from 'zod';
import { catalogCardSchema } from './catalog-browse';

/** The product lists of the home page's offer tabs; each is one query over the catalog. */
export const OFFER_LIST_TYPES = [
  'popular',
  'new',
  'cheap',
  'top-ups',
  'currency',
  'games',
  'subscriptions',
  'gift-cards',
] as const;
export type OfferListType = (typeof OFFER_LIST_TYPES)[number];
export const offerListTypeSchema = z.enum(OFFER_LIST_TYPES);

const OFFER_LIST_LIMIT = { default: 12, max: 24 } as const;

/** What a content block may do instead of following a link: the connect actions of spec §4. */
const CONTENT_ACTIONS = ['connect-donations', 'connect-shop'] as const;
const contentActionSchema = z.enum(CONTENT_ACTIONS);
export type ContentAction = z.infer<typeof contentActionSchema>;

/** Icons an editor may give a block; the web maps each to a drawn icon. */
const CONTENT_ICONS = [
  'wallet',
  'radio',
  'store',
  'shield',
  'zap',
  'gift',
  'gamepad',
  'gem',
  'card',
  'calendar',
  'headphones',
] as const;
const contentIconSchema = z.enum(CONTENT_ICONS);
export type ContentIcon = z.infer<typeof contentIconSchema>;

/** One editorial tile: a category, a service, a promo. */
const contentBlockSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  subtitle: z.string(),
  /** Site path or external address; null when the block runs an action instead. */
  href: z.string().nullable(),
  action: contentActionSchema.nullable(),
  /** Image path (served through /_ipx), null for icon-only blocks. */
  image: z.string().nullable(),
  icon: contentIconSchema.nullable(),
  accentColor: z.string(),
  /** A short label over the block ("Хит", "−10 %"). */
  badge: z.string().nullable(),
});
export type ContentBlock = z.infer<typeof contentBlockSchema>;

const contentTabSummarySchema = z.object({
  name: z.string(),
  title: z.string(),
  description: z.string(),
  blocksCount: z.number().int(),
});
export type ContentTabSummary = z.infer<typeof contentTabSummarySchema>;

/** `GET content/tabs` */
export const contentTabsResponseSchema = z.object({ items: z.array(contentTabSummarySchema) });

/** `GET content/tabs/{tabName}` */
export const contentTabSchema = contentTabSummarySchema
  .omit({ blocksCount: true })
  .extend({ blocks: z.array(contentBlockSchema) });
export type ContentTab = z.infer<typeof contentTabSchema>;

export const contentTabNameSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

/** `GET content/services`: the platform's own services shown on the home page. */
export const contentServicesResponseSchema = z.object({ items: z.array(contentBlockSchema) });

const offerTabSchema = z.object({
  type: offerListTypeSchema,
  title: z.string(),
  /** Where "all of them" leads, or null when no page lists exactly these. */
  moreHref: z.string().nullable(),
});
export type OfferTab = z.infer<typeof offerTabSchema>;

/** `GET content/offer-tabs` */
export const offerTabsResponseSchema = z.object({ items: z.array(offerTabSchema) });

export const offerListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(OFFER_LIST_LIMIT.max).default(OFFER_LIST_LIMIT.default),
});

/** `GET content/offer-list/{type}`: product cards with the best offer of each. */
export const offerListResponseSchema = z.object({ type: offerListTypeSchema, items: z.array(catalogCardSchema) });

const bloggerSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  avatar: z.string().nullable(),
  avatarLetters: z.string(),
  avatarColor: z.string(),
  /** The streamer's donation page, `/{slug}/donate`. */
  href: z.string(),
});
export type Blogger = z.infer<typeof bloggerSchema>;

/** `GET content/bloggers` */
export const bloggersResponseSchema = z.object({ items: z.array(bloggerSchema) });
