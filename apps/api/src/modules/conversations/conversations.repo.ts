import { and, asc, count, eq, gt, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversationMessages, conversations } from './conversations.tables';

export type ConversationRow = typeof conversations.$inferSelect;
export type NewMessageRow = Omit<typeof conversationMessages.$inferInsert, 'id'>;
/** A message without its picture's bytes. */
export type MessageRow = Omit<typeof conversationMessages.$inferSelect, 'imageData' | 'originalText'> & {
  hasImage: boolean;
};

const messageColumns = {
  id: conversationMessages.id,
  orderId: conversationMessages.orderId,
  seq: conversationMessages.seq,
  author: conversationMessages.author,
  authorUserId: conversationMessages.authorUserId,
  text: conversationMessages.text,
  masked: conversationMessages.masked,
  imageWidth: conversationMessages.imageWidth,
  imageHeight: conversationMessages.imageHeight,
  notice: conversationMessages.notice,
  createdAt: conversationMessages.createdAt,
  hasImage: sql<boolean>`${conversationMessages.imageData} is not null`.mapWith(Boolean),
};

export function createConversationsRepo(db: Db) {
  return {
    find: async (orderId: string): Promise<ConversationRow | undefined> =>
      (await db.select().from(conversations).where(eq(conversations.orderId, orderId)).limit(1))[0],

    /** The conversation locked for a new message, made first when the order has none yet. */
    async lockOrCreate(row: Omit<typeof conversations.$inferInsert, 'lastSeq'>): Promise<ConversationRow> {
      await db.insert(conversations).values(row).onConflictDoNothing();
      return (await db.select().from(conversations).where(eq(conversations.orderId, row.orderId)).for('update'))[0]!;
    },

    /** Stores a message at the next position and counts it unread for the sides that did not write it. */
    async append(message: NewMessageRow, unreadFor: { buyer: boolean; seller: boolean }): Promise<MessageRow> {
      await db
        .update(conversations)
        .set({
          lastSeq: message.seq,
          updatedAt: message.createdAt,
          buyerUnread: unreadFor.buyer ? sql`${conversations.buyerUnread} + 1` : undefined,
          sellerUnread: unreadFor.seller ? sql`${conversations.sellerUnread} + 1` : undefined,
        })
        .where(eq(conversations.orderId, message.orderId));
      return (await db.insert(conversationMessages).values(message).returning(messageColumns))[0]!;
    },

    messages: (orderId: string, after = 0): Promise<MessageRow[]> =>
      db
        .select(messageColumns)
        .from(conversationMessages)
        .where(and(eq(conversationMessages.orderId, orderId), gt(conversationMessages.seq, after)))
        .orderBy(asc(conversationMessages.seq)),

    /** Every message with the text as written before masking, for support judging a dispute. */
    withOriginals: (orderId: string): Promise<(MessageRow & { originalText: string | null })[]> =>
      db
        .select({ ...messageColumns, originalText: conversationMessages.originalText })
        .from(conversationMessages)
        .where(eq(conversationMessages.orderId, orderId))
        .orderBy(asc(conversationMessages.seq)),

    message: async (id: string): Promise<MessageRow | undefined> =>
      (await db.select(messageColumns).from(conversationMessages).where(eq(conversationMessages.id, id)).limit(1))[0],

    imagesBy: async (orderId: string, author: string): Promise<number> =>
      (
        await db
          .select({ n: count() })
          .from(conversationMessages)
          .where(
            and(
              eq(conversationMessages.orderId, orderId),
              eq(conversationMessages.author, author as 'buyer'),
              isNotNull(conversationMessages.imageData),
            ),
          )
      )[0]?.n ?? 0,

    imageData: async (id: string): Promise<Buffer | undefined> =>
      (
        await db
          .select({ data: conversationMessages.imageData })
          .from(conversationMessages)
          .where(eq(conversationMessages.id, id))
          .limit(1)
      )[0]?.data ?? undefined,

    markRead: async (orderId: string, side: 'buyer' | 'seller'): Promise<void> => {
      await db
        .update(conversations)
        .set(side === 'buyer' ? { buyerUnread: 0 } : { sellerUnread: 0 })
        .where(eq(conversations.orderId, orderId));
    },

    /** The user's conversations with unread messages, as buyer or as seller, newest first. */
    unreadOf: async (userId: number): Promise<{ orderId: string; unread: number; side: 'buyer' | 'seller' }[]> =>
      db
        .select({
          orderId: conversations.orderId,
          side: sql<
            'buyer' | 'seller'
          >`case when ${conversations.buyerUserId} = ${userId} then 'buyer' else 'seller' end`,
          unread: sql<number>`(case when ${conversations.buyerUserId} = ${userId} then ${conversations.buyerUnread} else 0 end
            + case when ${conversations.sellerId} = ${userId} then ${conversations.sellerUnread} else 0 end)::int`,
        })
        .from(conversations)
        .where(
          or(
            and(eq(conversations.buyerUserId, userId), gt(conversations.buyerUnread, 0)),
            and(eq(conversations.sellerId, userId), gt(conversations.sellerUnread, 0)),
          ),
        )
        .orderBy(sql`${conversations.updatedAt} desc`)
        .limit(500),
  };
}
