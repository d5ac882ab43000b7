import { supportQueueQuerySchema } from '@lootmarket/domain';
import { supportStaffEndpoints } from '@lootmarket/domain/endpoints/support';
import { redirect } from 'react-router';
import { AdminNav } from '#app/components/admin-nav';
import { SupportQueueView } from '#app/features/admin-support/support-queue';
import { loadApi } from '#app/lib/api/load-api.server';
import type { Route } from './+types/support';

/** The API decides who is staff; anyone it refuses goes home (spec §6 admin-only group). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  if (params.topic === '') delete params.topic;
  const parsed = supportQueueQuerySchema.safeParse(params);
  const query = parsed.success ? parsed.data : supportQueueQuerySchema.parse({});
  const queue = await loadApi(context)
    .call(supportStaffEndpoints.queue, { query })
    .catch(() => {
      throw redirect('/');
    });
  return { queue, query, now: Date.now() };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Поддержка — очередь обращений — Лутмаркет' },
  { name: 'robots', content: 'noindex' },
];

export default function AdminSupport({ loaderData }: Route.ComponentProps) {
  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-8">
      <AdminNav className="mb-6" />
      <h1 className="mb-4 text-2xl font-bold">Обращения в поддержку</h1>
      <SupportQueueView queue={loaderData.queue} query={loaderData.query} now={loaderData.now} />
    </main>
  );
}
