import type { StaffReopenResult } from '@lootmarket/domain';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { AuditRecorder } from '../audit/audit.ports';
import type { ApprovalActor } from './approvals.service';

/** What orders do to re-open a completed order, in the caller's transaction. */
export interface ReopenableOrders {
  reopenByStaff(
    tx: Db,
    orderId: string,
    reason: string,
    staffId: number,
  ): Promise<{ amount: StaffReopenResult['amount']; from: 'wallet' | 'wallet_hold'; until: Date }>;
}

/**
 * The console's re-opening of a completed order for a complaint (decision 050): the order's change, the
 * seller's money back into escrow and the `order.reopen` audit row are one transaction.
 */
export function createOrderReopeningConsole({
  db,
  audit,
  orders,
}: {
  db: Db;
  audit: AuditRecorder;
  orders: ReopenableOrders;
}) {
  return {
    reopen: (orderId: string, reason: string, actor: ApprovalActor): Promise<StaffReopenResult> =>
      inTransaction(db, async (tx) => {
        const done = await orders.reopenByStaff(tx, orderId, reason, actor.staffId);
        const until = done.until.toISOString();
        await audit.record(tx, {
          action: 'order.reopen',
          actor: actor.actor,
          request: actor.request,
          target: { type: 'order', id: orderId },
          reason,
          after: { amount: done.amount.amount, currency: done.amount.currency, from: done.from, until },
        });
        return { amount: done.amount, until };
      }),
  };
}

export type OrderReopeningConsole = ReturnType<typeof createOrderReopeningConsole>;
