import type { OrderView } from '@lootmarket/domain';
import { RotateCcw } from 'lucide-react';
import { LocalTime } from './local-time';

const DATE_TIME: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' };

/**
 * A completed order support re-opened for a complaint (decision 050), as both parties see it: why, and until
 * when the buyer may open a dispute before the order completes again.
 */
export function ReopenedNotice({ order, side }: { order: OrderView; side: 'buyer' | 'seller' }) {
  const { reopened } = order;
  if (!reopened) return null;
  const waiting = order.status === 'PROCESSING' && order.stage === 'delivered';
  return (
    <section
      aria-label="Заказ открыт повторно"
      data-testid="reopened-notice"
      className="flex items-start gap-3 rounded-2xl border border-warning/40 bg-warning/5 p-4 sm:p-5"
    >
      <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-warning/15 text-warning">
        <RotateCcw aria-hidden className="size-5" />
      </span>
      <div className="min-w-0 space-y-1 text-sm">
        <p className="font-semibold">Поддержка открыла заказ повторно</p>
        <p className="text-muted">Причина: {reopened.reason}</p>
        {waiting ? (
          <p>
            {side === 'buyer'
              ? 'Если с товаром проблема, откройте спор до '
              : 'Оплата снова на удержании. Если покупатель не откроет спор до '}
            <LocalTime iso={reopened.until} format={DATE_TIME} />
            {side === 'buyer' ? ', иначе заказ снова завершится.' : ', заказ снова завершится и деньги вернутся к вам.'}
          </p>
        ) : null}
      </div>
    </section>
  );
}
