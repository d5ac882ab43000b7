import type { SupportTicketSummary } from '@lootmarket/domain';
import { Link } from 'react-router';
import { statusText, subjectText, ticketTitle } from './support-format';

/** The user's tickets, newest activity first, each with its status and unread answers. */
export function TicketList({ items, hrefOf }: { items: SupportTicketSummary[]; hrefOf(id: string): string }) {
  if (items.length === 0) return <p className="text-sm text-muted">Обращений пока нет</p>;
  return (
    <ul className="flex flex-col gap-2">
      {items.map((ticket) => (
        <li key={ticket.id}>
          <Link
            to={hrefOf(ticket.id)}
            className="flex flex-col gap-1 rounded-2xl border border-border bg-surface p-4 hover:border-primary sm:flex-row sm:items-center sm:justify-between"
          >
            <span className="min-w-0">
              <span className="block font-medium">{ticketTitle(ticket)}</span>
              <span className="block text-sm text-muted">{subjectText(ticket)}</span>
            </span>
            <span className="flex items-center gap-2 text-sm">
              {ticket.unread > 0 ? (
                <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-white">
                  {ticket.unread} новых
                </span>
              ) : null}
              <span className="text-muted">{statusText(ticket)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
