import { and, asc, count, desc, eq, inArray, isNotNull, isNull, min, sql, type SQL } from 'drizzle-orm';
import type { SupportStatus, SupportTopic } from '@lootmarket/domain';
import type { Db } from '../../db/client';
import { supportMessages, supportTickets } from './support.tables';

export type TicketRow = typeof supportTickets.$inferSelect;
export type NewTicketRow = Omit<typeof supportTickets.$inferInsert, 'id' | 'number'>;
export type NewSupportMessageRow = Omit<typeof supportMessages.$inferInsert, 'id'>;
/** A message without its picture's bytes. */
export type SupportMessageRow = Omit<typeof supportMessages.$inferSelect, 'imageData'> & { hasImage: boolean };

const messageColumns = {
  id: supportMessages.id,
  ticketId: supportMessages.ticketId,
  seq: supportMessages.seq,
  author: supportMessages.author,
  authorUserId: supportMessages.authorUserId,
  text: supportMessages.text,
  imageWidth: supportMessages.imageWidth,
  imageHeight: supportMessages.imageHeight,
  createdAt: supportMessages.createdAt,
  hasImage: sql<boolean>`${supportMessages.imageData} is not null`.mapWith(Boolean),
};

export interface QueueFilter {
  statuses: readonly SupportStatus[];
  topic?: SupportTopic | undefined;
  /** A staff member's id for «assigned to me», null for «unassigned», undefined for everyone's. */
  assignee?: number | null | undefined;
  limit: number;
  offset: number;
}

export type TicketChange = Partial<
  Pick<TicketRow, 'status' | 'assigneeId' | 'waitingSince' | 'closedAt' | 'userUnread' | 'staffUnread'>
>;

export function createSupportRepo(db: Db) {
  const queueWhere = (filter: QueueFilter): SQL | undefined =>
    and(
      inArray(supportTickets.status, [...filter.statuses]),
      filter.topic ? eq(supportTickets.topic, filter.topic) : undefined,
      filter.assignee === null
        ? isNull(supportTickets.assigneeId)
        : filter.assignee !== undefined
          ? eq(supportTickets.assigneeId, filter.assignee)
          : undefined,
    );

  return {
    insert: async (row: NewTicketRow): Promise<TicketRow> =>
      (await db.insert(supportTickets).values(row).returning())[0]!,

    find: async (id: string): Promise<TicketRow | undefined> =>
      (await db.select().from(supportTickets).where(eq(supportTickets.id, id)).limit(1))[0],

    lock: async (id: string): Promise<TicketRow | undefined> =>
      (await db.select().from(supportTickets).where(eq(supportTickets.id, id)).for('update'))[0],

    update: async (id: string, change: TicketChange): Promise<TicketRow> =>
      (await db.update(supportTickets).set(change).where(eq(supportTickets.id, id)).returning())[0]!,

    /** Stores a message at the ticket's next position and moves the ticket's counters and clock with it. */
    async append(message: NewSupportMessageRow, change: TicketChange): Promise<SupportMessageRow> {
      await db
        .update(supportTickets)
        .set({ ...change, lastSeq: message.seq, lastMessageAt: message.createdAt })
        .where(eq(supportTickets.id, message.ticketId));
      return (await db.insert(supportMessages).values(message).returning(messageColumns))[0]!;
    },

    ofUser: (userId: number): Promise<TicketRow[]> =>
      db
        .select()
        .from(supportTickets)
        .where(eq(supportTickets.requesterUserId, userId))
        .orderBy(desc(supportTickets.lastMessageAt))
        .limit(200),

    /** A guest's tickets: those of the order opened without an account. */
    ofGuestOrder: (orderId: string): Promise<TicketRow[]> =>
      db
        .select()
        .from(supportTickets)
        .where(and(eq(supportTickets.orderId, orderId), isNull(supportTickets.requesterUserId)))
        .orderBy(desc(supportTickets.lastMessageAt)),

    /** The queue, longest waiting first, then the most recently active. */
    queue: (filter: QueueFilter): Promise<TicketRow[]> =>
      db
        .select()
        .from(supportTickets)
        .where(queueWhere(filter))
        .orderBy(sql`${supportTickets.waitingSince} asc nulls last`, desc(supportTickets.lastMessageAt))
        .limit(filter.limit)
        .offset(filter.offset),

    queueTotal: async (filter: QueueFilter): Promise<number> =>
      (await db.select({ n: count() }).from(supportTickets).where(queueWhere(filter)))[0]?.n ?? 0,

    /** Tickets waiting for staff, and since when the oldest waits. */
    async waiting(): Promise<{ open: number; oldest: Date | null }> {
      const [row] = await db
        .select({ n: count(), oldest: min(supportTickets.waitingSince) })
        .from(supportTickets)
        .where(isNotNull(supportTickets.waitingSince));
      return { open: row?.n ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
    },

    messages: (ticketId: string): Promise<SupportMessageRow[]> =>
      db
        .select(messageColumns)
        .from(supportMessages)
        .where(eq(supportMessages.ticketId, ticketId))
        .orderBy(asc(supportMessages.seq)),

    imagesBy: async (ticketId: string, author: 'user' | 'staff'): Promise<number> =>
      (
        await db
          .select({ n: count() })
          .from(supportMessages)
          .where(
            and(
              eq(supportMessages.ticketId, ticketId),
              eq(supportMessages.author, author),
              isNotNull(supportMessages.imageData),
            ),
          )
      )[0]?.n ?? 0,

    imageData: async (messageId: string): Promise<Buffer | undefined> =>
      (
        await db
          .select({ data: supportMessages.imageData })
          .from(supportMessages)
          .where(eq(supportMessages.id, messageId))
          .limit(1)
      )[0]?.data ?? undefined,
  };
}
