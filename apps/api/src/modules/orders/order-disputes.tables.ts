import type { DisputeDecision, DisputeReason } from '@lootmarket/domain';
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders.tables';

/**
 * One dispute per order: the buyer's reason and text, then support's decision. The parties' names are
 * copied when it opens, so resolved disputes are found by buyer or seller without reading other modules.
 */
export const orderDisputes = pgTable(
  'order_disputes',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    buyerUserId: bigint('buyer_user_id', { mode: 'number' }),
    buyerEmail: text('buyer_email'),
    buyerName: text('buyer_name').notNull(),
    sellerId: bigint('seller_id', { mode: 'number' }).notNull(),
    sellerName: text('seller_name').notNull(),
    reason: text('reason').$type<DisputeReason>().notNull(),
    text: text('text').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true, mode: 'date' }).notNull(),
    decision: text('decision').$type<DisputeDecision>(),
    /** Minor units that went back to the buyer, in the order's currency: all, a part, or 0 on a release. */
    refundedMinor: bigint('refunded_minor', { mode: 'number' }),
    decidedBy: bigint('decided_by', { mode: 'number' }),
    /** Why support decided so, in support's words; both parties read it. */
    note: text('note'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
    /** Staff refunded the order with no dispute opened (decision 050): the parties read a support decision. */
    openedByStaff: boolean('opened_by_staff').notNull().default(false),
  },
  (table) => [
    index('order_disputes_open_idx')
      .on(table.openedAt)
      .where(sql`${table.resolvedAt} is null`),
    index('order_disputes_resolved_idx')
      .on(table.resolvedAt)
      .where(sql`${table.resolvedAt} is not null`),
    index('order_disputes_buyer_idx').on(table.buyerUserId),
    index('order_disputes_seller_idx').on(table.sellerId),
    check(
      'order_disputes_reason',
      sql`${table.reason} in ('not_received', 'not_working', 'wrong_item', 'incomplete', 'other')`,
    ),
    check(
      'order_disputes_decided_together',
      sql`(${table.resolvedAt} is null) = (${table.decision} is null) and (${table.decision} is null) = (${table.refundedMinor} is null)`,
    ),
    check(
      'order_disputes_decision',
      sql`${table.decision} is null or ${table.decision} in ('release', 'refund', 'partial_refund')`,
    ),
  ],
);

/** Every time support showed an order's keys unmasked: who and when. Never edited or deleted. */
export const orderKeyReveals = pgTable(
  'order_key_reveals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    adminId: bigint('admin_id', { mode: 'number' }).notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('order_key_reveals_order_idx').on(table.orderId, table.id)],
);
