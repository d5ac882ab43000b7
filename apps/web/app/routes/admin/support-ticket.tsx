import { SUPPORT_STATUS_STAFF_LABELS, SUPPORT_TOPIC_LABELS } from '@lootmarket/domain';
import { supportStaffEndpoints } from '@lootmarket/domain/endpoints/support';
import { ChevronLeft } from 'lucide-react';
import { Link, redirect, useRevalidator, useRouteLoaderData } from 'react-router';
import { AdminNav } from '#app/components/admin-nav';
import { SupportThread } from '#app/components/support-thread';
import { StaffActions } from '#app/features/admin-support/staff-actions';
import { api } from '#app/lib/api/browser';
import { loadApi } from '#app/lib/api/load-api.server';
import type { loader as rootLoader } from '#app/root';
import type { Route } from './+types/support-ticket';

export async function loader({ params, context }: Route.LoaderArgs) {
  const client = loadApi(context);
  const [ticket, members] = await Promise.all([
    client.call(supportStaffEndpoints.get, { params: { id: params.ticketId } }),
    client.call(supportStaffEndpoints.members),
  ]).catch(() => {
    throw redirect('/admin/support');
  });
  return { ticket, members: members.items };
}

const SUBJECT = { order: 'заказ', withdrawal: 'вывод', donation: 'донат', profile: 'профиль' } as const;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Обращение №${loaderData?.ticket.number ?? ''} — Лутмаркет` },
  { name: 'robots', content: 'noindex' },
];

/** /admin/support/{ticketId}: the conversation, who asks about what, and the staff actions. */
export default function AdminSupportTicket({ loaderData }: Route.ComponentProps) {
  const { revalidate } = useRevalidator();
  const me = useRouteLoaderData<typeof rootLoader>('root')?.user;
  const { ticket, members } = loaderData;
  const params = { id: ticket.id };
  const about = ticket.subject.id ? `${SUBJECT[ticket.subject.kind]} ${ticket.subject.id}` : 'профиль';
  return (
    <main className="mx-auto flex w-full max-w-4xl flex-col gap-4 px-4 py-8">
      <AdminNav />
      <Link
        to="/admin/support"
        className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
        Все обращения
      </Link>
      <div className="flex flex-col gap-1">
        <h1 className="text-xl font-bold">
          Обращение №{ticket.number} · {SUPPORT_TOPIC_LABELS[ticket.topic]}
        </h1>
        <p className="text-sm text-muted">
          {ticket.requester.name}
          {ticket.requester.email ? ` · ${ticket.requester.email}` : ''} · о чём: {about} ·{' '}
          <span data-testid="ticket-status">{SUPPORT_STATUS_STAFF_LABELS[ticket.status]}</span> ·{' '}
          {ticket.assignee ? `исполнитель: ${ticket.assignee.name}` : 'без исполнителя'}
        </p>
        {ticket.subject.kind === 'order' && ticket.subject.id ? (
          <Link to={`/admin/orders?case=${ticket.subject.id}`} className="text-sm text-primary hover:underline">
            Открыть заказ
          </Link>
        ) : null}
      </div>
      <StaffActions
        ticket={ticket}
        members={members}
        meId={me ? Number(me.id) : null}
        onDone={() => void revalidate()}
      />
      <SupportThread
        key={ticket.messages.length}
        messages={ticket.messages}
        viewer="staff"
        locked={ticket.status === 'closed' ? 'Обращение закрыто — откройте его снова, чтобы ответить.' : null}
        sendText={async (text) => (await api.call(supportStaffEndpoints.answer, { params, body: { text } })).message}
        sendImage={async (form) => (await api.call(supportStaffEndpoints.answerImage, { params, body: form })).message}
        onSent={() => void revalidate()}
      />
    </main>
  );
}
