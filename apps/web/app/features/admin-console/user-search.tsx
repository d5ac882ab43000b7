import type { AdminUserCard } from '@lootmarket/domain';
import { Search } from 'lucide-react';
import { Form, Link } from 'react-router';
import { LocalTime } from '#app/components/local-time';
import { RoleBadges } from './role-badges';

const DATE = { day: 'numeric', month: 'short', year: 'numeric' } as const;

/** The search field and what it found; an empty query shows a hint, not everyone. */
export function UserSearch({ q, items }: { q: string; items: AdminUserCard[] }) {
  return (
    <div className="flex flex-col gap-4">
      <Form method="get" role="search" className="flex gap-2">
        <input
          name="q"
          type="search"
          defaultValue={q}
          aria-label="E-mail, ID, имя или адрес страницы донатов"
          placeholder="E-mail, ID, имя или адрес страницы донатов"
          className="min-h-11 min-w-0 flex-1 rounded-xl border border-border bg-surface px-3 text-base"
        />
        <button
          type="submit"
          className="inline-flex min-h-11 items-center gap-2 rounded-xl bg-primary-fill px-4 text-sm font-medium text-white"
        >
          <Search aria-hidden="true" className="size-4" />
          Найти
        </button>
      </Form>
      {q === '' ? <p className="text-muted">Введите e-mail, ID, имя или адрес страницы донатов</p> : null}
      {q !== '' && items.length === 0 ? <p className="text-muted">Никого не нашли по «{q}»</p> : null}
      {items.length > 0 ? (
        <ul aria-label="Найденные пользователи" className="flex flex-col gap-2">
          {items.map((user) => (
            <li key={user.id}>
              <Link
                to={`/admin/users/${user.id}`}
                className="flex flex-col gap-1 rounded-card border border-border bg-surface p-3 hover:border-primary tablet:flex-row tablet:items-center tablet:gap-4"
              >
                <span className="min-w-0 flex-1">
                  <span className="block font-medium break-words">
                    {user.name} <span className="text-sm font-normal text-muted">#{user.id}</span>
                  </span>
                  <span className="block text-sm break-all text-muted">
                    {user.email ?? 'без e-mail'}
                    {user.donationSlug ? ` · /${user.donationSlug}/donate` : ''}
                  </span>
                </span>
                <RoleBadges roles={user.roles} blocked={user.blocked} />
                <span className="text-xs text-muted">
                  с <LocalTime iso={user.createdAt} format={DATE} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
