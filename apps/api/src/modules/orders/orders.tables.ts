import type {
  BuyerInputKind,
  CurrencyCode,
  DeliveryKind,
  OrderStage,
  OrderStatus,
  ProductType,
} from '@lootmarket/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * One purchase of one offer. Price, product and seller are copied at placement so that later catalog
 * edits never change what the buyer paid for. Ids are random UUIDs: an order id is not guessable.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buyerUserId: bigint('buyer_user_id', { mode: 'number' }),
    buyerEmail: text('buyer_email'),
    sellerId: bigint('seller_id', { mode: 'number' }).notNull(),
    offerId: uuid('offer_id').notNull(),
    productId: uuid('product_id').notNull(),
    productSlug: text('product_slug').notNull(),
    productTitle: text('product_title').notNull(),
    productType: text('product_type').$type<ProductType>().notNull(),
    deliveryKind: text('delivery_kind').$type<DeliveryKind>().notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceMinor: bigint('unit_price_minor', { mode: 'number' }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').$type<CurrencyCode>().notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    stage: text('stage').$type<OrderStage>(),
    /** The payment attempt in flight; events of older attempts are ignored. */
    paymentId: text('payment_id'),
    paymentAttempts: integer('payment_attempts').notNull().default(0),
    /** What the seller (or auto-delivery) handed over, shown to the buyer. */
    deliveryText: text('delivery_text'),
    clientIp: text('client_ip'),
    /** When the buyer's account was made, copied at placement for the risk rules (null for guests). */
    buyerAccountCreatedAt: timestamp('buyer_account_created_at', { withTimezone: true, mode: 'date' }),
    /** The streamer who sent the buyer (their `?streamer=` link); their overlay announces the purchase once paid. */
    streamerId: bigint('streamer_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    sellerClockAt: timestamp('seller_clock_at', { withTimezone: true, mode: 'date' }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    /** Support re-opened the completed order for a complaint (decision 050): when, and why. */
    reopenedAt: timestamp('reopened_at', { withTimezone: true, mode: 'date' }),
    reopenReason: text('reopen_reason'),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    index('orders_buyer_created_idx').on(table.buyerUserId, table.createdAt),
    index('orders_seller_created_idx').on(table.sellerId, table.createdAt),
    index('orders_buyer_email_idx').on(table.buyerEmail),
    // Unpaid orders are counted per e-mail, account and client address before a new one is placed (decision 020).
    // Each reads the owner's oldest unpaid orders up to the cap, never all of them (decision 037).
    index('orders_unpaid_address_idx')
      .on(table.clientIp, table.createdAt)
      .where(sql`${table.status} in ('NEW', 'AWAITING_PAYMENT', 'ACQUIRING_ERROR')`),
    index('orders_unpaid_email_idx')
      .on(sql`lower(${table.buyerEmail})`, table.createdAt)
      .where(sql`${table.status} in ('NEW', 'AWAITING_PAYMENT', 'ACQUIRING_ERROR')`),
    index('orders_unpaid_account_idx')
      .on(table.buyerUserId, table.createdAt)
      .where(sql`${table.status} in ('NEW', 'AWAITING_PAYMENT', 'ACQUIRING_ERROR')`),
    check('orders_has_buyer', sql`${table.buyerUserId} is not null or ${table.buyerEmail} is not null`),
    check('orders_quantity_positive', sql`${table.quantity} > 0`),
    check('orders_amount_positive', sql`${table.amountMinor} > 0`),
    check('orders_stage_iff_processing', sql`(${table.status} = 'PROCESSING') = (${table.stage} is not null)`),
  ],
);

/**
 * What the buyer typed for each input the product needs (game id, Steam login…). A secret (the account
 * password) is stored sealed with AES-256-GCM and its value is erased (null) when the order ends (decision 040).
 */
export const orderInputs = pgTable(
  'order_inputs',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<BuyerInputKind>().notNull(),
    value: text('value'),
    sealed: boolean('sealed').notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.kind] })],
);

/** Every accepted transition of an order: its history, and the audit of who moved it. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    fromStatus: text('from_status').$type<OrderStatus>(),
    toStatus: text('to_status').$type<OrderStatus>().notNull(),
    toStage: text('to_stage').$type<OrderStage>(),
    /** 'buyer', 'seller', 'system', 'payment', 'support'. */
    actor: text('actor').notNull(),
    details: jsonb('details'),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('order_events_order_idx').on(table.orderId, table.id)],
);
