import { sellerOrderEndpoints } from '@lootmarket/domain/endpoints/orders';
import { sellerOfferEndpoints, sellerScheduleEndpoints } from '@lootmarket/domain/endpoints/seller';
import { ChevronRight } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { buttonClassName } from '#app/components/ui/button';
import { ErrorState } from '#app/components/ui/error-state';
import { ProfileBackLink } from '#app/features/profile/profile-back-link';
import { parseStatsQuery } from '#app/features/seller-analytics/analytics-params';
import { AnalyticsView } from '#app/features/seller-analytics/analytics-view';
import { GettingStartedCard } from '#app/features/seller-start/getting-started-card';
import { gettingStartedSteps, isShopSetUp } from '#app/features/seller-start/getting-started';
import { loadApi } from '#app/lib/api/load-api.server';
import { settle } from '#app/lib/api/outcome';
import type { Route } from './+types/shop';

/**
 * A part of the page, or null when it cannot be had. A refusal is a customer, whom the profile layout's
 * guard (running beside this loader) sends home: not worth a line in the log.
 */
async function part<T>(call: Promise<T>, what: string): Promise<T | null> {
  const outcome = await settle(call);
  if (outcome.ok) return outcome.data;
  if (outcome.error.status !== 403) console.error(`${what} unavailable`, outcome.error);
  return null;
}

/** The period's sales, and what the checklist needs to know: offers, stock on sale and a schedule. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = loadApi(context);
  const query = parseStatsQuery(new URL(request.url).searchParams);
  const [stats, offers, schedule] = await Promise.all([
    part(api.call(sellerOrderEndpoints.stats, { query }), 'seller stats'),
    part(api.call(sellerOfferEndpoints.list, { query: { limit: 1, offset: 0 } }), 'seller offers'),
    part(api.call(sellerScheduleEndpoints.get), 'seller schedule'),
  ]);
  return { query, stats, facts: { offers, schedule } };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Магазин — Лутмаркет' },
  { name: 'robots', content: 'noindex, nofollow' },
];

/** A new seller sees the checklist first; once the shop is set up or has sold, the analytics. */
export default function ProfileShopAnalytics({ loaderData }: Route.ComponentProps) {
  const { profileId = '' } = useParams();
  const { query, stats, facts } = loaderData;
  const steps = gettingStartedSteps(profileId, facts);
  const starting = !isShopSetUp(steps);
  const showStats = !starting || (stats?.totals.orders ?? 0) > 0;
  return (
    <>
      <ProfileBackLink />
      <h1 className="mb-4 text-2xl font-black tracking-tight">Магазин</h1>
      <div className="space-y-6">
        {starting ? <GettingStartedCard steps={steps} /> : null}
        {showStats ? stats ? <AnalyticsView stats={stats} query={query} /> : <ErrorState /> : null}
        <div className="flex flex-wrap gap-2">
          <Link to={`/${profileId}/my-offers`} className={buttonClassName({ variant: 'secondary' })}>
            Мои предложения <ChevronRight aria-hidden="true" className="size-4" />
          </Link>
          <Link to={`/${profileId}/shop/orders`} className={buttonClassName({ variant: 'secondary' })}>
            Заказы магазина <ChevronRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </div>
    </>
  );
}
