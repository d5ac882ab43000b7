import { formatMoney } from '@lootmarket/domain';
import { streamerEndpoints } from '@lootmarket/domain/endpoints/donations';
import { loadPrivate } from '#app/features/donations-dashboard/dashboard.server';
import { parsePage, parseStatsFilters, parseStatsTab } from '#app/features/donations-dashboard/dashboard-nav';
import { DonationChart } from '#app/features/donations-dashboard/donation-chart';
import { RECEIVED_PAGE_SIZE, ReceivedList } from '#app/features/donations-dashboard/received-list';
import { StatsFilters } from '#app/features/donations-dashboard/stats-filters';
import { compactMoney, compactNumber } from '#app/features/donations-dashboard/stats-format';
import { TopDonators } from '#app/features/donations-dashboard/top-donators';
import { OtherCurrencies, TotalsCards } from '#app/features/donations-dashboard/totals-cards';
import { loadApi } from '#app/lib/api/load-api.server';
import type { Route } from './+types/stats';

const TOP_DONATORS_SHOWN = 20;

/** `?tab=analytics` (default): totals, charts and received donations; `?tab=top_donators`: the ranking. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const tab = parseStatsTab(query.get('tab'));
  const { period, currency } = parseStatsFilters(query, tab);
  const api = loadApi(context);
  if (tab === 'top_donators') {
    const [top] = await loadPrivate(params.profileId, [
      api.call(streamerEndpoints.topDonators, { query: { period, currency, limit: TOP_DONATORS_SHOWN } }),
    ]);
    return { tab, period, currency, top: top?.items ?? null } as const;
  }
  const page = parsePage(query.get('page'));
  const [totals, stats, received] = await loadPrivate(params.profileId, [
    api.call(streamerEndpoints.totals, { query: { period } }),
    api.call(streamerEndpoints.stats, { query: { period, currency } }),
    api.call(streamerEndpoints.received, {
      query: { limit: RECEIVED_PAGE_SIZE, offset: (page - 1) * RECEIVED_PAGE_SIZE },
    }),
  ]);
  return { tab, period, currency, page, totals: totals?.totals ?? [], stats, received } as const;
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.tab === 'top_donators' ? 'Топ донатеров' : 'Аналитика донатов'} — Лутмаркет` },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function DonationsStats({ loaderData, params }: Route.ComponentProps) {
  const data = loaderData;
  const { profileId } = params;
  if (data.tab === 'top_donators') {
    return (
      <>
        <StatsFilters period={data.period} currency={data.currency} />
        <TopDonators items={data.top} />
      </>
    );
  }
  const { currency, stats } = data;
  const points = stats?.points ?? [];
  const sum = points.reduce((total, point) => total + point.amount, 0);
  const count = points.reduce((total, point) => total + point.count, 0);
  return (
    <>
      <StatsFilters period={data.period} currency={currency} />
      <TotalsCards totals={data.totals} currency={currency} />
      <OtherCurrencies totals={data.totals} currency={currency} />
      {stats ? (
        <div className="mb-5 grid gap-3 desktop:grid-cols-2">
          <DonationChart
            testId="chart-amount"
            title="Сумма донатов"
            total={formatMoney(sum, currency)}
            points={points}
            bucket={stats.bucket}
            metric="amount"
            variant="area"
            formatValue={(value) => compactMoney(value, currency)}
          />
          <DonationChart
            testId="chart-count"
            title="Количество донатов"
            total={String(count)}
            points={points}
            bucket={stats.bucket}
            metric="count"
            variant="bars"
            formatValue={compactNumber}
          />
        </div>
      ) : null}
      <ReceivedList
        list={data.received}
        page={data.page}
        supportHref={(id) => `/${profileId}/support?donation=${id}`}
      />
    </>
  );
}
