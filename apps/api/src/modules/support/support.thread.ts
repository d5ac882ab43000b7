import {
  nextSupportStatus,
  SUPPORT_IMAGES_LIMIT_MESSAGE,
  SUPPORT_IMAGES_MAX,
  SUPPORT_TICKET_NOT_FOUND,
  SUPPORT_WAITING_FOR_STAFF,
  type SupportEvent,
  type SupportStatus,
} from '@lootmarket/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/http/app-error';
import { scheduleJob } from '../../platform/jobs/job-schedule';
import type { SupportImage } from './support.ports';
import { createSupportRepo, type SupportMessageRow, type TicketChange, type TicketRow } from './support.repo';

export const SUPPORT_NOTIFY_JOB = 'support.notify';

/** Who is told about a message: the user of an answer, the assigned staff member of a user's message. */
export type SupportNotice = 'answer' | 'user_message' | 'assigned';

export interface Post {
  author: 'user' | 'staff' | 'system';
  userId: number | null;
  text: string | null;
  image?: SupportImage | undefined;
  /** The status change the message carries, if any. */
  event?: SupportEvent | undefined;
  /** Other changes in the same write (the assignee). */
  change?: TicketChange | undefined;
  notice?: SupportNotice | undefined;
}

const CLOSED_MESSAGE = 'Обращение закрыто';

/** The status after an event, or 409 when the ticket cannot take it. */
export function statusAfter(ticket: TicketRow, event: SupportEvent): SupportStatus {
  const next = nextSupportStatus(ticket.status, event);
  if (!next) throw new AppError('CONFLICT', ticket.status === 'closed' ? CLOSED_MESSAGE : 'Обращение уже открыто');
  return next;
}

/** Waiting for staff keeps the moment it began; any other status stops the clock. */
const waitingSinceFor = (status: SupportStatus, current: Date | null, at: Date): Date | null =>
  SUPPORT_WAITING_FOR_STAFF.includes(status) ? (current ?? at) : null;

/**
 * Appends a message to a locked ticket, moving its status, waiting clock and unread counters in the same
 * write, and queues the notice job; runs inside the caller's transaction.
 */
export async function postToTicket(tx: Db, ticket: TicketRow, post: Post, at: Date): Promise<SupportMessageRow> {
  const repo = createSupportRepo(tx);
  if (post.image && post.author !== 'system') {
    if ((await repo.imagesBy(ticket.id, post.author)) >= SUPPORT_IMAGES_MAX)
      throw new AppError('CONFLICT', SUPPORT_IMAGES_LIMIT_MESSAGE, { limit: SUPPORT_IMAGES_MAX });
  }
  const status = post.event ? statusAfter(ticket, post.event) : ticket.status;
  const change: TicketChange = {
    ...post.change,
    status,
    waitingSince: waitingSinceFor(status, ticket.waitingSince, at),
    closedAt: status === 'closed' ? at : null,
  };
  if (post.author === 'user') change.staffUnread = ticket.staffUnread + 1;
  if (post.author === 'staff') Object.assign(change, { userUnread: ticket.userUnread + 1, staffUnread: 0 });
  const seq = ticket.lastSeq + 1;
  const row = await repo.append(
    {
      ticketId: ticket.id,
      seq,
      author: post.author,
      authorUserId: post.userId,
      text: post.text,
      imageData: post.image?.data ?? null,
      imageWidth: post.image?.width ?? null,
      imageHeight: post.image?.height ?? null,
      createdAt: at,
    },
    change,
  );
  if (post.notice)
    await scheduleJob(tx, {
      kind: SUPPORT_NOTIFY_JOB,
      payload: { ticketId: ticket.id, seq, notice: post.notice },
      runAt: at,
    });
  return row;
}

/** The ticket locked for a change, or 404. */
export async function lockTicket(tx: Db, id: string): Promise<TicketRow> {
  const ticket = await createSupportRepo(tx).lock(id);
  if (!ticket) throw new AppError('NOT_FOUND', SUPPORT_TICKET_NOT_FOUND);
  return ticket;
}
