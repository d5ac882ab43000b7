import { consoleAdminEndpoints } from '@lootmarket/domain/endpoints/admin-console';
import { redirect } from 'react-router';
import { AdminNav } from '#app/components/admin-nav';
import { QueueCards } from '#app/features/admin-console/queue-cards';
import { loadApi } from '#app/lib/api/load-api.server';
import type { Route } from './+types/home';

/** The API decides who is staff (`console.read`) and which queues each may see; anyone it refuses goes home. */
export async function loader({ context }: Route.LoaderArgs) {
  const { queues } = await loadApi(context)
    .call(consoleAdminEndpoints.queues)
    .catch(() => {
      throw redirect('/');
    });
  return { queues, now: Date.now() };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Админка — очереди — Лутмаркет' },
  { name: 'robots', content: 'noindex' },
];

/** /admin: what waits for staff, how much and since when, and the way to every console page. */
export default function AdminHome({ loaderData }: Route.ComponentProps) {
  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-8">
      <AdminNav className="mb-6" />
      <h1 className="mb-4 text-2xl font-bold">Очереди</h1>
      <QueueCards queues={loaderData.queues} now={loaderData.now} />
    </main>
  );
}
