import {
  CONTACT_WARNING,
  CONVERSATION_IMAGES_LIMIT_MESSAGE,
  CONVERSATION_IMAGES_MAX,
  maskContacts,
  type ConversationMessage,
  type ConversationSide,
  type ConversationUnread,
  type ConversationView,
} from '@lootmarket/domain';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../platform/http/app-error';
import { scheduleJob } from '../../platform/jobs/job-schedule';
import { reencodeConversationImage } from './conversation-image';
import { createUnseenNotifier, UNSEEN_JOB, unseenJobKey } from './conversations.notify';
import type { ConversationAccess, ConversationSeat, ConversationsDeps } from './conversations.ports';
import { createConversationsRepo, type MessageRow } from './conversations.repo';

/** Where new messages are announced to every process's sockets. */
export const CONVERSATION_CHANNEL = 'conversation_messages';
/** Where one picture of a conversation is served, under the public API prefix. */
export const CONVERSATION_IMAGE_ROUTE = '/order/conversation/file/';
const FIVE_MINUTES = 5 * 60_000;

export interface ConversationEvent {
  orderId: string;
  messageId: string;
}

export const toMessage = (row: MessageRow): ConversationMessage => ({
  id: row.id,
  seq: row.seq,
  author: row.author,
  text: row.text,
  masked: row.masked,
  image:
    row.hasImage && row.imageWidth !== null && row.imageHeight !== null
      ? {
          // A random id handed only to the order's parties and support: the address itself is the key.
          url: `/api/gw/public/v1${CONVERSATION_IMAGE_ROUTE}${row.id}`,
          width: row.imageWidth,
          height: row.imageHeight,
        }
      : null,
  notice: row.notice,
  createdAt: row.createdAt.toISOString(),
});

export type ConversationsService = ReturnType<typeof createConversationsService>;

/** An order's conversation: its buyer (signed in or by token), its seller, and support. */
export function createConversationsService(deps: ConversationsDeps) {
  const { db, orders, now } = deps;
  const repo = createConversationsRepo(db);
  const unseenAfterMs = deps.unseenAfterMs ?? FIVE_MINUTES;

  /**
   * The side the asker speaks for; 404 for everyone else, so strangers cannot probe order ids. A seller
   * reaches an order only once it is theirs to work on (paid and cleared), as on their order pages.
   */
  async function seat(orderId: string, access: ConversationAccess): Promise<ConversationSeat> {
    const order = await orders.find(orderId);
    if (order) {
      const { userId } = access;
      if (userId !== null && order.buyerUserId === userId) return { order, side: 'buyer' };
      if (userId !== null && order.sellerId === userId && order.sellerHasOrder) return { order, side: 'seller' };
      if (access.isAdmin) return { order, side: 'support' };
      if (orders.guestTokenOpens(order.id, access.token)) return { order, side: 'buyer' };
    }
    throw new AppError('NOT_FOUND', 'Заказ не найден');
  }

  const unreadOf = (side: ConversationSide, row: { buyerUnread: number; sellerUnread: number } | undefined) =>
    !row || side === 'support' ? 0 : side === 'buyer' ? row.buyerUnread : row.sellerUnread;

  async function append(
    { order, side }: ConversationSeat,
    userId: number | null,
    content: MessageContent,
    outer: Db = db,
  ): Promise<ConversationMessage> {
    // Before payment the seller does not have the order yet: nobody would read what is written.
    if (!order.sellerHasOrder) throw new AppError('CONFLICT', 'Переписка с продавцом откроется после оплаты заказа');
    return inTransaction(outer, async (tx) => {
      const txRepo = createConversationsRepo(tx);
      const at = new Date(now());
      const conversation = await txRepo.lockOrCreate({
        orderId: order.id,
        buyerUserId: order.buyerUserId,
        sellerId: order.sellerId,
        createdAt: at,
        updatedAt: at,
      });
      if (content.image && (await txRepo.imagesBy(order.id, side)) >= CONVERSATION_IMAGES_MAX)
        throw new AppError('CONFLICT', CONVERSATION_IMAGES_LIMIT_MESSAGE, { limit: CONVERSATION_IMAGES_MAX });
      const readers = { buyer: side !== 'buyer', seller: side !== 'seller' };
      const row = await txRepo.append(
        {
          orderId: order.id,
          seq: conversation.lastSeq + 1,
          author: side,
          authorUserId: userId,
          text: content.text,
          originalText: content.originalText,
          masked: content.masked,
          imageData: content.image?.data ?? null,
          imageWidth: content.image?.width ?? null,
          imageHeight: content.image?.height ?? null,
          notice: content.notice ?? null,
          createdAt: at,
        },
        readers,
      );
      await scheduleUnseen(tx, order.id, readers, at);
      if (side !== 'seller')
        await deps.webhooks?.emit(tx, {
          userId: order.sellerId,
          type: 'chat.message',
          object: { type: 'conversation', id: order.id },
          data: {
            orderId: order.id,
            messageId: row.id,
            author: side,
            text: row.text,
            hasImage: row.hasImage,
            createdAt: at.toISOString(),
          },
        });
      const event: ConversationEvent = { orderId: order.id, messageId: row.id };
      await deps.events.publish(CONVERSATION_CHANNEL, event, tx);
      return toMessage(row);
    });
  }

  /** A reader who leaves the message unread for a while is told in the app and by mail; one timer per reader. */
  async function scheduleUnseen(tx: Db, orderId: string, readers: Record<'buyer' | 'seller', boolean>, at: Date) {
    for (const side of ['buyer', 'seller'] as const) {
      if (!readers[side]) continue;
      await scheduleJob(tx, {
        kind: UNSEEN_JOB,
        payload: { orderId, side },
        runAt: new Date(at.getTime() + unseenAfterMs),
        dedupeKey: unseenJobKey(orderId, side),
      });
    }
  }

  /** A text with contacts outside the platform masked; the original is kept for support. */
  function maskedText(text: string): Pick<MessageContent, 'text' | 'originalText' | 'masked'> {
    const masked = maskContacts(text);
    const isMasked = masked.found.length > 0;
    return { text: masked.text, originalText: isMasked ? text : null, masked: isMasked };
  }

  return {
    seat,

    /**
     * Messages written by the order's own flow (a dispute opening with its pictures, support's decision),
     * inside the caller's transaction so they stand or fall with it. Pictures must be re-encoded already.
     */
    async postInTransaction(
      tx: Db,
      where: ConversationSeat,
      post: { userId: number | null; text: string; images: ImageContent[]; notice: MessageNotice },
    ): Promise<ConversationMessage[]> {
      const messages = [await append(where, post.userId, { ...maskedText(post.text), notice: post.notice }, tx)];
      for (const image of post.images)
        messages.push(
          await append(
            where,
            post.userId,
            { text: null, originalText: null, masked: false, image, notice: post.notice },
            tx,
          ),
        );
      return messages;
    },

    /** A picture checked and re-encoded like every picture of the conversation, before a transaction posts it. */
    prepareImage: (input: Buffer): Promise<ImageContent> => reencodeConversationImage(input),

    /** Every message with its text as written, for support judging a dispute. */
    async supportView(orderId: string): Promise<(ConversationMessage & { originalText: string | null })[]> {
      const rows = await repo.withOriginals(orderId);
      return rows.map((row) => ({ ...toMessage(row), originalText: row.originalText }));
    },

    /** The conversation (or what came after `after`) with the viewer's unread count. */
    async view(orderId: string, access: ConversationAccess, after?: number): Promise<ConversationView> {
      const { order, side } = await seat(orderId, access);
      const [conversation, rows] = await Promise.all([repo.find(order.id), repo.messages(order.id, after)]);
      return { orderId: order.id, viewer: side, messages: rows.map(toMessage), unread: unreadOf(side, conversation) };
    },

    /** A text message; contacts outside the platform are masked, and the writer is warned. */
    async send(orderId: string, access: ConversationAccess, text: string) {
      const where = await seat(orderId, access);
      const masked = maskContacts(text);
      const isMasked = masked.found.length > 0;
      const message = await append(where, access.userId, {
        text: masked.text,
        originalText: isMasked ? text : null,
        masked: isMasked,
      });
      return { message, warning: isMasked ? CONTACT_WARNING : null };
    },

    /** A picture, checked and re-encoded like delivery pictures. */
    async sendImage(orderId: string, access: ConversationAccess, input: Buffer) {
      const where = await seat(orderId, access);
      if (!where.order.sellerHasOrder)
        throw new AppError('CONFLICT', 'Переписка с продавцом откроется после оплаты заказа');
      const image = await reencodeConversationImage(input);
      const message = await append(where, access.userId, { text: null, originalText: null, masked: false, image });
      return { message, warning: null };
    },

    /** The viewer has seen every message so far. */
    async markRead(orderId: string, access: ConversationAccess): Promise<{ unread: number }> {
      const { order, side } = await seat(orderId, access);
      if (side !== 'support') await repo.markRead(order.id, side);
      return { unread: 0 };
    },

    /** Unread messages of a signed-in user, as buyer and as seller. */
    async unread(userId: number): Promise<ConversationUnread> {
      const orders = await repo.unreadOf(userId);
      return { total: orders.reduce((sum, entry) => sum + entry.unread, 0), orders };
    },

    /** One message, for the sockets announcing it. */
    async message(messageId: string): Promise<ConversationMessage | undefined> {
      const row = await repo.message(messageId);
      return row && toMessage(row);
    },

    /** The WebP bytes of a message's picture. */
    imageFile: (messageId: string): Promise<Buffer | undefined> =>
      /^[0-9a-f-]{36}$/i.test(messageId) ? repo.imageData(messageId) : Promise.resolve(undefined),

    jobHandlers: createUnseenNotifier(deps).jobHandlers,
  };
}

export interface ImageContent {
  data: Buffer;
  width: number;
  height: number;
}

type MessageNotice = 'dispute_opened' | 'dispute_resolved';

interface MessageContent {
  text: string | null;
  originalText: string | null;
  masked: boolean;
  image?: ImageContent;
  notice?: MessageNotice;
}
