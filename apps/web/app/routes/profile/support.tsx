import { supportEndpoints } from '@lootmarket/domain/endpoints/support';
import type { SupportSubject, SupportTopic } from '@lootmarket/domain';
import { useNavigate, useParams } from 'react-router';
import { ErrorState } from '#app/components/ui/error-state';
import { NewTicketForm } from '#app/features/support/new-ticket-form';
import { subjectText } from '#app/features/support/support-format';
import { TicketList } from '#app/features/support/ticket-list';
import { api } from '#app/lib/api/browser';
import { loadApi } from '#app/lib/api/load-api.server';
import { orFallback } from '#app/lib/api/outcome';
import { SUPPORT_URL } from '#app/lib/site';
import type { Route } from './+types/support';

const UUID = /^[0-9a-f-]{36}$/i;
const KINDS = [
  ['order', 'order'],
  ['withdrawal', 'withdrawal'],
  ['donation', 'donation'],
] as const satisfies readonly (readonly [SupportSubject['kind'], SupportTopic])[];

/** The subject the page was opened from (`?order=…`, `?withdrawal=…`, `?donation=…`), else the profile. */
function subjectOf(url: URL): { subject: SupportSubject; topic: SupportTopic } {
  for (const [kind, topic] of KINDS) {
    const id = url.searchParams.get(kind);
    if (id && UUID.test(id)) return { subject: { kind, id }, topic };
  }
  return { subject: { kind: 'profile', id: null }, topic: 'other' };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return {
    ...subjectOf(url),
    asked: url.searchParams.has('new') || subjectOf(url).subject.kind !== 'profile',
    list: await orFallback(loadApi(context).call(supportEndpoints.list), null, 'support tickets'),
  };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Поддержка — Лутмаркет' },
  { name: 'robots', content: 'noindex, nofollow' },
];

/** /{ProfileId}/support: my tickets and a new one, about what the page was opened from. */
export default function SupportPage({ loaderData }: Route.ComponentProps) {
  const { profileId = '' } = useParams();
  const navigate = useNavigate();
  const { subject, topic, list } = loaderData;
  async function open(input: { topic: SupportTopic; text: string }) {
    const ticket = await api.call(supportEndpoints.open, { body: { ...input, subject } });
    await navigate(`/${profileId}/support/${ticket.id}`);
  }
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">Поддержка</h1>
      <NewTicketForm
        initialTopic={topic}
        about={subject.kind === 'profile' ? null : `Обращение о: ${subjectText({ subject })}`}
        onSubmit={open}
      />
      <section className="flex flex-col gap-3">
        <h2 className="text-lg font-semibold">Мои обращения</h2>
        {list ? (
          <TicketList items={list.items} hrefOf={(id) => `/${profileId}/support/${id}`} />
        ) : (
          <ErrorState onRetry={() => window.location.reload()} />
        )}
      </section>
      <p className="text-sm text-muted">
        Можно написать и в{' '}
        <a href={SUPPORT_URL} target="_blank" rel="noopener noreferrer" className="text-primary hover:underline">
          чат поддержки в Telegram
        </a>
        .
      </p>
    </div>
  );
}
