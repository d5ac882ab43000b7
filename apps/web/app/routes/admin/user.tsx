import { can } from '@lootmarket/domain';
import { userAdminEndpoints } from '@lootmarket/domain/endpoints/admin-console';
import { redirect, useRouteLoaderData } from 'react-router';
import { AdminNav } from '#app/components/admin-nav';
import { LocalTime } from '#app/components/local-time';
import { BlockPanel } from '#app/features/admin-console/block-panel';
import { RoleBadges } from '#app/features/admin-console/role-badges';
import { UserSections } from '#app/features/admin-console/user-sections';
import { loadApi } from '#app/lib/api/load-api.server';
import type { loader as rootLoader } from '#app/root';
import type { Route } from './+types/user';

/** The API decides who may read an account (`users.read`); anyone it refuses goes home, an unknown id is 404. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const id = Number(params.userId);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Response('Не найдено', { status: 404 });
  const detail = await loadApi(context)
    .call(userAdminEndpoints.detail, { params: { id } })
    .catch((error: unknown) => {
      if ((error as { status?: number }).status === 404) throw new Response('Не найдено', { status: 404 });
      throw redirect('/');
    });
  return { detail };
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.detail.user.name ?? 'Пользователь'} — Лутмаркет` },
  { name: 'robots', content: 'noindex' },
];

const DATE = { day: 'numeric', month: 'long', year: 'numeric' } as const;

/** /admin/users/:userId: one account, everything about it, and its block. */
export default function AdminUser({ loaderData }: Route.ComponentProps) {
  const { user } = loaderData.detail;
  const roles = useRouteLoaderData<typeof rootLoader>('root')?.user?.roles ?? [];
  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-8">
      <AdminNav className="mb-6" />
      <header className="mb-4 flex flex-col gap-2">
        <h1 className="text-2xl font-bold break-words">
          {user.name} <span className="text-lg font-normal text-muted">#{user.id}</span>
        </h1>
        <p className="text-sm break-all text-muted">
          {user.email ?? 'без e-mail'}
          {user.donationSlug ? ` · /${user.donationSlug}/donate` : ''} · с{' '}
          <LocalTime iso={user.createdAt} format={DATE} />
        </p>
        <RoleBadges roles={user.roles} blocked={user.blocked} />
      </header>
      <div className="flex flex-col gap-3">
        {can(roles, 'users.destructive') ? <BlockPanel user={user} /> : null}
        <UserSections detail={loaderData.detail} />
      </div>
    </main>
  );
}
