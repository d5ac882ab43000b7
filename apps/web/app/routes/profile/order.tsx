import { ChevronLeft } from 'lucide-react';
import { Link, redirect, useParams, useRevalidator } from 'react-router';
import { ErrorState } from '#app/components/ui/error-state';
import { OrderNotFound } from '#app/features/order-status/order-not-found';
import { OrderPayPanel } from '#app/features/order-status/order-pay-panel';
import { orderPageMeta } from '#app/features/order-status/order-seo';
import { loadMyOrder } from '#app/features/order-status/order.server';
import { OrderStatusView } from '#app/features/order-status/order-status-view';
import { useLiveOrder } from '#app/features/order-status/use-live-order';
import { hasConversation } from '#app/features/order-chat/chat-statuses';
import { OrderChat } from '#app/features/order-chat/order-chat';
import { OrderReview } from '#app/features/reviews/order-review';
import { SupportEntry } from '#app/features/support/support-entry';
import type { OrderView } from '@lootmarket/domain';
import { loadApi } from '#app/lib/api/load-api.server';
import type { Route } from './+types/order';

/**
 * /{ProfileId}/orders/{OrderId} and its /pay page. The pay page of an order that can no longer be paid
 * shows the order instead.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const paying = url.pathname.endsWith('/pay');
  const result = await loadMyOrder(loadApi(context), params.orderId);
  if (paying && result.kind === 'ok' && !result.order.canPay) throw redirect(url.pathname.replace(/\/pay$/, ''));
  return { ...result, paying, publicUrl: context.publicUrl };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const order = loaderData?.kind === 'ok' ? loaderData.order : null;
  const tags = orderPageMeta(order, loaderData?.publicUrl ?? '', location.pathname);
  return loaderData?.paying && order
    ? [{ title: 'Оплата заказа — Лутмаркет' }, ...tags.filter((tag) => !('title' in tag))]
    : tags;
};

function LiveOrder({ loaded, paying }: { loaded: OrderView; paying: boolean }) {
  const { profileId = '' } = useParams();
  const { order, refresh, onChanged } = useLiveOrder(loaded);
  const detailsHref = `/${profileId}/orders/${order.id}`;
  if (paying && order.canPay) return <OrderPayPanel order={order} detailsHref={detailsHref} onExpired={refresh} />;
  return (
    <>
      <OrderStatusView order={order} viewer={{ kind: 'user' }} onChanged={onChanged} refresh={refresh} />
      {hasConversation(order.displayStatus, order.dispute !== null) ? (
        <div className="mt-4">
          <OrderChat orderId={order.id} token={null} />
        </div>
      ) : null}
      {order.status === 'COMPLETED' ? <OrderReview orderId={order.id} token={null} /> : null}
      <div className="mt-4">
        <SupportEntry href={`/${profileId}/support?order=${order.id}`} />
      </div>
    </>
  );
}

export default function ProfileOrder({ loaderData }: Route.ComponentProps) {
  const { profileId = '' } = useParams();
  const revalidator = useRevalidator();
  return (
    <div className="mx-auto max-w-3xl">
      <Link
        to={`/${profileId}/orders`}
        className="mb-4 inline-flex items-center gap-1 text-sm text-muted hover:text-text"
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
        Все покупки
      </Link>
      {loaderData.kind === 'ok' ? <LiveOrder loaded={loaderData.order} paying={loaderData.paying} /> : null}
      {loaderData.kind === 'not-found' ? <OrderNotFound /> : null}
      {loaderData.kind === 'error' ? <ErrorState onRetry={() => void revalidator.revalidate()} /> : null}
    </div>
  );
}
