import { formatMoneyValue, type OrderImage, type OrderView } from '@lootmarket/domain';
import { orderEndpoints, supportOrderEndpoints } from '@lootmarket/domain/endpoints/orders';
import { Scale, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { redirect, useRevalidator } from 'react-router';
import { AdminNav } from '#app/components/admin-nav';
import { Button } from '#app/components/ui/button';
import { OrderChat } from '#app/features/order-chat/order-chat';
import { Tabs } from '#app/components/ui/tabs';
import { useToast } from '#app/components/ui/toast';
import { OrderGallery } from '#app/components/order-gallery';
import { SellerLink } from '#app/components/seller-link';
import { orderDate } from '#app/features/seller-orders/seller-order-card';
import { buyerInputEntry, sellerOrderNumber } from '#app/features/seller-orders/seller-order-status';
import { failureMessage } from '#app/lib/api/api-error';
import { api } from '#app/lib/api/browser';
import { loadApi } from '#app/lib/api/load-api.server';
import { orFallback } from '#app/lib/api/outcome';
import type { Route } from './+types/orders';

const STAGES = ['disputed', 'manual_approve'] as const;
type Stage = (typeof STAGES)[number];
type Action = 'approve' | 'release' | 'refund';

const STAGE_LABELS: Record<Stage, string> = { disputed: 'Споры', manual_approve: 'На проверке' };

/** The API decides who is an admin; anyone it refuses goes home (spec §6 admin-only group). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const requested = new URL(request.url).searchParams.get('stage');
  const stage: Stage = requested === 'manual_approve' ? 'manual_approve' : 'disputed';
  const api = loadApi(context);
  const [disputed, held] = await Promise.all(
    STAGES.map((value) => api.call(supportOrderEndpoints.list, { query: { stage: value } })),
  ).catch(() => {
    throw redirect('/');
  });
  const items = (stage === 'disputed' ? disputed : held)!.items;
  // Disputes are judged on what the seller handed over, pictures included.
  const images = await Promise.all(
    items.map(async (order) => {
      const pictures = await orFallback(
        api.call(orderEndpoints.images, { query: { id: order.id } }),
        { items: [] },
        'delivery pictures',
      );
      return [order.id, pictures.items] as const;
    }),
  );
  return {
    stage,
    items,
    counts: { disputed: disputed!.total, manual_approve: held!.total },
    images: Object.fromEntries(images),
  };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Споры и проверки заказов — Лутмаркет' },
  { name: 'robots', content: 'noindex' },
];

const ACTIONS: Record<
  Stage,
  { action: Action; label: string; confirm: string; variant: 'primary' | 'secondary' | 'danger' }[]
> = {
  disputed: [
    { action: 'release', label: 'Перевести продавцу', confirm: 'Перевести оплату продавцу?', variant: 'primary' },
    { action: 'refund', label: 'Вернуть покупателю', confirm: 'Вернуть деньги покупателю?', variant: 'danger' },
  ],
  manual_approve: [
    {
      action: 'approve',
      label: 'Одобрить заказ',
      confirm: 'Снять блокировку и передать заказ продавцу?',
      variant: 'primary',
    },
    {
      action: 'refund',
      label: 'Отменить и вернуть',
      confirm: 'Отменить заказ и вернуть деньги покупателю?',
      variant: 'danger',
    },
  ],
};

function OrderCase({
  order,
  stage,
  images,
  onResolved,
}: {
  order: OrderView;
  stage: Stage;
  images: OrderImage[];
  onResolved: () => void;
}) {
  const toast = useToast();
  const [asking, setAsking] = useState<Action | null>(null);
  const [busy, setBusy] = useState(false);
  // Opened on demand: each open conversation keeps a socket.
  const [talking, setTalking] = useState(false);
  const chosen = ACTIONS[stage].find((item) => item.action === asking);

  async function resolve(action: Action) {
    setBusy(true);
    try {
      await api.call(supportOrderEndpoints.resolve, { params: { id: order.id }, body: { action } });
      toast.show({
        type: 'success',
        message:
          action === 'refund'
            ? 'Деньги возвращаются покупателю'
            : action === 'release'
              ? 'Оплата переведена продавцу'
              : 'Заказ одобрен',
      });
      onResolved();
    } catch (error) {
      toast.show({ type: 'error', message: failureMessage(error, 'Не удалось сохранить решение') });
    } finally {
      setBusy(false);
      setAsking(null);
    }
  }

  const inputs = Object.entries(order.inputs);
  return (
    <li
      aria-label={`Заказ ${sellerOrderNumber(order.id)}`}
      className="rounded-2xl border border-border bg-surface p-4 sm:p-5"
    >
      <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <div className="min-w-0">
          <p className="font-semibold">{order.product.title}</p>
          <p className="text-sm text-muted">
            <span className="tabular-nums">{sellerOrderNumber(order.id)}</span> · × {order.quantity} ·{' '}
            {orderDate.format(new Date(order.createdAt))}
          </p>
          <p className="text-sm text-muted">
            Продавец: <SellerLink seller={order.seller} />
          </p>
        </div>
        <p className="text-lg font-bold tabular-nums">{formatMoneyValue(order.amount)}</p>
      </div>
      {inputs.length > 0 ? (
        <dl className="mt-3 flex flex-wrap gap-2 text-sm">
          {inputs.map(([kind, raw]) => {
            const { label, value } = buyerInputEntry(kind, raw);
            return (
              <div key={kind} className="rounded-lg bg-surface-2 px-2.5 py-1.5">
                <dt className="inline text-muted">{label}: </dt>
                <dd className="inline font-medium break-all">{value}</dd>
              </div>
            );
          })}
        </dl>
      ) : null}
      {order.delivery?.text ? (
        <div className="mt-3 rounded-xl border border-border bg-surface-2 p-3">
          <p className="mb-1 text-xs text-muted">Продавец передал</p>
          <p className="text-sm whitespace-pre-wrap">{order.delivery.text}</p>
        </div>
      ) : stage === 'disputed' ? (
        <p className="mt-3 text-sm text-warning">Продавец ничего не передал</p>
      ) : null}
      {images.length > 0 ? (
        <div className="mt-3">
          <OrderGallery images={images} />
        </div>
      ) : null}
      <div className="mt-3">
        {talking ? (
          <OrderChat orderId={order.id} token={null} />
        ) : (
          <Button size="sm" variant="secondary" onClick={() => setTalking(true)}>
            Открыть переписку по заказу
          </Button>
        )}
      </div>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-center">
        {chosen ? (
          <>
            <p className="text-sm font-medium sm:mr-auto">{chosen.confirm}</p>
            <Button size="sm" variant={chosen.variant} loading={busy} onClick={() => void resolve(chosen.action)}>
              Да, {chosen.label.toLowerCase()}
            </Button>
            <Button size="sm" variant="ghost" disabled={busy} onClick={() => setAsking(null)}>
              Отмена
            </Button>
          </>
        ) : (
          ACTIONS[stage].map((item) => (
            <Button
              key={item.action}
              size="sm"
              variant={item.variant === 'danger' ? 'secondary' : item.variant}
              onClick={() => setAsking(item.action)}
            >
              {item.label}
            </Button>
          ))
        )}
      </div>
    </li>
  );
}

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { revalidate } = useRevalidator();
  const { stage, items, counts, images } = loaderData;
  const Icon = stage === 'disputed' ? Scale : ShieldAlert;
  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-8">
      <AdminNav className="mb-6" />
      <h1 className="mb-4 text-2xl font-bold">Споры и проверки заказов</h1>
      <Tabs
        aria-label="Очередь поддержки"
        value={stage}
        className="mb-5"
        items={STAGES.map((value) => ({
          value,
          label: STAGE_LABELS[value],
          counter: counts[value],
          href: `/admin/orders?stage=${value}`,
        }))}
      />
      {items.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-border bg-surface px-6 py-14 text-center">
          <span className="grid size-14 place-items-center rounded-2xl bg-primary-soft text-primary">
            <Icon aria-hidden="true" className="size-7" />
          </span>
          <p className="text-muted">{stage === 'disputed' ? 'Открытых споров нет' : 'Заказов на проверке нет'}</p>
        </div>
      ) : (
        <ul className="space-y-3">
          {items.map((order) => (
            <OrderCase
              key={order.id}
              order={order}
              stage={stage}
              images={images[order.id] ?? []}
              onResolved={() => void revalidate()}
            />
          ))}
        </ul>
      )}
    </main>
  );
}
