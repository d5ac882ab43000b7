import { SUPPORT_TICKET_NOT_FOUND, type OpenSupportTicket, type SupportSubject } from '@lootmarket/domain';
import { AppError } from '../../platform/http/app-error';
import type { SupportDeps, SupportOrder, SupportRequester } from './support.ports';
import type { TicketRow } from './support.repo';

const ORDER_NOT_FOUND = 'Заказ не найден';

/** Who asks and what they may reach: their own tickets, or a guest's tickets of the order their token opens. */
export function createRequesterRules(deps: Pick<SupportDeps, 'orders' | 'withdrawals' | 'donations'>) {
  /** The order a guest's token opens, or 404 so strangers cannot probe order ids. */
  async function guestOrder(orderId: string, token: string): Promise<SupportOrder> {
    const order = await deps.orders.find(orderId);
    if (!order || !deps.orders.guestTokenOpens(order.id, token)) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
    return order;
  }

  return {
    guestOrder,

    /** The ticket when the asker may see it; another user's ticket is 404, as if it did not exist. */
    owned(ticket: TicketRow | undefined, who: SupportRequester): TicketRow {
      const owns =
        ticket &&
        ('userId' in who
          ? ticket.requesterUserId === who.userId
          : ticket.requesterUserId === null &&
            ticket.orderId === who.orderId &&
            deps.orders.guestTokenOpens(who.orderId, who.token));
      if (!owns) throw new AppError('NOT_FOUND', SUPPORT_TICKET_NOT_FOUND);
      return ticket;
    },

    /** Checks that a signed-in user's ticket is about something of theirs; answers the order it concerns. */
    async checkSubject(userId: number, input: OpenSupportTicket): Promise<{ orderId: string | null }> {
      const subject: SupportSubject = input.subject;
      if (subject.kind === 'profile') {
        if (subject.id !== null) throw new AppError('VALIDATION_FAILED', 'Обращение из профиля не ссылается на объект');
        return { orderId: null };
      }
      if (subject.id === null) throw new AppError('VALIDATION_FAILED', 'Укажите, о чём обращение');
      if (subject.kind === 'order') {
        const order = await deps.orders.find(subject.id);
        if (!order || (order.buyerUserId !== userId && order.sellerId !== userId))
          throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
        return { orderId: order.id };
      }
      const mine =
        subject.kind === 'withdrawal'
          ? await deps.withdrawals.owns(userId, subject.id)
          : await deps.donations.concerns(userId, subject.id);
      if (!mine)
        throw new AppError('NOT_FOUND', subject.kind === 'withdrawal' ? 'Заявка не найдена' : 'Донат не найден');
      return { orderId: null };
    },
  };
}
