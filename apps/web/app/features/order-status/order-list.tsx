import { coverImagePath, formatMoneyValue, type OrderTab, type OrderView } from '@lootmarket/domain';
import { ChevronRight, CreditCard, PackageOpen, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { UnreadMessagesChip } from '#app/components/unread-messages-chip';
import { buttonClassName } from '#app/components/ui/button';
import { ProductCover } from '#app/components/product-cover';
import { orderNumber } from './order-format';
import { OrderDate } from './order-summary';
import { StatusBadge } from './status-badge';

const EMPTY: Record<OrderTab, { title: string; text: string }> = {
  all: {
    title: 'Здесь появятся ваши покупки',
    text: 'Ключи, пополнения, подписки и всё, что вы купите на Лутмаркете, будет собрано на этой странице.',
  },
  active: {
    title: 'Активных заказов нет',
    text: 'Заказы, которые ждут оплаты, продавца или вашего подтверждения, появятся здесь.',
  },
  completed: { title: 'Завершённых заказов пока нет', text: 'Сюда попадают заказы, получение которых подтверждено.' },
  cancelled: {
    title: 'Отменённых заказов нет',
    text: 'Здесь будут заказы, которые не были оплачены или были отменены.',
  },
};

export function OrdersEmpty({ tab }: { tab: OrderTab }) {
  const { title, text } = EMPTY[tab];
  return (
    <div
      className="flex flex-col items-center gap-3 rounded-2xl border border-border bg-surface px-6 py-14 text-center"
      data-testid="orders-empty"
    >
      <span className="grid size-14 place-items-center rounded-2xl bg-primary-soft text-primary">
        <PackageOpen aria-hidden="true" className="size-7" />
      </span>
      <p className="text-lg font-semibold">{title}</p>
      <p className="max-w-md text-sm text-muted">{text}</p>
      {tab === 'all' ? (
        <Link to="/ru-ru/igry" className={buttonClassName({ variant: 'primary', className: 'mt-2' })}>
          Перейти в каталог
        </Link>
      ) : null}
    </div>
  );
}

/** One order in the list: the whole card opens it; an unpaid order also offers paying straight away. */
function OrderCard({ order, profileId }: { order: OrderView; profileId: string }) {
  const href = `/${profileId}/orders/${order.id}`;
  const price = formatMoneyValue(order.amount);
  return (
    <li className="group relative flex items-center gap-3 rounded-2xl border border-border bg-surface p-3 transition-colors hover:border-subtle sm:gap-4 sm:p-4">
      <ProductCover
        src={coverImagePath('product', order.product.slug)}
        title={order.product.title}
        seed={order.product.slug}
        className="aspect-[16/10] w-20 shrink-0 self-start rounded-xl border border-border sm:w-28 sm:self-center"
      />
      <div className="min-w-0 flex-1">
        <Link
          to={href}
          className="line-clamp-2 font-semibold after:absolute after:inset-0 after:rounded-2xl group-hover:text-primary"
        >
          {order.product.title}
        </Link>
        <p className="mt-0.5 text-xs text-muted">
          <span className="tabular-nums">{orderNumber(order.id)}</span> · <OrderDate iso={order.createdAt} />
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <StatusBadge status={order.displayStatus} />
          <UnreadMessagesChip orderId={order.id} />
          {/* Phones have no room for a price column: it sits beside the status. */}
          <span className="ml-auto font-bold tabular-nums sm:hidden">{price}</span>
          {order.canPay ? (
            <Link
              to={`${href}/pay`}
              className={buttonClassName({
                variant: 'primary',
                size: 'sm',
                className: 'relative z-10 w-full sm:w-auto',
              })}
            >
              <CreditCard aria-hidden="true" className="size-4" />
              Оплатить
            </Link>
          ) : null}
        </div>
      </div>
      <div className="hidden shrink-0 items-center gap-1 sm:flex">
        <p className="text-right text-lg font-bold tabular-nums">{price}</p>
        <ChevronRight aria-hidden="true" className="size-5 text-subtle" />
      </div>
    </li>
  );
}

export function OrderList({ orders, profileId }: { orders: OrderView[]; profileId: string }) {
  return (
    <ul className="flex flex-col gap-2.5" aria-label="Заказы">
      {orders.map((order) => (
        <OrderCard key={order.id} order={order} profileId={profileId} />
      ))}
    </ul>
  );
}

/** Orders stuck on a failed payment or an error, above the list, so the buyer does not miss them. */
export function OrdersNeedingAttention({ orders, profileId }: { orders: OrderView[]; profileId: string }) {
  if (orders.length === 0) return null;
  return (
    <section
      aria-labelledby="attention-title"
      className="mb-4 rounded-2xl border border-danger/30 bg-danger/8 p-4"
      role="alert"
    >
      <h2 id="attention-title" className="mb-2 flex items-center gap-2 font-semibold">
        <TriangleAlert aria-hidden="true" className="size-5 text-danger" />
        {orders.length === 1 ? 'Заказу нужно ваше внимание' : 'Заказам нужно ваше внимание'}
      </h2>
      <ul className="flex flex-col gap-2">
        {orders.slice(0, 3).map((order) => {
          const href = `/${profileId}/orders/${order.id}`;
          return (
            <li key={order.id} className="flex flex-col gap-2 text-sm sm:flex-row sm:items-center sm:justify-between">
              <span className="min-w-0 text-muted">
                {order.displayStatus === 'ERROR' ? 'Ошибка в заказе' : 'Оплата не прошла'}:{' '}
                <span className="text-text">{order.product.title}</span>
              </span>
              <Link
                to={order.canPay ? `${href}/pay` : href}
                className={buttonClassName({ variant: order.canPay ? 'primary' : 'secondary', size: 'sm' })}
              >
                {order.canPay ? 'Оплатить ещё раз' : 'Открыть заказ'}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
