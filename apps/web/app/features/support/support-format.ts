import { SUPPORT_STATUS_LABELS, SUPPORT_TOPIC_LABELS, type SupportTicketSummary } from '@lootmarket/domain';

/** What the ticket is about, as its list shows it. */
export function subjectText(ticket: Pick<SupportTicketSummary, 'subject'>): string {
  const short = ticket.subject.id ? ticket.subject.id.slice(0, 8).toUpperCase() : '';
  switch (ticket.subject.kind) {
    case 'order':
      return `Заказ ${short}`;
    case 'withdrawal':
      return `Вывод ${short}`;
    case 'donation':
      return `Донат ${short}`;
    case 'profile':
      return 'Профиль';
  }
}

export const ticketTitle = (ticket: Pick<SupportTicketSummary, 'number' | 'topic'>) =>
  `Обращение №${ticket.number} · ${SUPPORT_TOPIC_LABELS[ticket.topic]}`;

export const statusText = (ticket: Pick<SupportTicketSummary, 'status'>) => SUPPORT_STATUS_LABELS[ticket.status];
