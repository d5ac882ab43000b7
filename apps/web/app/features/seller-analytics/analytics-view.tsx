import {
  formatMoneyValue,
  SELLER_STATS_GROUPS,
  SELLER_STATS_METRICS,
  type SellerStats,
  type SellerStatsQuery,
} from '@lootmarket/domain';
import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { Form, Link, useLocation } from 'react-router';
import { Button } from '#app/components/ui/button';
import { statsCsv } from './analytics-csv';
import { GROUP_LABELS, lastDayOf, lastDays, METRIC_LABELS } from './analytics-params';
import { SalesChart } from './sales-chart';

const CONTROL =
  'h-11 rounded-xl border border-border bg-surface-2 px-3 text-sm outline-none focus-visible:border-primary';
const PRESETS = [7, 30, 90] as const;

function download(stats: SellerStats) {
  const blob = new Blob(['\uFEFF', statsCsv(stats)], { type: 'text/csv;charset=utf-8' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = `lootmarket-sales-${stats.period.from}-${stats.period.to}.csv`;
  link.click();
  URL.revokeObjectURL(link.href);
}

/** The shop's completed sales of a period: filters, totals net of fees, the table and its CSV. */
export function AnalyticsView({ stats, query }: { stats: SellerStats; query: SellerStatsQuery }) {
  const { pathname } = useLocation();
  const presetHref = (days: number) =>
    `${pathname}?${new URLSearchParams({ group: query.group, metric: query.metric, ...lastDays(days, new Date()) })}`;
  const { totals } = stats;
  return (
    <section aria-labelledby="analytics-title" className="space-y-4" data-testid="shop-analytics">
      <h2 id="analytics-title" className="text-xl font-bold">
        Аналитика продаж
      </h2>
      <Form method="get" className="flex flex-wrap items-end gap-2">
        <select name="group" defaultValue={query.group} aria-label="Группировка" className={CONTROL}>
          {SELLER_STATS_GROUPS.map((group) => (
            <option key={group} value={group}>
              {GROUP_LABELS[group]}
            </option>
          ))}
        </select>
        <select name="metric" defaultValue={query.metric} aria-label="Показатель" className={CONTROL}>
          {SELLER_STATS_METRICS.map((metric) => (
            <option key={metric} value={metric}>
              {METRIC_LABELS[metric]}
            </option>
          ))}
        </select>
        <input type="date" name="from" defaultValue={stats.period.from} aria-label="С даты" className={CONTROL} />
        <input
          type="date"
          name="until"
          defaultValue={lastDayOf(stats.period)}
          aria-label="По дату"
          className={CONTROL}
        />
        <Button type="submit" variant="secondary">
          Показать
        </Button>
      </Form>
      <div className="flex flex-wrap gap-2 text-sm">
        {PRESETS.map((days) => (
          <Link
            key={days}
            to={presetHref(days)}
            className="rounded-full border border-border px-3 py-1 text-muted hover:border-primary/60 hover:text-text"
          >
            {days} дней
          </Link>
        ))}
      </div>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Total label="Чистыми" value={formatMoneyValue(totals.net)} accent />
        <Total label="Оборот" value={formatMoneyValue(totals.gross)} />
        <Total label="Комиссия площадки" value={formatMoneyValue(totals.fees)} />
        <Total label="Заказы / шт." value={`${totals.orders} / ${totals.sold}`} />
      </dl>
      <SalesChart stats={stats} metric={query.metric} />
      {stats.rows.length === 0 ? (
        <p className="rounded-card border border-dashed border-border p-8 text-center text-muted">
          За этот период завершённых продаж нет
        </p>
      ) : (
        <div className="overflow-x-auto rounded-card border border-border bg-surface">
          <table className="w-full text-sm desktop:min-w-[36rem]" data-testid="analytics-table">
            <thead>
              <tr className="text-left text-xs text-subtle">
                <Th>{GROUP_LABELS[query.group]}</Th>
                <Th right wide>
                  Заказы
                </Th>
                <Th right>Продано</Th>
                <Th right wide>
                  Оборот
                </Th>
                <Th right>Чистыми</Th>
              </tr>
            </thead>
            <tbody>
              {stats.rows.map((row) => (
                <tr key={row.key} className="border-t border-border">
                  <td className="px-4 py-3 font-medium">{row.label}</td>
                  <td className={`${WIDE_ONLY} px-4 py-3 text-right tabular-nums`}>{row.orders}</td>
                  <td className="px-4 py-3 text-right whitespace-nowrap tabular-nums">{row.sold} шт.</td>
                  <td className={`${WIDE_ONLY} px-4 py-3 text-right whitespace-nowrap tabular-nums`}>
                    {formatMoneyValue(row.gross)}
                  </td>
                  <td className="px-4 py-3 text-right font-semibold whitespace-nowrap text-success tabular-nums">
                    {formatMoneyValue(row.net)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Button
        variant="secondary"
        icon={<Download aria-hidden />}
        onClick={() => download(stats)}
        disabled={stats.rows.length === 0}
      >
        Скачать CSV
      </Button>
    </section>
  );
}

function Total({ label, value, accent }: { label: string; value: string; accent?: boolean }) {
  return (
    <div className="rounded-card border border-border bg-surface p-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd
        className={accent ? 'mt-1 text-xl font-black text-success tabular-nums' : 'mt-1 text-xl font-bold tabular-nums'}
      >
        {value}
      </dd>
    </div>
  );
}

/** Orders and turnover are in the totals above; a phone's table keeps the pieces sold and the net. */
const WIDE_ONLY = 'hidden desktop:table-cell';

function Th({ children, right, wide }: { children: ReactNode; right?: boolean; wide?: boolean }) {
  const align = right ? 'px-4 py-3 text-right font-medium' : 'px-4 py-3 font-medium';
  return <th className={wide ? `${WIDE_ONLY} ${align}` : align}>{children}</th>;
}
