import { ORDER_DISPLAY_STATUS_TEXT, type OrderView } from '@lootmarket/domain';
import clsx from 'clsx';
import { useEffect } from 'react';
import { Spinner } from '#app/components/ui/spinner';
import { COUNTDOWN_LABEL, pollIntervalMs, STATUS_TONE } from './order-actions';
import { OrderActionsBar } from './order-actions-bar';
import type { OrderViewer } from './order-client';
import { DeadlineCountdown } from '#app/components/deadline-countdown';
import { DisputeOutcome } from '#app/components/dispute-outcome';
import { ReopenedNotice } from '#app/components/reopened-notice';
import { orderNumber } from './order-format';
import { DeliveredItems } from './delivered-items';
import { DeliveryPictures } from './delivery-pictures';
import { OrderDate, OrderSummary } from './order-summary';
import { STATUS_ICON, TONE_CLASSES } from './status-badge';

const GLOW: Record<string, string> = {
  success: 'from-success/15',
  warning: 'from-warning/15',
  danger: 'from-danger/15',
  info: 'from-info/15',
  neutral: 'from-surface-3/60',
};

/** Asks the server again every few seconds while the status may change on its own (the bank, the seller). */
export function useOrderPolling(order: OrderView, refresh: () => void): void {
  const interval = pollIntervalMs(order.displayStatus);
  useEffect(() => {
    if (interval === null) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') refresh();
    }, interval);
    return () => window.clearInterval(timer);
  }, [interval, refresh]);
}

/** The status block: what is happening, by when, and what the buyer can do about it. */
function StatusHero({
  order,
  viewer,
  onChanged,
  refresh,
}: {
  order: OrderView;
  viewer: OrderViewer;
  onChanged: (order: OrderView) => void;
  refresh: () => void;
}) {
  const text = ORDER_DISPLAY_STATUS_TEXT[order.displayStatus];
  const tone = STATUS_TONE[order.displayStatus];
  const Icon = STATUS_ICON[order.displayStatus];
  const countdownLabel = COUNTDOWN_LABEL[order.displayStatus];
  return (
    <section
      aria-labelledby="order-status-title"
      className={clsx(
        'overflow-hidden rounded-2xl border border-border bg-gradient-to-b to-surface to-60% p-5 sm:p-7',
        GLOW[tone],
      )}
      data-display-status={order.displayStatus}
    >
      <div className="flex flex-col gap-5">
        <div className="flex items-start gap-4">
          <span className={clsx('grid size-14 shrink-0 place-items-center rounded-2xl ring-1', TONE_CLASSES[tone])}>
            <Icon aria-hidden="true" className="size-7" />
          </span>
          <div className="min-w-0">
            <p className="text-sm text-muted">
              Заказ <span className="tabular-nums">{orderNumber(order.id)}</span>
            </p>
            <h1 id="order-status-title" className="text-2xl font-extrabold sm:text-3xl">
              {text.title}
            </h1>
          </div>
        </div>
        <p className="max-w-prose text-[15px] leading-relaxed text-muted">
          {statusDescription(order, text.description)}
        </p>
        {countdownLabel && order.deadline ? (
          <div className="sm:max-w-xs">
            <DeadlineCountdown
              key={order.deadline}
              label={countdownLabel}
              deadline={order.deadline}
              onExpired={refresh}
            />
          </div>
        ) : null}
        {order.status === 'AWAITING_PAYMENT' ? (
          // The bank may send the buyer back before it tells us; paying twice is impossible (the same attempt reopens).
          <p className="flex items-center gap-2 text-sm text-muted" data-testid="payment-check">
            <Spinner size="sm" label={null} />
            Если вы уже оплатили, статус обновится автоматически.
          </p>
        ) : null}
        <OrderActionsBar order={order} viewer={viewer} onChanged={onChanged} />
      </div>
    </section>
  );
}

/** An order as its buyer follows it: the status with its timer and actions, what was delivered, and the order itself. */
export function OrderStatusView({
  order,
  viewer,
  onChanged,
  refresh,
}: {
  order: OrderView;
  viewer: OrderViewer;
  onChanged: (order: OrderView) => void;
  refresh: () => void;
}) {
  useOrderPolling(order, refresh);
  return (
    <div className="flex flex-col gap-4 sm:gap-5">
      <StatusHero order={order} viewer={viewer} onChanged={onChanged} refresh={refresh} />
      <ReopenedNotice order={order} side="buyer" />
      <DisputeOutcome order={order} side="buyer" />
      {order.delivery ? (
        <DeliveredItems
          keys={order.delivery.keys}
          text={order.delivery.text}
          mailedToGuest={viewer.kind === 'guest'}
          pictures={order.delivery.keys.length === 0 ? <DeliveryPictures orderId={order.id} viewer={viewer} /> : null}
        />
      ) : null}
      <OrderSummary order={order} />
      {order.deliveredAt ? (
        <p className="text-center text-xs text-subtle">
          Выдан <OrderDate iso={order.deliveredAt} />
        </p>
      ) : null}
    </div>
  );
}

/** A split dispute also ends «completed»: the buyer reads that part of the money came back, not a thank-you. */
export function statusDescription(order: OrderView, description: string): string {
  if (order.dispute?.decision !== 'partial_refund') return description;
  return 'Спор решён: часть оплаты вернётся вам, остальное получил продавец. Подробности — ниже.';
}
