import { ORDER_TABS, orderTabSchema, type OrderTab } from '@lootmarket/domain';
import { useParams, useRevalidator } from 'react-router';
import { Tabs } from '#app/components/ui/tabs';
import { Pager } from '#app/components/ui/pager';
import { ErrorState } from '#app/components/ui/error-state';
import { OrderList, OrdersEmpty, OrdersNeedingAttention } from '#app/features/order-status/order-list';
import { ORDERS_PAGE_SIZE } from '#app/features/order-status/order-format';
import { loadMyOrders } from '#app/features/order-status/order.server';
import { ProfileBackLink } from '#app/features/profile/profile-back-link';
import { loadApi } from '#app/lib/api/load-api.server';
import type { Route } from './+types/orders';

const pageOf = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
};

/** /{ProfileId}/orders: the buyer's orders on the tab of `?tab=` (all by default), newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const tab: OrderTab = orderTabSchema.catch('all').parse(params.get('tab') ?? 'all');
  const page = pageOf(params.get('page'));
  return { tab, page, result: await loadMyOrders(loadApi(context), tab, page) };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Покупки — Лутмаркет' },
  { name: 'robots', content: 'noindex, nofollow' },
];

const tabHref = (profileId: string, tab: OrderTab, page = 1): string => {
  const query = new URLSearchParams();
  if (tab !== 'all') query.set('tab', tab);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return `/${profileId}/orders${search ? `?${search}` : ''}`;
};

export default function ProfileOrders({ loaderData }: Route.ComponentProps) {
  const { profileId = '' } = useParams();
  const revalidator = useRevalidator();
  const { tab, page, result } = loaderData;
  return (
    <section>
      <ProfileBackLink />
      <h1 className="mb-4 text-2xl font-bold">Покупки</h1>
      {result.kind === 'error' ? (
        <ErrorState onRetry={() => void revalidator.revalidate()} />
      ) : (
        <>
          <OrdersNeedingAttention orders={result.needsAttention} profileId={profileId} />
          <Tabs
            aria-label="Заказы"
            value={tab}
            className="mb-4"
            items={ORDER_TABS.map((value) => {
              const item = result.tabs.find((candidate) => candidate.value === value);
              return {
                value,
                label: item?.label ?? value,
                counter: item?.counter ?? 0,
                href: tabHref(profileId, value),
              };
            })}
          />
          {result.list.items.length === 0 ? (
            <OrdersEmpty tab={tab} />
          ) : (
            <OrderList orders={result.list.items} profileId={profileId} />
          )}
          <Pager
            page={page}
            pages={Math.ceil(result.list.total / ORDERS_PAGE_SIZE)}
            hrefFor={(to) => tabHref(profileId, tab, to)}
          />
        </>
      )}
    </section>
  );
}
