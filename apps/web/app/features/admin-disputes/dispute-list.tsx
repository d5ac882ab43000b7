import { DISPUTE_DECISION_LABELS, formatMoneyValue, type DisputeListItem } from '@lootmarket/domain';
import clsx from 'clsx';
import { ChevronRight, Scale, Search } from 'lucide-react';
import { Form, Link } from 'react-router';
import { Button } from '#app/components/ui/button';
import { TextInput } from '#app/components/ui/text-input';
import { Tabs } from '#app/components/ui/tabs';
import { disputeDate, orderNumberOf } from './dispute-format';

export type DisputeFilter = 'open' | 'resolved';

const FILTER_LABELS: Record<DisputeFilter, string> = { open: 'Открытые', resolved: 'Решённые' };

/** Open or resolved disputes, found by order number, buyer or seller; each opens its case. */
export function DisputeList({
  items,
  state,
  q,
  counts,
}: {
  items: DisputeListItem[];
  state: DisputeFilter;
  q: string;
  counts: Record<DisputeFilter, number>;
}) {
  const href = (value: DisputeFilter) =>
    `/admin/orders?stage=disputed&state=${value}${q ? `&q=${encodeURIComponent(q)}` : ''}`;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Tabs
          aria-label="Споры"
          value={state}
          items={(['open', 'resolved'] as const).map((value) => ({
            value,
            label: FILTER_LABELS[value],
            counter: counts[value],
            href: href(value),
          }))}
        />
        <Form method="get" role="search" className="flex gap-2 sm:w-96">
          <input type="hidden" name="stage" value="disputed" />
          <input type="hidden" name="state" value={state} />
          <TextInput
            name="q"
            type="search"
            defaultValue={q}
            maxLength={100}
            aria-label="Поиск по спорам"
            placeholder="Номер заказа, покупатель или продавец"
            prefix={<Search aria-hidden className="size-4" />}
            containerClassName="flex-1"
          />
          <Button type="submit" variant="secondary">
            Найти
          </Button>
        </Form>
      </div>
      {items.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-border bg-surface px-6 py-14 text-center">
          <span className="grid size-14 place-items-center rounded-2xl bg-primary-soft text-primary">
            <Scale aria-hidden="true" className="size-7" />
          </span>
          <p className="text-muted">
            {q ? 'По запросу споров не найдено' : state === 'open' ? 'Открытых споров нет' : 'Решённых споров нет'}
          </p>
        </div>
      ) : (
        <ul className="space-y-2">
          {items.map((item) => (
            <li key={item.orderId}>
              <Link
                to={`/admin/orders?case=${item.orderId}`}
                aria-label={`Спор по заказу ${orderNumberOf(item.orderId)}`}
                className="flex items-center gap-3 rounded-2xl border border-border bg-surface p-4 transition-colors hover:border-primary/60"
              >
                <div className="min-w-0 flex-1 space-y-1">
                  <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                    <p className="truncate font-semibold">{item.productTitle}</p>
                    <p className="font-bold tabular-nums">{formatMoneyValue(item.amount)}</p>
                  </div>
                  <p className="text-sm text-muted">
                    <span className="tabular-nums">{orderNumberOf(item.orderId)}</span> · {item.buyer.name} →{' '}
                    {item.seller.name} · {disputeDate.format(new Date(item.dispute.openedAt))}
                  </p>
                  <p className="flex flex-wrap items-center gap-2 text-sm">
                    <span className="rounded-full bg-danger/10 px-2 py-0.5 text-xs font-medium text-danger">
                      {item.dispute.reasonLabel}
                    </span>
                    {item.dispute.decision ? (
                      <span
                        className={clsx(
                          'rounded-full px-2 py-0.5 text-xs font-medium',
                          item.dispute.decision === 'release' ? 'bg-success/15 text-success' : 'bg-info/15 text-info',
                        )}
                      >
                        {DISPUTE_DECISION_LABELS[item.dispute.decision]}
                        {item.dispute.decision === 'partial_refund' && item.dispute.refunded
                          ? `: ${formatMoneyValue(item.dispute.refunded)}`
                          : ''}
                      </span>
                    ) : null}
                  </p>
                  {item.text ? <p className="line-clamp-2 text-sm text-muted">{item.text}</p> : null}
                </div>
                <ChevronRight aria-hidden className="size-5 shrink-0 text-subtle" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
