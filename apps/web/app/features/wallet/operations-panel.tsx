import type { WalletOperationGroup, WalletOperationsResponse } from '@lootmarket/domain';
import { WALLET_OPERATIONS_CSV_PATH } from '@lootmarket/domain/endpoints/wallet';
import clsx from 'clsx';
import { Download } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '#app/components/ui/button';
import { Pager } from '#app/components/ui/pager';
import { callUrl } from '#app/lib/api/client';
import { formatWhen, money, referenceLabel } from './wallet-format';

export const OPERATIONS_PAGE_SIZE = 10;

const FILTERS: { value: WalletOperationGroup | null; label: string }[] = [
  { value: null, label: 'Все' },
  { value: 'income', label: 'Доходы' },
  { value: 'withdrawal', label: 'Выводы' },
  { value: 'adjustment', label: 'Корректировки' },
];

export interface OperationsPanelProps {
  operations: WalletOperationsResponse;
  group: WalletOperationGroup | null;
  page: number;
  /** The wallet page's address with this filter and page. */
  hrefFor: (group: WalletOperationGroup | null, page: number) => string;
}

/** Every movement of the user's money, filtered by kind, a page at a time, and as a file. */
export function OperationsPanel({ operations, group, page, hrefFor }: OperationsPanelProps) {
  const pages = Math.ceil(operations.total / OPERATIONS_PAGE_SIZE);
  const csv = callUrl({ path: WALLET_OPERATIONS_CSV_PATH }, { query: group ? { group } : {} });
  return (
    <section aria-labelledby="operations-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="operations-title" className="text-lg font-bold">
          Операции
        </h2>
        <a href={csv} download className={buttonClassName({ variant: 'ghost', size: 'sm' })}>
          <Download aria-hidden="true" className="size-4" />
          CSV
        </a>
      </div>
      <nav aria-label="Фильтр операций" className="flex gap-2 overflow-x-auto pb-1">
        {FILTERS.map((filter) => (
          <Link
            key={filter.label}
            to={hrefFor(filter.value, 1)}
            preventScrollReset
            aria-current={filter.value === group ? 'page' : undefined}
            className={clsx(
              'shrink-0 rounded-full border px-3 py-1.5 text-sm font-medium transition-colors',
              filter.value === group
                ? 'border-primary bg-primary-soft text-text'
                : 'border-border text-muted hover:border-subtle hover:text-text',
            )}
          >
            {filter.label}
          </Link>
        ))}
      </nav>
      {operations.items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-border px-4 py-6 text-center text-sm text-muted">
          Операций пока нет
        </p>
      ) : (
        <ul
          aria-label="Операции"
          className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface"
        >
          {operations.items.map((operation) => (
            <li key={operation.id} className="flex items-center justify-between gap-3 px-4 py-3">
              <span className="min-w-0">
                <span className="block font-medium">{operation.label}</span>
                <span className="block truncate text-xs text-subtle">
                  {formatWhen(operation.created_at)}
                  {referenceLabel(operation.reference) ? ` · ${referenceLabel(operation.reference)}` : ''}
                </span>
              </span>
              <span
                className={clsx(
                  'shrink-0 font-semibold tabular-nums',
                  operation.amount.amount > 0 ? 'text-success' : 'text-text',
                )}
              >
                {operation.amount.amount > 0 ? '+' : ''}
                {money(operation.amount.amount, operation.amount.currency)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pages={pages} hrefFor={(to) => hrefFor(group, to)} previousLabel="Новее" nextLabel="Старше" />
    </section>
  );
}
