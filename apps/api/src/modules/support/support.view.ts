import type { SupportMessage, SupportStaffTicketSummary, SupportTicketSummary } from '@lootmarket/domain';
import type { SupportMessageRow, TicketRow } from './support.repo';

/** Where one picture of a ticket is served, under the public API prefix. */
export const SUPPORT_IMAGE_ROUTE = '/support/file/';
export const GUEST_NAME = 'Гость';

export const toMessage = (row: SupportMessageRow, names: Map<number, string>): SupportMessage => ({
  id: row.id,
  seq: row.seq,
  author: row.author,
  authorName:
    row.author === 'user'
      ? null
      : row.authorUserId !== null
        ? (names.get(row.authorUserId) ?? 'Поддержка')
        : 'Поддержка',
  text: row.text,
  image:
    row.hasImage && row.imageWidth !== null && row.imageHeight !== null
      ? {
          // A random id handed only to the ticket's user and staff: the address itself is the key, as in the order chat.
          url: `/api/gw/public/v1${SUPPORT_IMAGE_ROUTE}${row.id}`,
          width: row.imageWidth,
          height: row.imageHeight,
        }
      : null,
  createdAt: row.createdAt.toISOString(),
});

export const toSummary = (row: TicketRow, viewer: 'user' | 'staff'): SupportTicketSummary => ({
  id: row.id,
  number: row.number,
  topic: row.topic,
  status: row.status,
  subject: { kind: row.subjectKind, id: row.subjectId },
  createdAt: row.createdAt.toISOString(),
  lastMessageAt: row.lastMessageAt.toISOString(),
  waitingSince: row.waitingSince?.toISOString() ?? null,
  unread: viewer === 'user' ? row.userUnread : row.staffUnread,
});

export const toStaffSummary = (
  row: TicketRow,
  names: Map<number, string>,
  emails: Map<number, string | null>,
): SupportStaffTicketSummary => ({
  ...toSummary(row, 'staff'),
  requester: {
    userId: row.requesterUserId,
    name: row.requesterUserId !== null ? (names.get(row.requesterUserId) ?? '—') : GUEST_NAME,
    email: row.requesterUserId !== null ? (emails.get(row.requesterUserId) ?? null) : row.requesterEmail,
  },
  assignee: row.assigneeId !== null ? { id: row.assigneeId, name: names.get(row.assigneeId) ?? 'Сотрудник' } : null,
});
