import type { NotificationView } from '@lootmarket/domain';
import { notificationEndpoints } from '@lootmarket/domain/endpoints/notifications';
import clsx from 'clsx';
import { Bell, CheckCheck, ChevronRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useParams, useRevalidator } from 'react-router';
import { LocalTime } from '#app/components/local-time';
import { Button } from '#app/components/ui/button';
import { Pager } from '#app/components/ui/pager';
import { ErrorState } from '#app/components/ui/error-state';
import { NOTIFICATIONS_READ_EVENT } from '#app/features/notifications/notification-bell';
import { ProfileBackLink } from '#app/features/profile/profile-back-link';
import { api } from '#app/lib/api/browser';
import { loadApi } from '#app/lib/api/load-api.server';
import { orFallback } from '#app/lib/api/outcome';
import type { Route } from './+types/notifications';

const PAGE_SIZE = 30;

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = Math.max(1, Number.parseInt(new URL(request.url).searchParams.get('page') ?? '1', 10) || 1);
  const query = { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE };
  return {
    page,
    list: await orFallback(loadApi(context).call(notificationEndpoints.list, { query }), null, 'notifications'),
  };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Уведомления — Лутмаркет' },
  { name: 'robots', content: 'noindex, nofollow' },
];

const WHEN = { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' } as const;

function NotificationItem({ item, fresh }: { item: NotificationView; fresh: boolean }) {
  const body = (
    <>
      <span
        aria-hidden="true"
        className={clsx('mt-1.5 size-2 shrink-0 rounded-full', fresh ? 'bg-primary-fill' : 'bg-transparent')}
      />
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-baseline justify-between gap-x-3">
          <span className="font-semibold">{item.title}</span>
          <LocalTime iso={item.createdAt} format={WHEN} className="text-xs text-muted" />
        </span>
        <span className="mt-0.5 block text-sm text-muted">{item.body}</span>
      </span>
      {item.link ? <ChevronRight aria-hidden="true" className="mt-1 size-4 shrink-0 text-subtle" /> : null}
    </>
  );
  const className = clsx(
    'flex gap-3 rounded-2xl border p-3.5 sm:p-4',
    fresh ? 'border-primary/40 bg-primary-soft/40' : 'border-border bg-surface',
  );
  return (
    <li aria-label={item.title}>
      {item.link ? (
        <Link to={item.link} className={clsx(className, 'transition-colors hover:border-subtle')}>
          {body}
        </Link>
      ) : (
        <div className={className}>{body}</div>
      )}
    </li>
  );
}

/** The page's items; those unread on arrival stay highlighted for the visit though they are marked read at once. */
function NotificationList({ items }: { items: NotificationView[] }) {
  const [fresh] = useState(() => new Set(items.filter((item) => !item.read).map((item) => item.id)));
  return (
    <ul className="flex flex-col gap-2" aria-label="Уведомления">
      {items.map((item) => (
        <NotificationItem key={item.id} item={item} fresh={fresh.has(item.id)} />
      ))}
    </ul>
  );
}

/** /{ProfileId}/notifications: what happened to the user's orders; opening the page reads what it shows. */
export default function ProfileNotifications({ loaderData }: Route.ComponentProps) {
  const { profileId = '' } = useParams();
  const revalidator = useRevalidator();
  const { page, list } = loaderData;
  const unseen = list?.items.filter((item) => !item.read).map((item) => item.id) ?? [];
  const unseenKey = unseen.join(',');
  useEffect(() => {
    if (!unseenKey) return;
    const ids = unseenKey.split(',').map(Number);
    api
      .call(notificationEndpoints.markRead, { body: { ids } })
      .then(() => window.dispatchEvent(new Event(NOTIFICATIONS_READ_EVENT)))
      .catch(() => undefined);
  }, [unseenKey]);

  async function readAll() {
    await api.call(notificationEndpoints.markRead, { body: {} }).catch(() => undefined);
    window.dispatchEvent(new Event(NOTIFICATIONS_READ_EVENT));
    await revalidator.revalidate();
  }

  const pages = list ? Math.ceil(list.total / PAGE_SIZE) : 0;
  return (
    <section>
      <ProfileBackLink />
      <div className="mb-4 flex items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Уведомления</h1>
        {list && list.unread > unseen.length ? (
          <Button size="sm" variant="ghost" icon={<CheckCheck aria-hidden="true" />} onClick={() => void readAll()}>
            Прочитать все
          </Button>
        ) : null}
      </div>
      {!list ? (
        <ErrorState onRetry={() => void revalidator.revalidate()} />
      ) : list.items.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-card border border-border bg-surface px-6 py-14 text-center">
          <span className="text-subtle [&>svg]:size-10">
            <Bell />
          </span>
          <p className="text-muted">Пока уведомлений нет</p>
        </div>
      ) : (
        <NotificationList key={page} items={list.items} />
      )}
      <Pager
        page={page}
        pages={pages}
        hrefFor={(to) => `/${profileId}/notifications?page=${to}`}
        previousLabel="Новее"
        nextLabel="Старше"
      />
    </section>
  );
}
