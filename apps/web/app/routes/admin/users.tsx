import { userAdminEndpoints } from '@lootmarket/domain/endpoints/admin-console';
import { redirect } from 'react-router';
import { AdminNav } from '#app/components/admin-nav';
import { UserSearch } from '#app/features/admin-console/user-search';
import { loadApi } from '#app/lib/api/load-api.server';
import type { Route } from './+types/users';

/** The API decides who may look people up (`users.read`); anyone it refuses goes home. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, 200);
  const { items } = await loadApi(context)
    .call(userAdminEndpoints.search, { query: { q } })
    .catch(() => {
      throw redirect('/');
    });
  return { q, items };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Пользователи — Лутмаркет' },
  { name: 'robots', content: 'noindex' },
];

/** /admin/users: find an account by e-mail, id, name or donation page. */
export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-8">
      <AdminNav className="mb-6" />
      <h1 className="mb-4 text-2xl font-bold">Пользователи</h1>
      <UserSearch q={loaderData.q} items={loaderData.items} />
    </main>
  );
}
