import {
  coverImagePath,
  formatMoneyValue,
  formatTopUpRate,
  topUpOrderText,
  topUpWallet,
  type OrderView,
} from '@lootmarket/domain';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ProductCover } from '#app/components/product-cover';
import { SellerLink } from '#app/components/seller-link';
import { formatOrderDate, orderInputLines, orderNumber } from './order-format';

/** The server renders dates in Moscow time; the browser then shows its own zone (spec §9). */
const SERVER_TIME_ZONE = 'Europe/Moscow';

export function OrderDate({ iso }: { iso: string }) {
  const [timeZone, setTimeZone] = useState<string | undefined>(SERVER_TIME_ZONE);
  useEffect(() => setTimeZone(undefined), []);
  return <time dateTime={iso}>{formatOrderDate(iso, timeZone)}</time>;
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2.5">
      <dt className="shrink-0 text-sm text-muted">{label}</dt>
      <dd className="min-w-0 text-right text-sm font-medium break-words">{children}</dd>
    </div>
  );
}

/** What was ordered, for how much, and the details the buyer gave the seller. */
export function OrderSummary({ order }: { order: OrderView }) {
  const inputs = orderInputLines(order.inputs);
  // A Steam top-up's quantity is the amount credited (decision 027): it reads as that, not as pieces.
  const wallet = topUpWallet(order.product);
  const size = wallet
    ? `${topUpOrderText(order.product, order.quantity)} · ${formatTopUpRate(order.unitPrice, wallet)}`
    : `${order.quantity} шт. × ${formatMoneyValue(order.unitPrice)}`;
  return (
    <section aria-labelledby="summary-title" className="rounded-2xl border border-border bg-surface p-4 sm:p-5">
      <h2 id="summary-title" className="sr-only">
        Состав заказа
      </h2>
      <div className="flex items-center gap-3 border-b border-border pb-4">
        <ProductCover
          src={coverImagePath('product', order.product.slug)}
          title={order.product.title}
          seed={order.product.slug}
          className="aspect-[16/10] w-24 shrink-0 rounded-xl border border-border sm:w-28"
        />
        <div className="min-w-0">
          <Link to={`/product/${order.product.slug}`} className="line-clamp-2 font-semibold hover:text-primary">
            {order.product.title}
          </Link>
          <p className="text-sm text-muted tabular-nums" data-testid="order-size">
            {size}
          </p>
        </div>
      </div>
      <dl className="divide-y divide-border">
        <Row label="Номер заказа">
          <span className="tabular-nums">{orderNumber(order.id)}</span>
        </Row>
        <Row label="Оформлен">
          <OrderDate iso={order.createdAt} />
        </Row>
        <Row label="Продавец">
          <SellerLink seller={order.seller} />
        </Row>
        {inputs.map((line) => (
          <Row key={line.label} label={line.label}>
            {line.value}
          </Row>
        ))}
        <div className="flex items-baseline justify-between gap-4 pt-3">
          <dt className="text-sm text-muted">Итого</dt>
          <dd className="text-xl font-extrabold tabular-nums" data-testid="order-total">
            {formatMoneyValue(order.amount)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
