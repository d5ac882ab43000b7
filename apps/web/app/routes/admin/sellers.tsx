import { SELLER_TIERS, type SellerTier } from '@lootmarket/domain';
import { sellerReputationAdminEndpoints } from '@lootmarket/domain/endpoints/reviews';
import { BadgeCheck, ChevronRight, ShieldCheck } from 'lucide-react';
import { Link, redirect } from 'react-router';
import { AdminNav } from '#app/components/admin-nav';
import { Tabs } from '#app/components/ui/tabs';
import { loadApi } from '#app/lib/api/load-api.server';
import { dealsText, refundShareText, TIER_LABELS } from '#app/lib/seller-format';
import type { Route } from './+types/sellers';

const isTier = (value: string | null): value is SellerTier => SELLER_TIERS.some((tier) => tier === value);

/** /admin/sellers: judged sellers by tier, each opening its standing and the verified control. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const asked = new URL(request.url).searchParams.get('tier');
  const tier = isTier(asked) ? asked : undefined;
  const list = await loadApi(context)
    .call(sellerReputationAdminEndpoints.list, { query: { limit: 100, offset: 0, ...(tier ? { tier } : {}) } })
    .catch(() => {
      // The API decides who is an admin; anyone it refuses goes home.
      throw redirect('/');
    });
  return { tier: tier ?? 'all', list };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Продавцы — Лутмаркет' },
  { name: 'robots', content: 'noindex' },
];

export default function AdminSellers({ loaderData }: Route.ComponentProps) {
  const { tier, list } = loaderData;
  return (
    <main className="mx-auto flex w-full max-w-5xl flex-col gap-5 px-4 py-8">
      <AdminNav className="mb-1" />
      <h1 className="flex items-center gap-2 text-2xl font-bold">
        <ShieldCheck aria-hidden="true" className="size-6 text-primary" />
        Продавцы
      </h1>
      <Tabs
        aria-label="Уровень"
        value={tier}
        items={[
          { value: 'all', label: 'Все', href: '/admin/sellers' },
          ...SELLER_TIERS.map((value) => ({ value, label: TIER_LABELS[value], href: `/admin/sellers?tier=${value}` })),
        ]}
      />
      {list.items.length === 0 ? <p className="text-muted">Продавцов с таким уровнем нет</p> : null}
      <ul className="flex flex-col gap-2" aria-label="Продавцы">
        {list.items.map((item) => (
          <li key={item.sellerId}>
            <Link
              to={`/admin/sellers/${item.sellerId}`}
              className="flex items-center gap-3 rounded-card border border-border bg-surface p-4 transition-colors hover:border-subtle"
            >
              <span className="min-w-0 flex-1">
                <span className="flex flex-wrap items-center gap-x-2 font-semibold">
                  <span className="break-words">{item.name}</span>
                  {item.verified ? (
                    <span className="inline-flex items-center gap-1 text-xs font-medium text-info">
                      <BadgeCheck aria-hidden className="size-4" /> Проверен
                    </span>
                  ) : null}
                </span>
                <span className="mt-0.5 block text-sm text-muted">
                  {TIER_LABELS[item.tier]} · {dealsText(item.figures.completedDeals)} · возвраты{' '}
                  {refundShareText(item.figures.refundBp)} · {item.figures.reviewCount} отз.
                </span>
              </span>
              <ChevronRight aria-hidden className="size-4 shrink-0 text-subtle" />
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
