import type {
  OpenSupportTicket,
  SupportMessage,
  SupportTicketList,
  SupportTicketView,
  SupportTopic,
} from '@lootmarket/domain';
import { inTransaction } from '../../db/transaction';
import type { SupportDeps, SupportRequester } from './support.ports';
import { createSupportNotifier } from './support.notify';
import { createSupportRepo, type NewTicketRow, type TicketRow } from './support.repo';
import { createRequesterRules } from './support.requester';
import { createStaffDesk } from './support.staff';
import { lockTicket, postToTicket } from './support.thread';
import { toMessage, toSummary } from './support.view';

export type SupportService = ReturnType<typeof createSupportService>;

/** The support desk: users' tickets about an order, a withdrawal, a donation or the profile, and staff's queue. */
export function createSupportService(deps: SupportDeps) {
  const { db, now } = deps;
  const repo = createSupportRepo(db);
  const rules = createRequesterRules(deps);

  async function view(ticket: TicketRow): Promise<SupportTicketView> {
    const rows = await repo.messages(ticket.id);
    const staffIds = rows.flatMap((row) =>
      row.author !== 'user' && row.authorUserId !== null ? [row.authorUserId] : [],
    );
    const names = await deps.users.names(staffIds);
    return { ...toSummary(ticket, 'user'), messages: rows.map((row) => toMessage(row, names)) };
  }

  /** Opens a ticket with its first message; it waits for staff from now. */
  async function open(ticket: Omit<NewTicketRow, 'status' | 'createdAt' | 'lastMessageAt'>, text: string) {
    const at = new Date(now());
    const row = await inTransaction(db, async (tx) => {
      const created = await createSupportRepo(tx).insert({
        ...ticket,
        status: 'open',
        createdAt: at,
        lastMessageAt: at,
      });
      await postToTicket(tx, created, { author: 'user', userId: ticket.requesterUserId ?? null, text }, at);
      return lockTicket(tx, created.id);
    });
    return view(row);
  }

  /** The asker's ticket, with how many answers were unread before now; they are marked seen. */
  async function own(id: string, who: SupportRequester): Promise<TicketRow> {
    const ticket = rules.owned(await repo.find(id), who);
    if (ticket.userUnread > 0) await repo.update(ticket.id, { userUnread: 0 });
    return ticket;
  }

  /** A user's message (text or picture); the assigned staff member is told. */
  async function write(id: string, who: SupportRequester, content: { text: string } | { image: Buffer }) {
    rules.owned(await repo.find(id), who);
    // Decoded before the transaction, so a slow picture holds no lock.
    const image = 'image' in content ? await deps.images.prepare(content.image) : undefined;
    const message = await inTransaction(db, async (tx) => {
      const ticket = await lockTicket(tx, id);
      const text = 'text' in content ? content.text : null;
      const notice = ticket.assigneeId !== null ? ('user_message' as const) : undefined;
      const userId = 'userId' in who ? who.userId : null;
      return postToTicket(
        tx,
        ticket,
        { author: 'user', userId, text, image, event: 'user_message', notice },
        new Date(now()),
      );
    });
    return { message: toMessage(message, new Map()) };
  }

  return {
    /** The signed-in user's tickets, most recently active first. */
    async list(userId: number): Promise<SupportTicketList> {
      return { items: (await repo.ofUser(userId)).map((row) => toSummary(row, 'user')) };
    },

    /** A signed-in user's ticket about something of theirs. */
    async open(userId: number, input: OpenSupportTicket): Promise<SupportTicketView> {
      const { orderId } = await rules.checkSubject(userId, input);
      const { kind, id } = input.subject;
      return open(
        { requesterUserId: userId, subjectKind: kind, subjectId: id, orderId, topic: input.topic },
        input.text,
      );
    },

    /** A guest's ticket about their order, answered at the order's checkout address. */
    async openAsGuest(orderId: string, token: string, input: { topic: SupportTopic; text: string }) {
      const order = await rules.guestOrder(orderId, token);
      return open(
        {
          requesterUserId: null,
          requesterEmail: order.buyerEmail,
          subjectKind: 'order',
          subjectId: order.id,
          orderId: order.id,
          topic: input.topic,
        },
        input.text,
      );
    },

    /** A guest's tickets about their order. */
    async listOfGuest(orderId: string, token: string): Promise<SupportTicketList> {
      const order = await rules.guestOrder(orderId, token);
      return { items: (await repo.ofGuestOrder(order.id)).map((row) => toSummary(row, 'user')) };
    },

    view: async (id: string, who: SupportRequester): Promise<SupportTicketView> => view(await own(id, who)),

    send: (id: string, who: SupportRequester, text: string): Promise<{ message: SupportMessage }> =>
      write(id, who, { text }),

    sendImage: (id: string, who: SupportRequester, image: Buffer): Promise<{ message: SupportMessage }> =>
      write(id, who, { image }),

    /** The user closes their own ticket; writing again reopens it. */
    async close(id: string, who: SupportRequester): Promise<SupportTicketView> {
      rules.owned(await repo.find(id), who);
      const row = await inTransaction(db, async (tx) => {
        const ticket = await lockTicket(tx, id);
        const at = new Date(now());
        await postToTicket(
          tx,
          ticket,
          { author: 'system', userId: null, text: 'Пользователь закрыл обращение', event: 'close' },
          at,
        );
        return lockTicket(tx, id);
      });
      return view(row);
    },

    /** Whether a guest's order token may open this ticket (routes check before reading an upload). */
    assertOwns: async (id: string, who: SupportRequester): Promise<void> => void rules.owned(await repo.find(id), who),

    /** Tickets waiting for staff and since when the oldest waits, for the console's home. */
    async queueStats(): Promise<{ open: number; oldestWaitingSince: Date | null }> {
      const { open: count, oldest } = await repo.waiting();
      return { open: count, oldestWaitingSince: oldest };
    },

    /** The WebP bytes of a message's picture. */
    imageFile: (messageId: string): Promise<Buffer | undefined> =>
      /^[0-9a-f-]{36}$/i.test(messageId) ? repo.imageData(messageId) : Promise.resolve(undefined),

    staff: createStaffDesk(deps),
    jobHandlers: createSupportNotifier(deps).jobHandlers,
  };
}
