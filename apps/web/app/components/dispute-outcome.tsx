import {
  DISPUTE_DECISION_LABELS,
  REFUND_DESTINATION,
  formatMoneyValue,
  type Money,
  type OrderView,
} from '@lootmarket/domain';
import clsx from 'clsx';
import { Gavel, Scale } from 'lucide-react';
import { LocalTime } from './local-time';

/**
 * The order's dispute as both parties see it: open with the buyer's reason, or decided with what went
 * back to the buyer and what the seller got.
 */
export function DisputeOutcome({ order, side }: { order: OrderView; side: 'buyer' | 'seller' }) {
  const { dispute } = order;
  if (!dispute) return null;
  const resolved = dispute.state === 'resolved';
  const refunded = dispute.refunded?.amount ?? 0;
  const kept: Money = { amount: order.amount.amount - refunded, currency: order.amount.currency };
  const Icon = resolved ? Gavel : Scale;
  // Staff refunded with no dispute opened: it reads as support's decision, with its public reason (decision 050).
  const bySupport = dispute.byStaff === true;
  const title = bySupport
    ? 'Возврат по решению поддержки'
    : resolved && dispute.decision
      ? `Спор решён: ${DISPUTE_DECISION_LABELS[dispute.decision].toLowerCase()}`
      : 'Открыт спор';
  return (
    <section
      aria-label={bySupport ? 'Возврат по решению поддержки' : resolved ? 'Решение по спору' : 'Спор по заказу'}
      data-testid="dispute-outcome"
      className={clsx(
        'flex items-start gap-3 rounded-2xl border p-4 sm:p-5',
        resolved ? 'border-info/40 bg-info/5' : 'border-danger/40 bg-danger/5',
      )}
    >
      <span
        className={clsx(
          'grid size-10 shrink-0 place-items-center rounded-xl',
          resolved ? 'bg-info/15 text-info' : 'bg-danger/15 text-danger',
        )}
      >
        <Icon aria-hidden className="size-5" />
      </span>
      <div className="min-w-0 space-y-1 text-sm">
        <p className="font-semibold">{title}</p>
        {bySupport ? null : (
          <p className="text-muted">
            Причина: {dispute.reasonLabel} · открыт{' '}
            <LocalTime
              iso={dispute.openedAt}
              format={{ day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' }}
            />
          </p>
        )}
        {resolved ? (
          <p>
            {side === 'buyer' ? 'Вам возвращено' : 'Покупателю возвращено'}{' '}
            <b className="tabular-nums">{formatMoneyValue({ amount: refunded, currency: order.amount.currency })}</b> из{' '}
            <span className="tabular-nums">{formatMoneyValue(order.amount)}</span>
            {kept.amount > 0 ? (
              <>
                {side === 'buyer' ? ', продавец получает ' : ', вы получаете '}
                <span className="tabular-nums">{formatMoneyValue(kept)}</span>
                {side === 'seller' ? ' до вычета комиссии' : null}
              </>
            ) : null}
            .
            {refunded > 0 && side === 'buyer'
              ? ` Деньги вернутся ${REFUND_DESTINATION} в течение нескольких дней.`
              : null}
          </p>
        ) : (
          <p>Оплата удерживается, пока служба поддержки не примет решение. Обсуждение идёт в переписке по заказу.</p>
        )}
        {resolved && dispute.note ? (
          <p data-testid="dispute-note">
            {bySupport ? 'Причина' : 'Решение поддержки'}: {dispute.note}
          </p>
        ) : null}
      </div>
    </section>
  );
}
