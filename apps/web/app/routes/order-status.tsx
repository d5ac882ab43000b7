import { ChevronLeft } from 'lucide-react';
import { useEffect } from 'react';
import { data, Link, useRevalidator, useRouteLoaderData } from 'react-router';
import { ErrorState } from '#app/components/ui/error-state';
import { viewerFromToken } from '#app/features/order-status/order-client';
import { OrderNotFound } from '#app/features/order-status/order-not-found';
import { orderStatusMeta } from '#app/features/order-status/order-seo';
import { loadOrderStatus } from '#app/features/order-status/order.server';
import { OrderStatusView } from '#app/features/order-status/order-status-view';
import { forgetStoredOrder, isPendingOrder, readStoredOrder } from '#app/features/order-status/stored-order';
import { useLiveOrder } from '#app/features/order-status/use-live-order';
import { hasConversation } from '#app/features/order-chat/chat-statuses';
import { OrderChat } from '#app/features/order-chat/order-chat';
import { OrderReview } from '#app/features/reviews/order-review';
import { GuestSupport } from '#app/features/support/guest-support';
import { SupportEntry } from '#app/features/support/support-entry';
import type { loader as rootLoader } from '#app/root';
import type { OrderView } from '@lootmarket/domain';
import { loadApi } from '#app/lib/api/load-api.server';
import type { Route } from './+types/order-status';

/** /order-status/{orderId}: a guest opens it with the token from the bank's return link or the mail, a buyer with the session. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token');
  const result = await loadOrderStatus(loadApi(context), params.orderId, token);
  const page = { ...result, token, publicUrl: context.publicUrl };
  if (result.kind === 'not-found') return data(page, { status: 404 });
  if (result.kind === 'error') return data(page, { status: 503 });
  return page;
}

export const meta: Route.MetaFunction = ({ loaderData, params }) =>
  orderStatusMeta(
    loaderData?.kind === 'ok' ? loaderData.order : null,
    loaderData?.publicUrl ?? '',
    `/order-status/${params.orderId}`,
  );

/** Pages that send the buyer back here (the stored pending order) stop once the order is settled. */
function useSettleStoredOrder(order: OrderView) {
  useEffect(() => {
    if (readStoredOrder()?.id === order.id && !isPendingOrder(order)) forgetStoredOrder();
  }, [order]);
}

function OrderStatusPage({
  loaded,
  token,
  userId,
}: {
  loaded: OrderView;
  token: string | null;
  userId: string | null;
}) {
  const signedIn = userId !== null;
  const { order, refresh, onChanged } = useLiveOrder(loaded);
  useSettleStoredOrder(order);
  return (
    <>
      <OrderStatusView order={order} viewer={viewerFromToken(token)} onChanged={onChanged} refresh={refresh} />
      {hasConversation(order.displayStatus, order.dispute !== null) ? (
        <div className="mt-4">
          <OrderChat orderId={order.id} token={token} />
        </div>
      ) : null}
      {/* The buyer reviews with the session, a guest with the order link's token; the API says whether they may. */}
      {(signedIn || token) && order.status === 'COMPLETED' ? <OrderReview orderId={order.id} token={token} /> : null}
      {/* A guest's way to support is the order's token; an account holder's is their support page. */}
      <div className="mt-4">
        {token ? (
          <GuestSupport orderId={order.id} token={token} />
        ) : userId ? (
          <SupportEntry href={`/${userId}/support?order=${order.id}`} />
        ) : null}
      </div>
    </>
  );
}

export default function OrderStatusRoute({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const user = useRouteLoaderData<typeof rootLoader>('root')?.user;
  return (
    <main className="mx-auto w-full max-w-3xl px-4 pt-4 pb-12 sm:px-6 sm:pt-8" data-layout="order-status">
      {user ? (
        <Link
          to={`/${user.id}/orders`}
          className="mb-4 inline-flex items-center gap-1 text-sm text-muted hover:text-text"
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
          Все покупки
        </Link>
      ) : null}
      {loaderData.kind === 'ok' ? (
        <OrderStatusPage loaded={loaderData.order} token={loaderData.token} userId={user ? String(user.id) : null} />
      ) : null}
      {loaderData.kind === 'not-found' ? <OrderNotFound /> : null}
      {loaderData.kind === 'error' ? <ErrorState onRetry={() => void revalidator.revalidate()} /> : null}
    </main>
  );
}
