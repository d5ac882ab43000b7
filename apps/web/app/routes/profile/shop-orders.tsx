import { Inbox } from 'lucide-react';
import { useParams, useRevalidator } from 'react-router';
import { Tabs } from '#app/components/ui/tabs';
import { Pager } from '#app/components/ui/pager';
import { ErrorState } from '#app/components/ui/error-state';
import { ProfileBackLink } from '#app/features/profile/profile-back-link';
import { SellerOrderCard } from '#app/features/seller-orders/seller-order-card';
import {
  parseSellerTab,
  SELLER_ORDERS_PAGE_SIZE,
  SELLER_TAB_LABELS,
  SELLER_TABS,
  type SellerTab,
} from '#app/features/seller-orders/seller-order-status';
import { loadSellerOrders } from '#app/features/seller-orders/seller-orders.server';
import { SellerStatsStrip } from '#app/features/seller-orders/seller-stats';
import { loadApi } from '#app/lib/api/load-api.server';
import type { Route } from './+types/shop-orders';

const pageOf = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
};

/** /{ProfileId}/shop/orders: the shop's paid orders on the tab of `?status=`, newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const tab = parseSellerTab(params.get('status'));
  const page = pageOf(params.get('page'));
  return { tab, page, result: await loadSellerOrders(loadApi(context), tab, page) };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Заказы магазина — Лутмаркет' },
  { name: 'robots', content: 'noindex, nofollow' },
];

const tabHref = (profileId: string, tab: SellerTab, page = 1): string => {
  const query = new URLSearchParams();
  if (tab !== 'all') query.set('status', tab);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return `/${profileId}/shop/orders${search ? `?${search}` : ''}`;
};

const EMPTY: Readonly<Record<SellerTab, string>> = {
  all: 'Когда покупатели оплатят ваши товары, заказы появятся здесь.',
  IN_PROGRESS: 'Нет заказов, которые ждут принятия или выполнения.',
  DELIVERED: 'Нет переданных заказов, которые ждут подтверждения покупателя.',
  COMPLETED: 'Завершённых заказов пока нет.',
  CANCELLED: 'Отменённых заказов нет.',
};

export default function ShopOrders({ loaderData }: Route.ComponentProps) {
  const { profileId = '' } = useParams();
  const revalidator = useRevalidator();
  const { tab, page, result } = loaderData;
  return (
    <section>
      <ProfileBackLink />
      <h1 className="mb-4 text-2xl font-bold">Заказы магазина</h1>
      {result.kind === 'error' ? (
        <ErrorState onRetry={() => void revalidator.revalidate()} />
      ) : (
        <>
          <SellerStatsStrip stats={result.stats} />
          <Tabs
            aria-label="Статус заказов"
            value={tab}
            className="mb-4"
            items={SELLER_TABS.map((value) => ({
              value,
              label: SELLER_TAB_LABELS[value],
              counter:
                value === 'all' ? Object.values(result.stats).reduce((sum, n) => sum + n, 0) : result.stats[value],
              href: tabHref(profileId, value),
            }))}
          />
          {result.list.items.length === 0 ? (
            <div className="flex flex-col items-center gap-3 rounded-2xl border border-border bg-surface px-6 py-14 text-center">
              <span className="grid size-14 place-items-center rounded-2xl bg-primary-soft text-primary">
                <Inbox aria-hidden="true" className="size-7" />
              </span>
              <p className="text-lg font-semibold">Заказов нет</p>
              <p className="max-w-md text-sm text-muted">{EMPTY[tab]}</p>
            </div>
          ) : (
            <ul className="flex flex-col gap-2.5" aria-label="Заказы">
              {result.list.items.map((order) => (
                <SellerOrderCard key={order.id} order={order} href={`/${profileId}/shop/orders/${order.id}`} />
              ))}
            </ul>
          )}
          <Pager
            page={page}
            pages={Math.ceil(result.list.total / SELLER_ORDERS_PAGE_SIZE)}
            hrefFor={(to) => tabHref(profileId, tab, to)}
          />
        </>
      )}
    </section>
  );
}
