import { ORDER_TIMING, REOPEN_REFUSED_MESSAGE, type Money } from '@lootmarket/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/http/app-error';
import { createDisputesRepo } from './order-disputes.repo';
import { orderReference, type OrderLifecycle } from './orders.lifecycle';
import type { OrdersServiceDeps } from './orders.ports';
import { createOrdersRepo, isOrderId } from './orders.repo';

const DAY_MS = 86_400_000;
/** How long after completion staff may still re-open an order for a complaint (decision 050). */
export const REOPEN_WITHIN_DAYS = 30;
export const DISPUTED_BEFORE_MESSAGE = 'По заказу уже решён спор — его решение окончательное';

export interface ReopenedOrder {
  /** What went back into escrow: the seller's part and the platform's fee. */
  amount: Money;
  /** Where the seller's part came from: income still on hold, or the wallet. */
  from: 'wallet' | 'wallet_hold';
  until: Date;
}

/**
 * Staff re-open a completed order for a complaint (decision 050), in the caller's transaction: the seller's
 * income goes back into escrow through the ledger, the order waits for the buyer again for 48 hours — a dispute
 * then takes the usual course, silence completes it again — and both parties see why.
 */
export function createOrderReopening({
  deps,
  lifecycle,
  now,
}: {
  deps: Pick<OrdersServiceDeps, 'ledger'>;
  lifecycle: OrderLifecycle;
  now: () => number;
}) {
  return {
    async reopenByStaff(tx: Db, orderId: string, reason: string, staffId: number): Promise<ReopenedOrder> {
      const repo = createOrdersRepo(tx);
      const row = isOrderId(orderId) ? await repo.lockById(orderId) : undefined;
      if (!row) throw new AppError('NOT_FOUND', 'Заказ не найден');
      if (row.status !== 'COMPLETED' || row.reopenedAt !== null)
        throw new AppError('CONFLICT', REOPEN_REFUSED_MESSAGE, { status: row.status });
      const at = now();
      const completedAt = (await repo.findEvents(row.id)).findLast((event) => event.toStatus === 'COMPLETED')?.at;
      if (!completedAt || at - completedAt.getTime() > REOPEN_WITHIN_DAYS * DAY_MS)
        throw new AppError('REOPEN_WINDOW_PASSED');
      if (await createDisputesRepo(tx).lock(row.id)) throw new AppError('CONFLICT', DISPUTED_BEFORE_MESSAGE);
      const from = await deps.ledger.incomeAccountForReversal(tx, orderReference(row.id), row.sellerId, new Date(at));
      const { amount } = await deps.ledger.reopenEscrow(tx, {
        reference: orderReference(row.id),
        payeeUserId: row.sellerId,
        from,
        actor: { type: 'staff', id: String(staffId) },
      });
      const { result } = await lifecycle.tryApply(
        tx,
        row,
        'SUPPORT_REOPENED',
        at,
        'support',
        { reopenReason: reason },
        { adminId: staffId, reason },
      );
      if (!result.ok) throw new AppError('CONFLICT', result.message, { status: row.status });
      return { amount, from, until: new Date(at + ORDER_TIMING.reopenWindowMs) };
    },
  };
}
