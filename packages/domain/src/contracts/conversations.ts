import { z } from 'zod';

/** The longest message; a conversation is for the order, not for essays. */
export const CONVERSATION_TEXT_MAX = 2000;
export const CONVERSATION_TEXT_EMPTY_MESSAGE = 'Напишите сообщение';
export const CONVERSATION_TEXT_TOO_LONG_MESSAGE = `Сообщение длиннее ${CONVERSATION_TEXT_MAX} символов`;
/** Pictures one side may post to one order's conversation. */
export const CONVERSATION_IMAGES_MAX = 20;
export const CONVERSATION_IMAGES_LIMIT_MESSAGE = `В переписку по заказу можно отправить не больше ${CONVERSATION_IMAGES_MAX} изображений`;
/** Where the order page's socket connects. */
export const CONVERSATION_SOCKET_PATH = '/api/ws/conversations';
/** Close codes of the conversation socket. */
export const CONVERSATION_CLOSE_CODES = { denied: 4403, protocol: 4400 } as const;

/** Who wrote: the order's buyer, its seller, or support joining the conversation. */
export const conversationSideSchema = z.enum(['buyer', 'seller', 'support']);
export type ConversationSide = z.infer<typeof conversationSideSchema>;

export const conversationMessageSchema = z.object({
  id: z.uuid(),
  /** Position in the conversation, from 1: the order messages are shown in, and the cursor after a reconnect. */
  seq: z.number().int(),
  author: conversationSideSchema,
  text: z.string().nullable(),
  /** Contacts outside the platform were found and masked in `text`. */
  masked: z.boolean(),
  image: z.object({ url: z.string(), width: z.number().int(), height: z.number().int() }).nullable(),
  /** Set on the messages that open the order's dispute (reason, text, pictures) and on support's decision. */
  notice: z.enum(['dispute_opened', 'dispute_resolved']).nullable(),
  createdAt: z.iso.datetime(),
});
export type ConversationMessage = z.infer<typeof conversationMessageSchema>;

const orderAccess = { id: z.uuid(), token: z.string().min(10).max(200).optional() };

export const conversationQuerySchema = z.object({
  ...orderAccess,
  /** Only messages after this position (a reconnect's catch-up). */
  after: z.coerce.number().int().min(0).optional(),
});

export const conversationViewSchema = z.object({
  orderId: z.uuid(),
  /** Who is looking. */
  viewer: conversationSideSchema,
  messages: z.array(conversationMessageSchema),
  /** Messages of the others the viewer has not read yet (before this answer). */
  unread: z.number().int(),
});
export type ConversationView = z.infer<typeof conversationViewSchema>;

export const sendMessageRequestSchema = z.object({
  ...orderAccess,
  text: z
    .string()
    .trim()
    .min(1, CONVERSATION_TEXT_EMPTY_MESSAGE)
    .max(CONVERSATION_TEXT_MAX, CONVERSATION_TEXT_TOO_LONG_MESSAGE),
});
export const sendMessageResponseSchema = z.object({
  message: conversationMessageSchema,
  /** Said to the writer when contacts were masked. */
  warning: z.string().nullable(),
});
export const conversationImageQuerySchema = z.object(orderAccess);
export const conversationReadRequestSchema = z.object(orderAccess);
export const conversationReadResponseSchema = z.object({ unread: z.number().int() });

/** The signed-in user's unread messages: in total (the header) and per order (the order lists). */
export const conversationUnreadResponseSchema = z.object({
  total: z.number().int(),
  orders: z.array(z.object({ orderId: z.uuid(), unread: z.number().int(), side: z.enum(['buyer', 'seller']) })),
});
export type ConversationUnread = z.infer<typeof conversationUnreadResponseSchema>;

/** What the socket says: ready once the order is opened, then each new message. */
export const conversationServerMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.literal('message'), message: conversationMessageSchema }),
]);
export type ConversationServerMessage = z.infer<typeof conversationServerMessageSchema>;
/** What the page says first: which order, and the guest's token when it has no session. */
export type ConversationClientMessage = { type: 'hello'; orderId: string; token?: string };
