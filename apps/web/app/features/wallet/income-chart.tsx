import type { CurrencyCode, WalletIncomePeriod } from '@lootmarket/domain';
import { labelledIndices } from '#app/components/charts/chart-geometry';
import { money, monthLabel } from './wallet-format';

const MONTHS = 6;

/** The last six calendar months (UTC, as the API buckets them), each with its net income in one currency. */
export function monthlyIncome(
  periods: WalletIncomePeriod[],
  currency: CurrencyCode,
  now = new Date(),
): { start: string; amount: number }[] {
  return Array.from({ length: MONTHS }, (_, index) => {
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (MONTHS - 1 - index), 1)).toISOString();
    const key = start.slice(0, 7);
    const amount = periods
      .filter((period) => period.currency === currency && period.period_start.startsWith(key))
      .reduce((sum, period) => sum + period.amount, 0);
    return { start, amount };
  });
}

/** A column per month of what sales and donations brought in, after the platform fee; plain HTML, drawn by CSS. */
export function IncomeChart({ periods, currency }: { periods: WalletIncomePeriod[]; currency: CurrencyCode }) {
  const points = monthlyIncome(periods, currency);
  const top = Math.max(1, ...points.map((point) => point.amount));
  const labelled = labelledIndices(points.length);
  const total = points.reduce((sum, point) => sum + point.amount, 0);
  return (
    <figure className="rounded-2xl border border-border bg-surface p-4 tablet:p-5">
      <figcaption className="mb-4 flex items-baseline justify-between gap-3">
        <span className="text-sm font-medium text-muted">Доход за полгода</span>
        <span className="text-xl font-bold tabular-nums">{money(total, currency)}</span>
      </figcaption>
      <div
        role="img"
        aria-label={`Доход по месяцам: ${points.map((point) => `${monthLabel(point.start)} ${money(point.amount, currency)}`).join(', ')}`}
        className="flex h-40 items-end gap-2 border-b border-border"
      >
        {points.map((point) => (
          <div key={point.start} className="group relative flex h-full flex-1 items-end justify-center">
            <div
              className="w-full max-w-12 rounded-t-lg bg-gradient-to-t from-primary/60 to-accent/80 transition-[filter] group-hover:brightness-125"
              style={{ height: point.amount > 0 ? `max(${(point.amount / top) * 100}%, 4px)` : '0' }}
            />
            <span className="pointer-events-none absolute bottom-full z-10 mb-1 hidden whitespace-nowrap rounded-lg border border-border bg-surface-3 px-2 py-1 text-xs font-semibold tabular-nums shadow-lg group-hover:block">
              {money(point.amount, currency)}
            </span>
          </div>
        ))}
      </div>
      <div aria-hidden="true" className="mt-2 flex gap-2 text-[11px] text-subtle">
        {points.map((point, index) => (
          <span key={point.start} className="flex-1 text-center">
            {labelled.has(index) ? monthLabel(point.start) : ''}
          </span>
        ))}
      </div>
    </figure>
  );
}
