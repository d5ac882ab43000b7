import { ideaAdminEndpoints } from '@lootmarket/domain/endpoints/admin';
import { redirect } from 'react-router';
import { AdminNav } from '#app/components/admin-nav';
import { LocalTime } from '#app/components/local-time';
import { loadApi } from '#app/lib/api/load-api.server';
import type { Route } from './+types/ideas';

/** The API decides who is an admin; anyone it refuses goes home (spec §6 admin-only group). */
export async function loader({ context }: Route.LoaderArgs) {
  const { items } = await loadApi(context)
    .call(ideaAdminEndpoints.list)
    .catch(() => {
      throw redirect('/');
    });
  return { items };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Идеи пользователей — Лутмаркет' },
  { name: 'robots', content: 'noindex' },
];

const DATE_FORMAT = { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' } as const;

/** /admin/ideas: what people sent from «Предложить идею», newest first. */
export default function AdminIdeas({ loaderData }: Route.ComponentProps) {
  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-8">
      <AdminNav className="mb-6" />
      <h1 className="mb-6 text-2xl font-bold">Идеи пользователей</h1>
      {loaderData.items.length === 0 ? <p className="text-muted">Идей пока нет</p> : null}
      <ul className="space-y-3" aria-label="Идеи">
        {loaderData.items.map((idea) => (
          <li key={idea.id} className="rounded-card border border-border bg-surface p-4">
            <p className="text-sm whitespace-pre-wrap">{idea.text}</p>
            <p className="mt-2 text-xs text-muted">
              <LocalTime iso={idea.createdAt} format={DATE_FORMAT} />
              {idea.userId ? ` · пользователь ID ${idea.userId}` : ' · без входа'}
              {idea.email ? (
                <>
                  {' · '}
                  <a href={`mailto:${idea.email}`} className="hover:text-text">
                    {idea.email}
                  </a>
                </>
              ) : null}
            </p>
          </li>
        ))}
      </ul>
    </main>
  );
}
