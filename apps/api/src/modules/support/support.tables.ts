import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  customType,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { SupportStatus, SupportSubjectKind, SupportTopic } from '@lootmarket/domain';
import { orders } from '../orders/orders.tables';
import { users } from '../users/users.tables';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * A user's request to support. A guest's ticket belongs to their order (`order_id`, reached with the order's
 * token) and is answered at its checkout address; `waiting_since` is set while the ticket waits for staff.
 */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: serial('number').notNull().unique(),
    requesterUserId: bigint('requester_user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    requesterEmail: text('requester_email'),
    subjectKind: text('subject_kind').$type<SupportSubjectKind>().notNull(),
    subjectId: uuid('subject_id'),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    topic: text('topic').$type<SupportTopic>().notNull(),
    status: text('status').$type<SupportStatus>().notNull(),
    assigneeId: bigint('assignee_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    waitingSince: timestamp('waiting_since', { withTimezone: true, mode: 'date' }),
    lastSeq: integer('last_seq').notNull().default(0),
    userUnread: integer('user_unread').notNull().default(0),
    staffUnread: integer('staff_unread').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true, mode: 'date' }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('support_tickets_requester_idx').on(table.requesterUserId, table.lastMessageAt),
    index('support_tickets_order_idx').on(table.orderId),
    index('support_tickets_waiting_idx')
      .on(table.waitingSince)
      .where(sql`${table.waitingSince} is not null`),
    index('support_tickets_status_idx').on(table.status, table.lastMessageAt),
    check('support_tickets_status', sql`${table.status} in ('open', 'waiting_staff', 'waiting_user', 'closed')`),
    check(
      'support_tickets_topic',
      sql`${table.topic} in ('order', 'payment', 'refund', 'withdrawal', 'donation', 'account', 'other')`,
    ),
    check('support_tickets_subject', sql`${table.subjectKind} in ('order', 'withdrawal', 'donation', 'profile')`),
    check('support_tickets_requester', sql`${table.requesterUserId} is not null or ${table.orderId} is not null`),
  ],
);

/** A ticket's conversation; written once, never edited. Pictures are kept re-encoded like the order chat's. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    author: text('author').$type<'user' | 'staff' | 'system'>().notNull(),
    authorUserId: bigint('author_user_id', { mode: 'number' }),
    text: text('text'),
    imageData: bytea('image_data'),
    imageWidth: integer('image_width'),
    imageHeight: integer('image_height'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    uniqueIndex('support_messages_ticket_seq_idx').on(table.ticketId, table.seq),
    check('support_messages_has_content', sql`${table.text} is not null or ${table.imageData} is not null`),
    check('support_messages_author', sql`${table.author} in ('user', 'staff', 'system')`),
  ],
);
