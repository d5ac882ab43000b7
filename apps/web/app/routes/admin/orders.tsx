import {
  formatMoneyValue,
  ORDER_STATUSES,
  orderSizeText,
  type OrderImage,
  type OrderStatus,
  type OrderView,
} from '@lootmarket/domain';
import { staffApprovalEndpoints } from '@lootmarket/domain/endpoints/admin-orders';
import { supportDisputeEndpoints } from '@lootmarket/domain/endpoints/disputes';
import { orderEndpoints, supportOrderEndpoints } from '@lootmarket/domain/endpoints/orders';
import { ChevronLeft, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { Link, redirect, useRevalidator } from 'react-router';
import { AdminNav } from '#app/components/admin-nav';
import { Button } from '#app/components/ui/button';
import { ApprovalsQueue } from '#app/features/admin-orders/approvals-queue';
import { OrderSearch, type OrderSearchQuery } from '#app/features/admin-orders/order-search';
import { DisputeCaseView } from '#app/features/admin-disputes/dispute-case';
import { DisputeList, type DisputeFilter } from '#app/features/admin-disputes/dispute-list';
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

const STAGES = ['disputed', 'manual_approve', 'all', 'approvals'] as const;
type Stage = (typeof STAGES)[number];
type Action = 'approve' | 'refund';

const STAGE_LABELS: Record<Stage, string> = {
  disputed: 'Споры',
  manual_approve: 'На проверке',
  all: 'Все заказы',
  approvals: 'Ожидают второго подтверждения',
};

const stageOf = (value: string | null): Stage => STAGES.find((stage) => stage === value) ?? 'disputed';

/** The search of every order, as the page's address carries it. */
function searchOf(url: URL): OrderSearchQuery {
  const text = (name: string, max: number) => (url.searchParams.get(name) ?? '').trim().slice(0, max);
  const date = (name: string) => (/^\d{4}-\d{2}-\d{2}$/.test(text(name, 10)) ? text(name, 10) : '');
  const status = text('status', 20);
  return {
    q: text('q', 200),
    status: ORDER_STATUSES.includes(status as OrderStatus) ? status : '',
    from: date('from'),
    to: date('to'),
  };
}

/** The API decides who is an admin; anyone it refuses goes home (spec §6 admin-only group). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const asked = stageOf(url.searchParams.get('stage'));
  const state: DisputeFilter = url.searchParams.get('state') === 'resolved' ? 'resolved' : 'open';
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 100);
  const caseId = url.searchParams.get('case');
  const api = loadApi(context);
  const pictures = async (orderId: string) =>
    (await orFallback(api.call(orderEndpoints.images, { query: { id: orderId } }), { items: [] }, 'delivery pictures'))
      .items;
  // Each queue needs its own permission: a tab the staff member may not read is left out, not the whole page.
  const [disputes, held, approvals] = await Promise.all([
    api
      .call(supportDisputeEndpoints.list, { query: { state, ...(q ? { q } : {}), limit: 50, offset: 0 } })
      .catch(() => null),
    api.call(supportOrderEndpoints.list, { query: { stage: 'manual_approve' } }).catch(() => null),
    api.call(staffApprovalEndpoints.list).catch(() => null),
  ]);
  if (!held) throw redirect('/');
  const counts = {
    disputed: disputes?.counts.open,
    manual_approve: held.total,
    all: undefined,
    approvals: approvals?.count,
  };
  const hidden: Stage[] = [...(disputes ? [] : ['disputed' as const]), ...(approvals ? [] : ['approvals' as const])];
  const stage: Stage = hidden.includes(asked) ? 'all' : asked;
  if (caseId) {
    // Disputes are judged on what the seller handed over, pictures included.
    const [item, images] = await Promise.all([
      api.call(supportDisputeEndpoints.case, { params: { id: caseId } }).catch(() => null),
      pictures(caseId),
    ]);
    if (item) return { view: 'case' as const, stage, counts, hidden, item, images };
  }
  if (stage === 'disputed' && disputes) return { view: 'disputes' as const, stage, counts, hidden, disputes, state, q };
  if (stage === 'approvals' && approvals)
    return { view: 'approvals' as const, stage, counts, hidden, approvals: approvals.items };
  if (stage === 'all') {
    const search = searchOf(url);
    const found = await api.call(supportOrderEndpoints.list, {
      query: {
        ...(search.q ? { q: search.q } : {}),
        ...(search.status ? { status: search.status as OrderStatus } : {}),
        ...(search.from ? { from: search.from } : {}),
        ...(search.to ? { to: search.to } : {}),
        limit: 50,
        offset: 0,
      },
    });
    return { view: 'all' as const, stage, counts, hidden, search, found };
  }
  const images = await Promise.all(held.items.map(async (order) => [order.id, await pictures(order.id)] as const));
  return { view: 'held' as const, stage, counts, hidden, items: held.items, images: Object.fromEntries(images) };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Заказы, споры и проверки — Лутмаркет' },
  { name: 'robots', content: 'noindex' },
];

const ACTIONS: { action: Action; label: string; confirm: string; variant: 'primary' | 'secondary' | 'danger' }[] = [
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
];

/** An order held for a risk check: support clears it or cancels it. */
function OrderCase({ order, images, onResolved }: { order: OrderView; images: OrderImage[]; onResolved: () => void }) {
  const toast = useToast();
  const [asking, setAsking] = useState<Action | null>(null);
  const [busy, setBusy] = useState(false);
  // Opened on demand: each open conversation keeps a socket.
  const [talking, setTalking] = useState(false);
  const chosen = ACTIONS.find((item) => item.action === asking);

  async function resolve(action: Action) {
    setBusy(true);
    try {
      await api.call(supportOrderEndpoints.resolve, { params: { id: order.id }, body: { action } });
      toast.show({
        type: 'success',
        message: action === 'refund' ? 'Деньги возвращаются покупателю' : 'Заказ одобрен',
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
            <span className="tabular-nums">{sellerOrderNumber(order.id)}</span> ·{' '}
            {orderSizeText(order.product, order.quantity)} · {orderDate.format(new Date(order.createdAt))}
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
          ACTIONS.map((item) => (
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
  const data = loaderData;
  const tabs = (
    <Tabs
      aria-label="Очередь поддержки"
      value={data.stage}
      className="mb-5"
      items={STAGES.filter((value) => !data.hidden.includes(value)).map((value) => ({
        value,
        label: STAGE_LABELS[value],
        counter: data.counts[value],
        href: `/admin/orders?stage=${value}`,
      }))}
    />
  );
  if (data.view === 'case') {
    return (
      <main className="mx-auto w-full max-w-6xl px-4 py-8">
        <AdminNav className="mb-6" />
        <Link
          to="/admin/orders?stage=disputed"
          className="mb-4 inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
        >
          <ChevronLeft aria-hidden className="size-4" />
          Все споры
        </Link>
        <DisputeCaseView
          item={data.item}
          conversation={<OrderChat orderId={data.item.orderId} token={null} />}
          pictures={<OrderGallery images={data.images} />}
          onDecided={() => void revalidate()}
        />
      </main>
    );
  }
  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-8">
      <AdminNav className="mb-6" />
      <h1 className="mb-4 text-2xl font-bold">Заказы, споры и проверки</h1>
      {tabs}
      {data.view === 'all' ? (
        <OrderSearch query={data.search} items={data.found.items} total={data.found.total} />
      ) : data.view === 'approvals' ? (
        <ApprovalsQueue items={data.approvals} onDecided={() => void revalidate()} />
      ) : data.view === 'disputes' ? (
        <DisputeList
          items={data.disputes.items}
          state={data.state}
          q={data.q}
          counts={{ open: data.disputes.counts.open, resolved: data.disputes.counts.resolved }}
        />
      ) : data.items.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-border bg-surface px-6 py-14 text-center">
          <span className="grid size-14 place-items-center rounded-2xl bg-primary-soft text-primary">
            <ShieldAlert aria-hidden="true" className="size-7" />
          </span>
          <p className="text-muted">Заказов на проверке нет</p>
        </div>
      ) : (
        <ul className="space-y-3">
          {data.items.map((order) => (
            <OrderCase
              key={order.id}
              order={order}
              images={data.images[order.id] ?? []}
              onResolved={() => void revalidate()}
            />
          ))}
        </ul>
      )}
    </main>
  );
}
