import { supportEndpoints } from '@lootmarket/domain/endpoints/support';
import { ChevronLeft } from 'lucide-react';
import { data, Link, useParams, useRevalidator } from 'react-router';
import { SupportThread } from '#app/components/support-thread';
import { Button } from '#app/components/ui/button';
import { statusText, subjectText, ticketTitle } from '#app/features/support/support-format';
import { api } from '#app/lib/api/browser';
import { loadApi } from '#app/lib/api/load-api.server';
import type { Route } from './+types/support-ticket';

export async function loader({ params, context }: Route.LoaderArgs) {
  const ticket = await loadApi(context)
    .call(supportEndpoints.get, { params: { id: params.ticketId } })
    .catch(() => null);
  if (!ticket) throw data(null, { status: 404 });
  return { ticket };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData ? ticketTitle(loaderData.ticket) : 'Обращение'} — Лутмаркет` },
  { name: 'robots', content: 'noindex, nofollow' },
];

/** /{ProfileId}/support/{ticketId}: one ticket's conversation with support. */
export default function SupportTicketPage({ loaderData }: Route.ComponentProps) {
  const { profileId = '' } = useParams();
  const { revalidate } = useRevalidator();
  const { ticket } = loaderData;
  const params = { id: ticket.id };
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <Link to={`/${profileId}/support`} className="inline-flex items-center gap-1 text-sm text-muted hover:text-text">
        <ChevronLeft aria-hidden="true" className="size-4" />
        Все обращения
      </Link>
      <div className="flex flex-col gap-1">
        <h1 className="text-xl font-bold">{ticketTitle(ticket)}</h1>
        <p className="text-sm text-muted">
          {subjectText(ticket)} · <span data-testid="ticket-status">{statusText(ticket)}</span>
        </p>
      </div>
      <SupportThread
        key={ticket.messages.length}
        messages={ticket.messages}
        viewer="user"
        sendText={async (text) => (await api.call(supportEndpoints.send, { params, body: { text } })).message}
        sendImage={async (form) => (await api.call(supportEndpoints.sendImage, { params, body: form })).message}
        onSent={() => void revalidate()}
      />
      {ticket.status !== 'closed' ? (
        <Button
          variant="ghost"
          size="sm"
          className="self-start"
          onClick={() => void api.call(supportEndpoints.close, { params }).then(() => revalidate())}
        >
          Закрыть обращение
        </Button>
      ) : (
        <p className="text-sm text-muted">Обращение закрыто. Напишите, если вопрос остался, — оно откроется снова.</p>
      )}
    </div>
  );
}
