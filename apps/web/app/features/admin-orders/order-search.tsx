import { formatMoneyValue, ORDER_DISPLAY_STATUS_TEXT, type StaffOrder } from '@lootmarket/domain';
import clsx from 'clsx';
import { PackageSearch } from 'lucide-react';
import { Link } from 'react-router';
import { LocalTime } from '#app/components/local-time';
import { RuDateInput } from '#app/components/ui/ru-date-input';
import { DATE_TIME, ORDER_STATUS_LABELS, orderNumber } from './order-labels';

export interface OrderSearchQuery {
  q: string;
  status: string;
  from: string;
  to: string;
}

const FIELD = 'min-h-11 rounded-xl border border-border bg-surface px-3 text-sm';

/** The search of every order: by id, e-mail, seller or a fragment of a key, with a status and dates. */
export function OrderSearch({ query, items, total }: { query: OrderSearchQuery; items: StaffOrder[]; total: number }) {
  return (
    <section aria-label="Все заказы">
      <form method="get" className="mb-5 grid gap-2 tablet:grid-cols-[1fr_auto_auto_auto_auto]">
        <input type="hidden" name="stage" value="all" />
        <input
          name="q"
          type="search"
          aria-label="Поиск заказа"
          placeholder="Номер, e-mail покупателя, продавец или часть ключа"
          defaultValue={query.q}
          className={FIELD}
        />
        <select name="status" aria-label="Статус" defaultValue={query.status} className={FIELD}>
          <option value="">Любой статус</option>
          {Object.entries(ORDER_STATUS_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        <RuDateInput name="from" label="С даты" defaultValue={query.from} className={clsx(FIELD, 'tablet:w-32')} />
        <RuDateInput name="to" label="По дату" defaultValue={query.to} className={clsx(FIELD, 'tablet:w-32')} />
        <button type="submit" className="min-h-11 rounded-xl bg-primary-fill px-5 text-sm font-medium text-white">
          Найти
        </button>
      </form>
      <p className="mb-3 text-sm text-muted" role="status">
        {total === 0 ? 'Заказов не найдено' : `Найдено заказов: ${total}`}
      </p>
      {items.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-border bg-surface px-6 py-14 text-center">
          <span className="grid size-14 place-items-center rounded-2xl bg-primary-soft text-primary">
            <PackageSearch aria-hidden="true" className="size-7" />
          </span>
          <p className="text-muted">Уточните запрос: номер заказа, e-mail, продавца или часть ключа</p>
        </div>
      ) : (
        <ul className="space-y-2" aria-label="Найденные заказы">
          {items.map((order) => (
            <li key={order.id}>
              <Link
                to={`/admin/orders/${order.id}`}
                className="flex flex-col gap-1 rounded-2xl border border-border bg-surface p-4 hover:border-primary sm:flex-row sm:items-center sm:justify-between sm:gap-4"
              >
                <div className="min-w-0">
                  <p className="truncate font-semibold">{order.product.title}</p>
                  <p className="text-sm text-muted">
                    <span className="tabular-nums">{orderNumber(order.id)}</span> ·{' '}
                    <LocalTime iso={order.createdAt} format={DATE_TIME} /> · {order.seller.name}
                  </p>
                  <p className="truncate text-sm text-muted">{order.buyer?.email ?? 'Покупатель без e-mail'}</p>
                </div>
                <div className="flex items-center justify-between gap-3 sm:flex-col sm:items-end sm:gap-1">
                  <span className="rounded-full bg-surface-2 px-2.5 py-1 text-xs font-medium">
                    {ORDER_DISPLAY_STATUS_TEXT[order.displayStatus].title}
                  </span>
                  <span className="font-bold tabular-nums">{formatMoneyValue(order.amount)}</span>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
