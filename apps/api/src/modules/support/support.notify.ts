import { SUPPORT_TOPIC_LABELS } from '@lootmarket/domain';
import { z } from 'zod';
import type { JobHandler } from '../../platform/jobs/jobs.worker';
import type { SupportDeps } from './support.ports';
import { createSupportRepo, type TicketRow } from './support.repo';
import { SUPPORT_NOTIFY_JOB } from './support.thread';

const payloadSchema = z.object({
  ticketId: z.uuid(),
  seq: z.number().int(),
  notice: z.enum(['answer', 'user_message', 'assigned']),
});

const title = (ticket: TicketRow) => `Обращение №${ticket.number}: ${SUPPORT_TOPIC_LABELS[ticket.topic]}`;

/**
 * The jobs worker's side: staff's answer is mailed to the user (a guest at the checkout address, with the order's
 * token link) and stored as an in-app notice; the assigned staff member sees the user's new messages in the app.
 */
export function createSupportNotifier(deps: SupportDeps) {
  async function tellUser(ticket: TicketRow, seq: number): Promise<void> {
    const path = ticket.requesterUserId !== null ? `/${ticket.requesterUserId}/support/${ticket.id}` : null;
    const link = path ? `${deps.siteUrl}${path}` : ticket.orderId ? deps.orders.buyerMailLink(ticket.orderId) : null;
    const to =
      ticket.requesterUserId !== null ? await deps.users.contactEmail(ticket.requesterUserId) : ticket.requesterEmail;
    const body = 'Поддержка ответила на ваше обращение.';
    // The mail first: if it fails the job is retried whole; the in-app notice is stored once whatever happens.
    if (to && link)
      await deps.mailer.send({
        to,
        subject: `Ответ поддержки — ${title(ticket)}`,
        text: [body, '', `Прочитать и ответить: ${link}`].join('\n'),
      });
    if (ticket.requesterUserId === null) return;
    await deps.notifications.notify({
      userId: ticket.requesterUserId,
      kind: 'support.answer',
      title: 'Ответ поддержки',
      body: `${title(ticket)}. ${body}`,
      link: path,
      sourceKey: `support:${ticket.id}:${seq}`,
    });
  }

  async function tellAssignee(ticket: TicketRow, seq: number, kind: 'user_message' | 'assigned'): Promise<void> {
    if (ticket.assigneeId === null) return;
    await deps.notifications.notify({
      userId: ticket.assigneeId,
      kind: kind === 'assigned' ? 'support.assigned' : 'support.message',
      title: kind === 'assigned' ? 'Вам передали обращение' : 'Новое сообщение в обращении',
      body: title(ticket),
      link: `/admin/support/${ticket.id}`,
      sourceKey: `support:${ticket.id}:${seq}:staff`,
    });
  }

  const handler: JobHandler = async (payload) => {
    const { ticketId, seq, notice } = payloadSchema.parse(payload);
    const ticket = await createSupportRepo(deps.db).find(ticketId);
    if (!ticket) return;
    if (notice === 'answer') await tellUser(ticket, seq);
    else await tellAssignee(ticket, seq, notice);
  };

  return { jobHandlers: { [SUPPORT_NOTIFY_JOB]: handler } as Record<string, JobHandler> };
}
