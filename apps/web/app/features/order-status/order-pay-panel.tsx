import { formatMoneyValue, type OrderView } from '@lootmarket/domain';
import { CreditCard, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '#app/components/ui/button';
import { useToast } from '#app/components/ui/toast';
import { failureMessage } from '#app/lib/api/api-error';
import { payForOrder } from './order-client';
import { DeadlineCountdown } from '#app/components/deadline-countdown';
import { orderNumber } from './order-format';
import { OrderSummary } from './order-summary';

/** /orders/{id}/pay: the amount, the time left to pay, and one button to the bank. */
export function OrderPayPanel({
  order,
  detailsHref,
  onExpired,
}: {
  order: OrderView;
  detailsHref: string;
  onExpired: () => void;
}) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  async function pay() {
    setBusy(true);
    try {
      await payForOrder(order.id, { kind: 'user' });
    } catch (error) {
      toast.show({ type: 'error', message: failureMessage(error, 'Не удалось перейти к оплате. Попробуйте ещё раз') });
      setBusy(false);
    }
  }
  return (
    <div className="flex flex-col gap-4 sm:gap-5">
      <section
        aria-labelledby="pay-title"
        className="rounded-2xl border border-border bg-gradient-to-b from-primary/15 to-surface to-60% p-5 sm:p-7"
      >
        <p className="text-sm text-muted">
          Заказ <span className="tabular-nums">{orderNumber(order.id)}</span>
        </p>
        <h1 id="pay-title" className="text-2xl font-extrabold sm:text-3xl">
          Оплата заказа
        </h1>
        <p className="mt-4 text-sm text-muted">К оплате</p>
        <p className="text-3xl font-extrabold tabular-nums sm:text-4xl">{formatMoneyValue(order.amount)}</p>
        <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-stretch">
          {order.deadline ? (
            <div className="sm:w-64">
              <DeadlineCountdown label="Оплатить в течение" deadline={order.deadline} onExpired={onExpired} />
            </div>
          ) : null}
          <Button size="lg" icon={<CreditCard />} loading={busy} onClick={() => void pay()} className="sm:self-center">
            Оплатить {formatMoneyValue(order.amount)}
          </Button>
        </div>
        <p className="mt-4 flex items-center gap-2 text-xs text-subtle">
          <ShieldCheck aria-hidden="true" className="size-4 shrink-0 text-success" />
          Оплата картой или через СБП. Деньги у Лутмаркета до подтверждения получения.
        </p>
      </section>
      <OrderSummary order={order} />
      <Link to={detailsHref} className="self-center text-sm text-muted hover:text-text">
        Подробнее о заказе
      </Link>
    </div>
  );
}
