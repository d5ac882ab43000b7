import {
  CURRENCY_CODES,
  DONATION_STATS_PERIODS,
  type CurrencyCode,
  type DonationStatsPeriod,
} from '@lootmarket/domain';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { CurrencyLabel } from '#app/components/currency-label';
import { PERIOD_LABELS } from './stats-format';

function withParam(search: string, key: string, value: string): string {
  const params = new URLSearchParams(search);
  params.set(key, value);
  params.delete('page');
  return `?${params}`;
}

const segmentClassName = (active: boolean) =>
  clsx(
    'inline-flex h-9 flex-1 items-center justify-center rounded-lg px-2 text-sm font-medium whitespace-nowrap transition-colors tablet:flex-none tablet:px-3',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
    active ? 'bg-surface-3 text-text shadow-sm' : 'text-muted hover:text-text',
  );

function Segmented<T extends string>({
  label,
  options,
  value,
  param,
  render,
}: {
  label: string;
  options: readonly T[];
  value: T;
  param: string;
  render: (option: T) => ReactNode;
}) {
  const { search } = useLocation();
  return (
    <nav
      aria-label={label}
      className="flex w-full gap-1 overflow-x-auto rounded-xl border border-border bg-surface p-1 [scrollbar-width:none] tablet:w-auto"
    >
      {options.map((option) => (
        <Link
          key={option}
          to={withParam(search, param, option)}
          replace
          preventScrollReset
          aria-current={option === value ? 'true' : undefined}
          className={segmentClassName(option === value)}
        >
          {render(option)}
        </Link>
      ))}
    </nav>
  );
}

/** The period and the currency of the statistics, kept in the URL so a view can be shared and reloaded. */
export function StatsFilters({ period, currency }: { period: DonationStatsPeriod; currency: CurrencyCode }) {
  return (
    <div className="mb-5 flex flex-wrap items-center justify-between gap-2">
      <Segmented
        label="Период"
        options={DONATION_STATS_PERIODS}
        value={period}
        param="period"
        render={(option) => PERIOD_LABELS[option]}
      />
      <Segmented
        label="Валюта"
        options={CURRENCY_CODES}
        value={currency}
        param="currency"
        render={(option) => <CurrencyLabel currency={option} />}
      />
    </div>
  );
}
