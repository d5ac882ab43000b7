import { formatMoneyValue, type TopDonator } from '@lootmarket/domain';
import clsx from 'clsx';
import { Crown, Trophy } from 'lucide-react';
import { donationsCount, formatMoscowDate } from './stats-format';

const MEDALS = [
  'from-amber-300 to-yellow-500 text-amber-950',
  'from-slate-200 to-slate-400 text-slate-900',
  'from-orange-300 to-amber-700 text-orange-950',
] as const;

/** Donors ranked by what they gave: medals for the first three, a bar of each donor's share of the leader. */
export function TopDonators({ items }: { items: TopDonator[] | null }) {
  if (!items)
    return (
      <p className="rounded-2xl border border-border bg-surface px-5 py-8 text-center text-sm text-muted">
        Не удалось загрузить топ донатеров. Обновите страницу.
      </p>
    );
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-2xl border border-border bg-surface px-5 py-12 text-center">
        <span className="grid size-12 place-items-center rounded-2xl bg-surface-2 text-muted">
          <Trophy aria-hidden="true" className="size-6" />
        </span>
        <p className="font-medium">Здесь появятся самые щедрые зрители</p>
        <p className="max-w-sm text-sm text-muted">За выбранный период донатов в этой валюте не было.</p>
      </div>
    );
  }
  const leader = items[0]!.amount.amount;
  return (
    <ol
      data-testid="top-donators"
      aria-label="Топ донатеров"
      className="overflow-hidden rounded-2xl border border-border bg-surface"
    >
      {items.map((donor) => (
        <li
          key={donor.rank}
          className={clsx(
            'relative flex items-center gap-3 px-4 py-3.5 tablet:px-5',
            donor.rank > 1 && 'border-t border-border',
            donor.rank === 1 && 'bg-gradient-to-r from-primary/15 via-transparent to-transparent',
          )}
        >
          <span
            aria-label={`${donor.rank} место`}
            className={clsx(
              'grid size-9 shrink-0 place-items-center rounded-full text-sm font-extrabold tabular-nums',
              donor.rank <= 3 ? `bg-gradient-to-br ${MEDALS[donor.rank - 1]}` : 'bg-surface-2 text-muted',
            )}
          >
            {donor.rank === 1 ? <Crown aria-hidden="true" className="size-4.5" /> : donor.rank}
          </span>
          <div className="min-w-0 flex-1">
            <div className="flex items-baseline justify-between gap-3">
              <p className="truncate font-semibold">{donor.donorName}</p>
              <p className="shrink-0 font-bold tabular-nums">{formatMoneyValue(donor.amount)}</p>
            </div>
            <div aria-hidden="true" className="mt-2 h-1.5 overflow-hidden rounded-full bg-surface-3">
              <div
                className="h-full rounded-full bg-gradient-to-r from-primary to-accent"
                style={{ width: `${Math.max(2, Math.round((donor.amount.amount / leader) * 100))}%` }}
              />
            </div>
            <p className="mt-1.5 text-xs text-muted">
              {donationsCount(donor.count)} · последний {formatMoscowDate(donor.lastDonatedAt)}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
