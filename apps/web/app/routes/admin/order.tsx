import { formatMoneyValue, ORDER_DISPLAY_STATUS_TEXT, orderSizeText } from '@lootmarket/domain';
import { staffOrderEndpoints } from '@lootmarket/domain/endpoints/admin-orders';
import { ChevronLeft } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, redirect, useRevalidator } from 'react-router';
import { AdminNav } from '#app/components/admin-nav';
import { LocalTime } from '#app/components/local-time';
import { SellerLink } from '#app/components/seller-link';
import { Button } from '#app/components/ui/button';
import { OrderApprovals, OrderHistory } from '#app/features/admin-orders/order-history';
import { DATE_TIME, orderNumber } from '#app/features/admin-orders/order-labels';
import { RefundForm } from '#app/features/admin-orders/refund-form';
import { ReopenForm } from '#app/features/admin-orders/reopen-form';
import { OrderChat } from '#app/features/order-chat/order-chat';
import { isApiError } from '#app/lib/api/api-error';
import { loadApi } from '#app/lib/api/load-api.server';
import type { Route } from './+types/order';

/** Any order as staff see it (`orders.read`); anyone the API refuses goes home, an unknown order 404s. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const api = loadApi(context);
  try {
    return await api.call(staffOrderEndpoints.detail, { params: { id: params.orderId } });
  } catch (error) {
    if (isApiError(error, 404, 400)) throw new Response('Заказ не найден', { status: 404 });
    throw redirect('/');
  }
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `Заказ ${data ? orderNumber(data.order.id) : ''} — Лутмаркет` },
  { name: 'robots', content: 'noindex' },
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-2xl border border-border bg-surface p-4 sm:p-5">
      <h2 className="mb-3 text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="text-sm font-medium break-words">{children}</dd>
    </div>
  );
}

/** /admin/orders/:orderId — the order, its whole history, its conversation, and the manual refund. */
export default function AdminOrder({ loaderData }: Route.ComponentProps) {
  const { order, events, approvals } = loaderData;
  const { revalidate } = useRevalidator();
  const [talking, setTalking] = useState(false);
  const waiting = approvals.some((item) => item.status === 'pending');
  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-8">
      <AdminNav className="mb-6" />
      <Link
        to="/admin/orders?stage=all"
        className="mb-4 inline-flex min-h-11 items-center gap-1 text-sm font-medium text-primary hover:underline"
      >
        <ChevronLeft aria-hidden className="size-4" />
        Все заказы
      </Link>
      <header className="mb-5 flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold break-words">{order.product.title}</h1>
          <p className="text-sm text-muted">
            <span className="tabular-nums">{orderNumber(order.id)}</span> ·{' '}
            {orderSizeText(order.product, order.quantity)}
          </p>
        </div>
        <div className="flex items-center gap-3 sm:flex-col sm:items-end sm:gap-1">
          <span className="rounded-full bg-surface-2 px-3 py-1 text-sm font-medium">
            {ORDER_DISPLAY_STATUS_TEXT[order.displayStatus].title}
          </span>
          <span className="text-xl font-bold tabular-nums">{formatMoneyValue(order.amount)}</span>
        </div>
      </header>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-4">
          <Section title="Заказ">
            <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              <Fact label="Покупатель">{order.buyer?.email ?? 'Без e-mail'}</Fact>
              <Fact label="Продавец">
                <SellerLink seller={order.seller} />
              </Fact>
              <Fact label="Создан">
                <LocalTime iso={order.createdAt} format={DATE_TIME} />
              </Fact>
              <Fact label="Выдан">
                {order.deliveredAt ? <LocalTime iso={order.deliveredAt} format={DATE_TIME} /> : '—'}
              </Fact>
              <Fact label="ID заказа">
                <span className="font-mono text-xs">{order.id}</span>
              </Fact>
              {order.delivery?.keys.length ? (
                <Fact label="Ключи (скрыты)">
                  <span className="font-mono text-xs">{order.delivery.keys.join(', ')}</span>
                </Fact>
              ) : null}
            </dl>
            {order.dispute ? (
              <p className="mt-4 rounded-xl bg-surface-2 p-3 text-sm">
                Спор: {order.dispute.reasonLabel}
                {order.dispute.note ? ` · «${order.dispute.note}»` : ''} ·{' '}
                <Link to={`/admin/orders?case=${order.id}`} className="font-medium text-primary hover:underline">
                  Открыть дело
                </Link>
              </p>
            ) : null}
          </Section>
          <Section title="История">
            <OrderHistory events={events} />
          </Section>
          <Section title="Переписка">
            {talking ? (
              <OrderChat orderId={order.id} token={null} />
            ) : (
              <Button size="sm" variant="secondary" onClick={() => setTalking(true)}>
                Открыть переписку по заказу
              </Button>
            )}
          </Section>
        </div>
        <div className="space-y-4">
          <Section title="Возврат покупателю">
            {order.status !== 'PROCESSING' ? (
              <p className="text-sm text-muted">
                Вернуть деньги можно только по оплаченному заказу, который ещё не закрыт.
              </p>
            ) : waiting ? (
              <p className="text-sm text-muted">
                Возврат ждёт второго подтверждения в разделе{' '}
                <Link to="/admin/orders?stage=approvals" className="font-medium text-primary hover:underline">
                  «Ожидают второго подтверждения»
                </Link>
                .
              </p>
            ) : (
              <RefundForm orderId={order.id} total={order.amount} onDone={() => void revalidate()} />
            )}
          </Section>
          {order.status === 'COMPLETED' && !order.reopened ? (
            <Section title="Жалоба после завершения">
              <ReopenForm orderId={order.id} onDone={() => void revalidate()} />
            </Section>
          ) : null}
          {order.reopened ? (
            <Section title="Открыт повторно">
              <p className="text-sm">
                <LocalTime iso={order.reopened.at} format={DATE_TIME} />: «{order.reopened.reason}». Срок для спора — до{' '}
                <LocalTime iso={order.reopened.until} format={DATE_TIME} />.
              </p>
            </Section>
          ) : null}
          <Section title="Возвраты вручную">
            <OrderApprovals items={approvals} />
          </Section>
        </div>
      </div>
    </main>
  );
}
