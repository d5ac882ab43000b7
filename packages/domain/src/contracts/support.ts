import { z } from 'zod';
import { CONVERSATION_TEXT_EMPTY_MESSAGE } from './conversations';

/** What a ticket is about; the list is fixed so the queue can be filtered and counted by it. */
export const SUPPORT_TOPICS = ['order', 'payment', 'refund', 'withdrawal', 'donation', 'account', 'other'] as const;
export const supportTopicSchema = z.enum(SUPPORT_TOPICS);
export type SupportTopic = z.infer<typeof supportTopicSchema>;

export const SUPPORT_TOPIC_LABELS: Record<SupportTopic, string> = {
  order: 'Проблема с заказом',
  payment: 'Оплата',
  refund: 'Возврат денег',
  withdrawal: 'Вывод средств',
  donation: 'Донаты',
  account: 'Аккаунт и вход',
  other: 'Другое',
};

/** Where a ticket waits: a new one and one the user answered wait for staff; staff's answer waits for the user. */
export const SUPPORT_STATUSES = ['open', 'waiting_staff', 'waiting_user', 'closed'] as const;
export const supportStatusSchema = z.enum(SUPPORT_STATUSES);
export type SupportStatus = z.infer<typeof supportStatusSchema>;

/** The status as its user reads it. */
export const SUPPORT_STATUS_LABELS: Record<SupportStatus, string> = {
  open: 'Открыто',
  waiting_staff: 'Ждёт ответа поддержки',
  waiting_user: 'Ждёт вашего ответа',
  closed: 'Закрыто',
};

/** The status as staff read it in the queue. */
export const SUPPORT_STATUS_STAFF_LABELS: Record<SupportStatus, string> = {
  open: 'Новое',
  waiting_staff: 'Ждёт ответа поддержки',
  waiting_user: 'Ждёт пользователя',
  closed: 'Закрыто',
};

/** What the ticket was opened from: an order, a withdrawal, a donation, or the profile (nothing in particular). */
export const SUPPORT_SUBJECT_KINDS = ['order', 'withdrawal', 'donation', 'profile'] as const;
export const supportSubjectKindSchema = z.enum(SUPPORT_SUBJECT_KINDS);
export type SupportSubjectKind = z.infer<typeof supportSubjectKindSchema>;

export const supportSubjectSchema = z.object({
  kind: supportSubjectKindSchema,
  /** The order, withdrawal or donation; null for the profile. */
  id: z.uuid().nullable(),
});
export type SupportSubject = z.infer<typeof supportSubjectSchema>;

export const SUPPORT_TEXT_MAX = 4000;
export const SUPPORT_TEXT_TOO_LONG_MESSAGE = `Сообщение длиннее ${SUPPORT_TEXT_MAX} символов`;
/** Pictures one ticket may hold from each side. */
export const SUPPORT_IMAGES_MAX = 20;
export const SUPPORT_IMAGES_LIMIT_MESSAGE = `К обращению можно приложить не больше ${SUPPORT_IMAGES_MAX} изображений`;
export const SUPPORT_TICKET_NOT_FOUND = 'Обращение не найдено';

const supportText = z
  .string()
  .trim()
  .min(1, CONVERSATION_TEXT_EMPTY_MESSAGE)
  .max(SUPPORT_TEXT_MAX, SUPPORT_TEXT_TOO_LONG_MESSAGE);

export const supportTicketMessageSchema = z.object({
  id: z.uuid(),
  seq: z.number().int(),
  /** `system` marks the desk's own notes: taken, transferred, closed, reopened. */
  author: z.enum(['user', 'staff', 'system']),
  /** The staff member's name for staff and system notes; null for the user's own messages. */
  authorName: z.string().nullable(),
  text: z.string().nullable(),
  image: z.object({ url: z.string(), width: z.number().int(), height: z.number().int() }).nullable(),
  createdAt: z.iso.datetime(),
});
export type SupportMessage = z.infer<typeof supportTicketMessageSchema>;

export const supportTicketSummarySchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  topic: supportTopicSchema,
  status: supportStatusSchema,
  subject: supportSubjectSchema,
  createdAt: z.iso.datetime(),
  lastMessageAt: z.iso.datetime(),
  /** Since when the ticket waits for staff; null while it waits for the user or is closed. */
  waitingSince: z.iso.datetime().nullable(),
  /** Messages of the other side the viewer has not opened yet. */
  unread: z.number().int(),
});
export type SupportTicketSummary = z.infer<typeof supportTicketSummarySchema>;

const staffMemberSchema = z.object({ id: z.number().int(), name: z.string() });
export type SupportStaffMember = z.infer<typeof staffMemberSchema>;

export const supportStaffTicketSummarySchema = supportTicketSummarySchema.extend({
  requester: z.object({ userId: z.number().int().nullable(), name: z.string(), email: z.string().nullable() }),
  assignee: staffMemberSchema.nullable(),
});
export type SupportStaffTicketSummary = z.infer<typeof supportStaffTicketSummarySchema>;

export const supportTicketViewSchema = supportTicketSummarySchema.extend({
  messages: z.array(supportTicketMessageSchema),
});
export type SupportTicketView = z.infer<typeof supportTicketViewSchema>;

export const supportStaffTicketViewSchema = supportStaffTicketSummarySchema.extend({
  messages: z.array(supportTicketMessageSchema),
});
export type SupportStaffTicketView = z.infer<typeof supportStaffTicketViewSchema>;

export const supportTicketListSchema = z.object({ items: z.array(supportTicketSummarySchema) });
export type SupportTicketList = z.infer<typeof supportTicketListSchema>;

export const openSupportTicketSchema = z.object({
  topic: supportTopicSchema,
  subject: supportSubjectSchema,
  text: supportText,
});
export type OpenSupportTicket = z.infer<typeof openSupportTicketSchema>;

export const supportTextSchema = z.object({ text: supportText });
export const supportTicketParamsSchema = z.object({ id: z.uuid() });

/** The staff queue's filters: status (or every open one), topic, and whose tickets. */
export const supportQueueQuerySchema = z.object({
  status: z.enum([...SUPPORT_STATUSES, 'active']).default('active'),
  topic: supportTopicSchema.optional(),
  who: z.enum(['all', 'mine', 'unassigned']).default('all'),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export type SupportQueueQuery = z.infer<typeof supportQueueQuerySchema>;

export const supportQueueSchema = z.object({
  items: z.array(supportStaffTicketSummarySchema),
  total: z.number().int(),
  /** Every ticket waiting for staff, and since when the oldest of them waits. */
  stats: z.object({ open: z.number().int(), oldestWaitingSince: z.iso.datetime().nullable() }),
});
export type SupportQueue = z.infer<typeof supportQueueSchema>;

export const supportTransferSchema = z.object({ staffId: z.number().int().positive() });
export const supportStaffListSchema = z.object({ items: z.array(staffMemberSchema) });

/** A guest reaches the tickets of their order with the order's token, as on the order page. */
const guestOrderAccess = { id: z.uuid(), token: z.string().min(10).max(200) };
export const guestSupportQuerySchema = z.object(guestOrderAccess);
export const guestSupportTicketQuerySchema = z.object({ ...guestOrderAccess, ticket: z.uuid() });
export const guestOpenSupportTicketSchema = z.object({
  ...guestOrderAccess,
  topic: supportTopicSchema,
  text: supportText,
});
export const guestSupportMessageSchema = z.object({ ...guestOrderAccess, ticket: z.uuid(), text: supportText });
export const supportMessageResponseSchema = z.object({ message: supportTicketMessageSchema });
