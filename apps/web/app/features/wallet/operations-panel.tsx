import type { WalletOperation, WalletOperationGroup, WalletOperationsResponse } from '@lootmarket/domain';
import { WALLET_OPERATIONS_CSV_PATH } from '@lootmarket/domain/endpoints/wallet';
import clsx from 'clsx';
import { Download } from 'lucide-react';
import type { FormEvent } from 'react';
import { Form, Link, useSubmit } from 'react-router';
import { Button, buttonClassName } from '#app/components/ui/button';
import { Pager } from '#app/components/ui/pager';
import { callUrl } from '#app/lib/api/client';
import { isNarrowed, operationsQuery, SOURCE_LABELS, type OperationsFilters } from './operations-filters';
import { formatWhen, money, referenceLabel } from './wallet-format';

export const OPERATIONS_PAGE_SIZE = 10;

const GROUPS: { value: WalletOperationGroup | null; label: string }[] = [
  { value: null, label: 'Все' },
  { value: 'income', label: 'Доходы' },
  { value: 'withdrawal', label: 'Выводы' },
  { value: 'adjustment', label: 'Корректировки' },
];

const CONTROL =
  'h-11 w-full min-w-0 rounded-xl border border-border bg-surface-2 px-3 text-sm text-text outline-none focus-visible:border-primary';

export interface OperationsPanelProps {
  operations: WalletOperationsResponse;
  filters: OperationsFilters;
  /** The wallet page's address with these filters. */
  hrefFor: (filters: OperationsFilters) => string;
}

/** Every movement of the user's money, filtered by kind, source and dates, a page at a time, and as a file. */
export function OperationsPanel({ operations, filters, hrefFor }: OperationsPanelProps) {
  const pages = Math.ceil(operations.total / OPERATIONS_PAGE_SIZE);
  const csv = callUrl({ path: WALLET_OPERATIONS_CSV_PATH }, { query: operationsQuery(filters) });
  const narrowed = isNarrowed(filters);
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
      <nav aria-label="Вид операций" className="flex gap-2 overflow-x-auto pb-1">
        {GROUPS.map((group) => (
          <Link
            key={group.label}
            to={hrefFor({ ...filters, group: group.value, page: 1 })}
            preventScrollReset
            aria-current={group.value === filters.group ? 'page' : undefined}
            className={clsx(
              'shrink-0 rounded-full border px-3 py-1.5 text-sm font-medium transition-colors',
              group.value === filters.group
                ? 'border-primary bg-primary-soft text-text'
                : 'border-border text-muted hover:border-subtle hover:text-text',
            )}
          >
            {group.label}
          </Link>
        ))}
      </nav>
      <OperationsFilterForm
        filters={filters}
        resetHref={narrowed ? hrefFor({ ...filters, source: null, from: null, until: null, page: 1 }) : null}
      />
      {operations.items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-border px-4 py-6 text-center text-sm text-muted">
          {narrowed || filters.group ? 'Нет операций с такими условиями' : 'Операций пока нет'}
        </p>
      ) : (
        <ul
          aria-label="Операции"
          className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface"
        >
          {operations.items.map((operation) => (
            <OperationRow key={operation.id} operation={operation} />
          ))}
        </ul>
      )}
      <Pager
        page={filters.page}
        pages={pages}
        hrefFor={(to) => hrefFor({ ...filters, page: to })}
        previousLabel="Новее"
        nextLabel="Старше"
      />
    </section>
  );
}

/** Source and dates go together in one GET form, so the address keeps them and the back button undoes them. */
function OperationsFilterForm({ filters, resetHref }: { filters: OperationsFilters; resetHref: string | null }) {
  const submit = useSubmit();
  // Fields left empty stay out of the address (without scripts the browser sends them, and they mean the same).
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    for (const [name, value] of [...data.entries()]) if (value === '') data.delete(name);
    void submit(data, { method: 'get', preventScrollReset: true });
  }
  return (
    <Form
      method="get"
      preventScrollReset
      onSubmit={onSubmit}
      aria-label="Фильтр операций"
      className="grid grid-cols-2 items-end gap-2 tablet:flex tablet:flex-wrap"
    >
      {filters.group ? <input type="hidden" name="operations" value={filters.group} /> : null}
      <label className="col-span-2 flex flex-col gap-1 text-xs text-muted tablet:w-44">
        Источник
        <select name="source" defaultValue={filters.source ?? ''} className={CONTROL}>
          <option value="">Все источники</option>
          {Object.entries(SOURCE_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label className="flex min-w-0 flex-col gap-1 text-xs text-muted tablet:w-40">
        С даты
        <input type="date" name="from" defaultValue={filters.from ?? ''} className={CONTROL} />
      </label>
      <label className="flex min-w-0 flex-col gap-1 text-xs text-muted tablet:w-40">
        По дату
        <input type="date" name="until" defaultValue={filters.until ?? ''} className={CONTROL} />
      </label>
      <Button type="submit" variant="secondary" className={clsx(resetHref ? '' : 'col-span-2')}>
        Показать
      </Button>
      {resetHref ? (
        <Link to={resetHref} preventScrollReset className={buttonClassName({ variant: 'ghost' })}>
          Сбросить
        </Link>
      ) : null}
    </Form>
  );
}

function OperationRow({ operation }: { operation: WalletOperation }) {
  const named = referenceLabel(operation.reference);
  // A donation is already called «Донат»: its reference would only say it again.
  const reference = named === operation.label ? '' : named;
  const { amount, currency } = operation.amount;
  return (
    <li className="flex items-center justify-between gap-3 px-4 py-3">
      <span className="min-w-0">
        <span className="block font-medium">{operation.label}</span>
        {/* On a phone the reference takes its own line rather than being cut. */}
        <span className="block text-xs text-subtle">
          {formatWhen(operation.created_at)}
          {reference ? (
            <>
              <span className="hidden tablet:inline"> · </span>
              <span className="block tablet:inline">{reference}</span>
            </>
          ) : null}
        </span>
      </span>
      <span className="shrink-0 text-right">
        <span className={clsx('block font-semibold tabular-nums', amount > 0 ? 'text-success' : 'text-text')}>
          {amount > 0 ? '+' : ''}
          {money(amount, currency)}
        </span>
        {operation.fee ? (
          <span className="block text-xs text-subtle tabular-nums">
            {operation.fee.amount > 0
              ? `комиссия ${money(operation.fee.amount, operation.fee.currency)}`
              : 'без комиссии'}
          </span>
        ) : null}
      </span>
    </li>
  );
}
