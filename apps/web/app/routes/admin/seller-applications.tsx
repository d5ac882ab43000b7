import { formatContact, type SellerApplicationView } from '@lootmarket/domain';
import { sellerApplicationAdminEndpoints } from '@lootmarket/domain/endpoints/admin';
import { useState } from 'react';
import { redirect, useRevalidator } from 'react-router';
import { AdminNav } from '#app/components/admin-nav';
import { Button } from '#app/components/ui/button';
import { useToast } from '#app/components/ui/toast';
import { failureMessage } from '#app/lib/api/api-error';
import { api } from '#app/lib/api/browser';
import { loadApi } from '#app/lib/api/load-api.server';
import type { Route } from './+types/seller-applications';

/** The API decides who is an admin; anyone it refuses goes home (spec §6 admin-only group). */
export async function loader({ context }: Route.LoaderArgs) {
  const { items } = await loadApi(context)
    .call(sellerApplicationAdminEndpoints.list)
    .catch(() => {
      throw redirect('/');
    });
  return { items };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Заявки продавцов — Лутмаркет' },
  { name: 'robots', content: 'noindex' },
];

const STATUS_LABELS: Record<SellerApplicationView['status'], string> = {
  pending: 'На рассмотрении',
  approved: 'Одобрена',
  rejected: 'Отклонена',
};
const dateFormat = new Intl.DateTimeFormat('ru-RU', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Moscow',
});

export default function AdminSellerApplications({ loaderData }: Route.ComponentProps) {
  const { revalidate } = useRevalidator();
  const toast = useToast();
  const [busy, setBusy] = useState<number | null>(null);

  async function decide(id: number, verb: 'approve' | 'reject') {
    setBusy(id);
    try {
      await api.call(sellerApplicationAdminEndpoints[verb], { params: { id } });
      await revalidate();
    } catch (error) {
      toast.show({ type: 'error', message: failureMessage(error, 'Не удалось сохранить решение') });
    } finally {
      setBusy(null);
    }
  }

  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-8">
      <AdminNav className="mb-6" />
      <h1 className="mb-6 text-2xl font-bold">Заявки продавцов</h1>
      {loaderData.items.length === 0 ? <p className="text-muted">Заявок пока нет</p> : null}
      <ul className="space-y-3">
        {loaderData.items.map((item) => (
          <li
            key={item.id}
            aria-label={`Заявка ${formatContact(item.contact_method, item.telegram_login)}`}
            className="flex flex-col gap-3 rounded-card border border-border bg-surface p-4 tablet:flex-row tablet:items-center"
          >
            <div className="min-w-0 flex-1">
              <p className="font-semibold">{formatContact(item.contact_method, item.telegram_login)}</p>
              <p className="truncate text-sm text-muted">
                {item.name} · {item.email ?? 'без e-mail'} · ID {item.user_id} ·{' '}
                {dateFormat.format(new Date(item.created_at))}
              </p>
            </div>
            {item.status === 'pending' ? (
              <div className="flex gap-2">
                <Button size="sm" loading={busy === item.id} onClick={() => void decide(item.id, 'approve')}>
                  Одобрить
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={busy === item.id}
                  onClick={() => void decide(item.id, 'reject')}
                >
                  Отклонить
                </Button>
              </div>
            ) : (
              <span className="text-sm text-muted">{STATUS_LABELS[item.status]}</span>
            )}
          </li>
        ))}
      </ul>
    </main>
  );
}
