import { z } from 'zod';
import { orderAttributionSchema } from './attribution';
import { productTypeSchema } from '../catalog';
import { moneySchema } from '../money';
import { orderStageSchema } from '../order-machine';
import { orderDisplayStatusSchema, orderStatusSchema, sellerOrderStatusSchema } from '../order-status';
import { guestEmailSchema } from '../validation/email';
import { workflowStatusSchema } from '../workflows';
import { checkoutDraftSchema } from './checkout-draft';
import { disputeSchema } from './disputes';

/**
 * `POST order`: the checkout draft; guests add their e-mail. Amount and currency are never taken from here.
 * `streamerSlug` is the donation-page slug of the streamer whose link brought the buyer; an unknown one is ignored.
 * `attribution` holds the utm and affiliate marks the buyer arrived with, kept with the order.
 */
export const createOrderRequestSchema = checkoutDraftSchema.extend({
  email: guestEmailSchema.optional(),
  streamerSlug: z.string().trim().max(64).optional(),
  attribution: orderAttributionSchema.optional(),
});
export type CreateOrderRequest = z.infer<typeof createOrderRequestSchema>;

/** An order as its buyer (or its seller) sees it. */
export const orderViewSchema = z.object({
  id: z.uuid(),
  status: orderStatusSchema,
  stage: orderStageSchema.nullable(),
  displayStatus: orderDisplayStatusSchema,
  sellerStatus: sellerOrderStatusSchema.nullable(),
  /** ISO time the current countdown runs to; null when the status has none. */
  deadline: z.iso.datetime().nullable(),
  canPay: z.boolean(),
  canConfirm: z.boolean(),
  canDispute: z.boolean(),
  product: z.object({ id: z.uuid(), slug: z.string(), title: z.string(), productType: productTypeSchema }),
  offerId: z.uuid(),
  /** Who sells it: the name links to the storefront `/seller/{id}`. */
  seller: z.object({ id: z.string(), name: z.string() }),
  quantity: z.number().int(),
  unitPrice: moneySchema,
  amount: moneySchema,
  inputs: z.record(z.string(), z.string()),
  /** What was handed over: the seller's text and, for auto-delivery, the keys. Only after payment. */
  delivery: z.object({ text: z.string().nullable(), keys: z.array(z.string()) }).nullable(),
  createdAt: z.iso.datetime(),
  deliveredAt: z.iso.datetime().nullable(),
  /** The buyer's dispute and, once support decided, its outcome. */
  dispute: disputeSchema.nullable(),
  /**
   * Support re-opened the completed order for a complaint (decision 050): why, and until when the buyer may
   * open a dispute before it completes again. Both parties see it.
   */
  reopened: z.object({ at: z.iso.datetime(), until: z.iso.datetime(), reason: z.string() }).nullable().optional(),
});
export type OrderView = z.infer<typeof orderViewSchema>;

/** `POST order` answer: guests keep `guestToken` to see and pay their order without signing in. */
export const createOrderResponseSchema = z.object({ order: orderViewSchema, guestToken: z.string().nullable() });
export type CreateOrderResponse = z.infer<typeof createOrderResponseSchema>;

export const guestOrderAccessSchema = z.object({ token: z.string().min(10).max(200).optional() });

export const paymentLinkRequestSchema = z.object({ orderId: z.uuid(), token: z.string().min(10).max(200).optional() });
export const paymentLinkResponseSchema = z.object({ paymentId: z.string(), confirmationUrl: z.string() });

/** A dispute opens with a reason, a text and pictures: `POST order/dispute`. */
const ORDER_BUYER_ACTIONS = ['confirm', 'cancel'] as const;
export type OrderBuyerAction = (typeof ORDER_BUYER_ACTIONS)[number];
/** `PUT order`: the buyer confirms receipt, or cancels a paid order the seller has not accepted yet. */
export const updateOrderRequestSchema = z.object({ id: z.uuid(), action: z.enum(ORDER_BUYER_ACTIONS) });
/** `PUT order` for a guest: the same actions, proven by the order's token instead of a session. */
export const guestUpdateOrderRequestSchema = updateOrderRequestSchema.extend({ token: z.string().min(10).max(200) });

export const ORDER_TABS = ['all', 'active', 'completed', 'cancelled'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];
export const orderTabSchema = z.enum(ORDER_TABS);
export const ORDER_TAB_LABELS: Readonly<Record<OrderTab, string>> = {
  all: 'Все',
  active: 'Активные',
  completed: 'Завершённые',
  cancelled: 'Отменённые',
};

export const orderTabsResponseSchema = z.object({
  tabs: z.array(z.object({ value: orderTabSchema, label: z.string(), counter: z.number().int() })),
});

export const orderListQuerySchema = z.object({
  tab: orderTabSchema.default('all'),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});
export const orderListResponseSchema = z.object({ items: z.array(orderViewSchema), total: z.number().int() });
export type OrderListResponse = z.infer<typeof orderListResponseSchema>;

export const workflowStatusResponseSchema = z.object({ id: z.string(), status: workflowStatusSchema });

/** `PUT order/seller/status`: the seller accepts a paid order (IN_PROGRESS) or hands it over (DELIVERED, with text). */
export const sellerOrderStatusRequestSchema = z.discriminatedUnion('status', [
  z.object({ id: z.uuid(), status: z.literal('IN_PROGRESS') }),
  z.object({
    id: z.uuid(),
    status: z.literal('DELIVERED'),
    text: z.string().trim().min(1, { error: 'Это поле обязательно' }).max(4000),
  }),
]);
export type SellerOrderStatusRequest = z.infer<typeof sellerOrderStatusRequestSchema>;

export const sellerOrderListQuerySchema = z.object({
  status: sellerOrderStatusSchema.optional(),
  /** One order of the shop, for its page: the list holds it, or nothing when the shop did not sell it. */
  id: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});

/** Support decides a dispute or a risk hold: release the money to the seller, refund the buyer, or clear the hold. */
const SUPPORT_ORDER_ACTIONS = ['approve', 'release', 'refund'] as const;
export const supportResolveRequestSchema = z.object({ action: z.enum(SUPPORT_ORDER_ACTIONS) });
