import {
  SUPPORT_STATUSES,
  SUPPORT_TICKET_NOT_FOUND,
  type SupportMessage,
  type SupportQueue,
  type SupportQueueQuery,
  type SupportStaffTicketView,
} from '@lootmarket/domain';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../platform/http/app-error';
import type { SupportDeps, SupportImage } from './support.ports';
import { createSupportRepo, type QueueFilter, type TicketRow } from './support.repo';
import { lockTicket, postToTicket, type Post } from './support.thread';
import { toMessage, toStaffSummary } from './support.view';

const ACTIVE = SUPPORT_STATUSES.filter((status) => status !== 'closed');

/** Staff's side of the desk: the queue, taking, answering, transferring, closing and reopening tickets. */
export function createStaffDesk(deps: SupportDeps) {
  const { db, now } = deps;
  const repo = createSupportRepo(db);

  const peopleOf = (rows: TicketRow[]): number[] =>
    rows.flatMap((row) => [row.requesterUserId, row.assigneeId].filter((id): id is number => id !== null));

  async function view(ticket: TicketRow): Promise<SupportStaffTicketView> {
    const rows = await repo.messages(ticket.id);
    const authors = rows.flatMap((row) => (row.authorUserId !== null ? [row.authorUserId] : []));
    const names = await deps.users.names([...peopleOf([ticket]), ...authors]);
    const email = ticket.requesterUserId !== null ? await deps.users.contactEmail(ticket.requesterUserId) : null;
    const emails = new Map(ticket.requesterUserId !== null ? [[ticket.requesterUserId, email]] : []);
    return { ...toStaffSummary(ticket, names, emails), messages: rows.map((row) => toMessage(row, names)) };
  }

  /** The staff action's audit row, in its transaction (decision 043): who, which ticket, what it became. */
  async function audited(tx: Db, verb: string, staffId: number, before: TicketRow, after: TicketRow) {
    await deps.audit?.record(tx, {
      action: `support.${verb}`,
      actor: { type: 'staff', id: String(staffId) },
      target: { type: 'support_ticket', id: before.id },
      before: { status: before.status, assigneeId: before.assigneeId },
      after: { status: after.status, assigneeId: after.assigneeId },
    });
  }

  /** Runs one staff action on the locked ticket, audits it, and answers the ticket as it is afterwards. */
  async function act(
    id: string,
    audit: { verb: string; staffId: number },
    action: (tx: Db, ticket: TicketRow, at: Date) => Promise<unknown>,
  ) {
    const row = await inTransaction(db, async (tx) => {
      const before = await lockTicket(tx, id);
      await action(tx, before, new Date(now()));
      const after = await lockTicket(tx, id);
      await audited(tx, audit.verb, audit.staffId, before, after);
      return after;
    });
    return view(row);
  }

  const note = (staffId: number, text: string, extra: Partial<Post> = {}): Post => ({
    author: 'system',
    userId: staffId,
    text,
    ...extra,
  });

  async function staffName(id: number): Promise<string> {
    return (await deps.users.names([id])).get(id) ?? 'Сотрудник';
  }

  async function answer(id: string, staffId: number, content: { text: string | null; image?: SupportImage }) {
    const message = await inTransaction(db, async (tx) => {
      const ticket = await lockTicket(tx, id);
      // Whoever answers an unassigned ticket has taken it.
      const change = ticket.assigneeId === null ? { assigneeId: staffId } : undefined;
      const post: Post = {
        author: 'staff',
        userId: staffId,
        ...content,
        event: 'staff_message',
        change,
        notice: 'answer',
      };
      const posted = await postToTicket(tx, ticket, post, new Date(now()));
      await audited(tx, 'answer', staffId, ticket, await lockTicket(tx, id));
      return posted;
    });
    return { message: toMessage(message, new Map([[staffId, await staffName(staffId)]])) };
  }

  return {
    /** The queue with its filters, longest waiting first, and the count of tickets waiting for staff. */
    async queue(query: SupportQueueQuery, staffId: number): Promise<SupportQueue> {
      const filter: QueueFilter = {
        statuses: query.status === 'active' ? ACTIVE : [query.status],
        topic: query.topic,
        assignee: query.who === 'mine' ? staffId : query.who === 'unassigned' ? null : undefined,
        limit: query.limit,
        offset: query.offset,
      };
      const [rows, total, waiting] = await Promise.all([repo.queue(filter), repo.queueTotal(filter), repo.waiting()]);
      const names = await deps.users.names(peopleOf(rows));
      return {
        items: rows.map((row) => toStaffSummary(row, names, new Map())),
        total,
        stats: { open: waiting.open, oldestWaitingSince: waiting.oldest?.toISOString() ?? null },
      };
    },

    members: async () => ({ items: await deps.staff.members() }),

    /** One ticket with how many user messages were unread before now; they count as seen by staff. */
    async get(id: string): Promise<SupportStaffTicketView> {
      const ticket = await repo.find(id);
      if (!ticket) throw new AppError('NOT_FOUND', SUPPORT_TICKET_NOT_FOUND);
      if (ticket.staffUnread > 0) await repo.update(id, { staffUnread: 0 });
      return view(ticket);
    },

    /** The staff member assigns the ticket to themselves. */
    async take(id: string, staffId: number): Promise<SupportStaffTicketView> {
      // Names are read before the transaction: an embedded database has one connection, which the transaction holds.
      const text = `${await staffName(staffId)} взял(а) обращение`;
      return act(id, { verb: 'take', staffId }, async (tx, ticket, at) => {
        if (ticket.status === 'closed') throw new AppError('CONFLICT', 'Обращение закрыто');
        if (ticket.assigneeId === staffId) return;
        await postToTicket(tx, ticket, note(staffId, text, { change: { assigneeId: staffId } }), at);
      });
    },

    answer: (id: string, staffId: number, text: string): Promise<{ message: SupportMessage }> =>
      answer(id, staffId, { text }),

    async answerImage(id: string, staffId: number, input: Buffer): Promise<{ message: SupportMessage }> {
      if (!(await repo.find(id))) throw new AppError('NOT_FOUND', SUPPORT_TICKET_NOT_FOUND);
      return answer(id, staffId, { text: null, image: await deps.images.prepare(input) });
    },

    /** Hands the ticket to another staff member, who is told. */
    async transfer(id: string, staffId: number, toId: number): Promise<SupportStaffTicketView> {
      if (!(await deps.staff.isStaff(toId))) throw new AppError('VALIDATION_FAILED', 'Это не сотрудник поддержки');
      const text = `${await staffName(staffId)} передал(а) обращение: ${await staffName(toId)}`;
      return act(id, { verb: 'transfer', staffId }, async (tx, ticket, at) => {
        if (ticket.status === 'closed') throw new AppError('CONFLICT', 'Обращение закрыто');
        await postToTicket(tx, ticket, note(staffId, text, { change: { assigneeId: toId }, notice: 'assigned' }), at);
      });
    },

    async close(id: string, staffId: number): Promise<SupportStaffTicketView> {
      const text = `${await staffName(staffId)} закрыл(а) обращение`;
      return act(id, { verb: 'close', staffId }, (tx, ticket, at) =>
        postToTicket(tx, ticket, note(staffId, text, { event: 'close' }), at),
      );
    },

    async reopen(id: string, staffId: number): Promise<SupportStaffTicketView> {
      const text = `${await staffName(staffId)} открыл(а) обращение снова`;
      return act(id, { verb: 'reopen', staffId }, (tx, ticket, at) =>
        postToTicket(tx, ticket, note(staffId, text, { event: 'reopen' }), at),
      );
    },
  };
}
