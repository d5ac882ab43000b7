import { coverImagePath, formatMoneyValue, orderSizeText, type OrderView } from '@lootmarket/domain';
import { ChevronRight, Timer } from 'lucide-react';
import { Link } from 'react-router';
import { UnreadMessagesChip } from '#app/components/unread-messages-chip';
import { ProductCover } from '#app/components/product-cover';
import { Countdown } from './countdown';
import { orderPayout } from './seller-order-net';
import { sellerOrderNumber } from './seller-order-status';
import { SellerStatusBadge } from './seller-status-badge';

export const orderDate = new Intl.DateTimeFormat('ru-RU', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Moscow',
});

/** One order of the shop: the whole card opens it; the deadline shows what the seller must do by when. */
export function SellerOrderCard({ order, href }: { order: OrderView; href: string }) {
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
          <span className="tabular-nums">{sellerOrderNumber(order.id)}</span> ·{' '}
          {orderSizeText(order.product, order.quantity)} · {orderDate.format(new Date(order.createdAt))}
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <SellerStatusBadge order={order} />
          <UnreadMessagesChip orderId={order.id} />
          {order.deadline && (order.displayStatus === 'PROCESSING' || order.displayStatus === 'IN_PROGRESS') ? (
            <span className="inline-flex items-center gap-1 text-xs text-muted">
              <Timer aria-hidden="true" className="size-3.5" />
              <Countdown deadline={order.deadline} className="tabular-nums" />
            </span>
          ) : null}
        </div>
      </div>
      <div className="flex shrink-0 items-center gap-1 self-start sm:self-center">
        <div className="text-right">
          <p className="font-bold tabular-nums sm:text-lg">{formatMoneyValue(order.amount)}</p>
          <p className="text-xs text-success tabular-nums">вам {formatMoneyValue(orderPayout(order).net)}</p>
        </div>
        <ChevronRight aria-hidden="true" className="hidden size-5 text-subtle sm:block" />
      </div>
    </li>
  );
}
