import { maskKey, type OrderEventType, type OrderStage, type OrderView } from '@lootmarket/domain';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../platform/http/app-error';
import type { StaffActor } from '../../platform/http/staff-permission';
import type { AuditRecorder } from '../audit/audit.ports';
import type { OrderLifecycle } from './orders.lifecycle';
import { createOrdersRepo, isOrderId, type OrderRow } from './orders.repo';

export const SUPPORT_ACTIONS = {
  approve: 'SUPPORT_APPROVED',
  release: 'SUPPORT_RELEASED',
  refund: 'SUPPORT_REFUNDED',
} as const satisfies Record<string, OrderEventType>;
export type SupportAction = keyof typeof SUPPORT_ACTIONS;

interface SupportDeps {
  audit: AuditRecorder;
  db: Db;
  lifecycle: OrderLifecycle;
  now: () => number;
  view(row: OrderRow, tx?: Db): Promise<OrderView>;
  /** Hands over an approved order's reserved keys. */
  deliver(tx: Db, row: OrderRow): Promise<OrderRow>;
  /** Decides a disputed order, so the dispute is closed and its conversation told whichever way support acts. */
  decideDispute(tx: Db, row: OrderRow, request: { decision: 'release' | 'refund' }, adminId: number): Promise<OrderRow>;
}

/** Support's side: disputes and risk holds, resolved by releasing the money, refunding it or clearing the hold. */
export function createSupportOrders({ db, audit, lifecycle, now, view, deliver, decideDispute }: SupportDeps) {
  /** The decision's audit row, in its transaction (decision 050). */
  const record = (tx: Db, orderId: string, action: SupportAction, staff: StaffActor) =>
    audit.record(tx, {
      action: 'orders.resolve',
      actor: staff.actor,
      request: staff.request,
      target: { type: 'orders', id: orderId },
      after: { action },
    });

  return {
    /** Orders waiting for support in one stage (disputed, manual_approve, error), newest first. */
    async listForSupport(
      stage: Extract<OrderStage, 'disputed' | 'manual_approve' | 'error'>,
    ): Promise<{ items: OrderView[]; total: number }> {
      const rows = await createOrdersRepo(db).listByStage(stage, 200);
      // Support sees keys only masked; the whole keys come through the recorded reveal of the dispute case.
      const items = (await Promise.all(rows.map((row) => view(row)))).map((order) =>
        order.delivery ? { ...order, delivery: { ...order.delivery, keys: order.delivery.keys.map(maskKey) } } : order,
      );
      return { items, total: rows.length };
    },

    /** Applies support's decision; an action that does not fit the order's state is 409. */
    async resolveBySupport(orderId: string, action: SupportAction, staff: StaffActor): Promise<OrderView> {
      const adminId = staff.staffId;
      return inTransaction(db, async (tx) => {
        const row = isOrderId(orderId) ? await createOrdersRepo(tx).lockById(orderId) : undefined;
        if (!row) throw new AppError('NOT_FOUND', 'Заказ не найден');
        if (row.stage === 'disputed' && action !== 'approve') {
          const decided = await decideDispute(tx, row, { decision: action }, adminId);
          await record(tx, orderId, action, staff);
          return view(decided, tx);
        }
        const { result, row: updated } = await lifecycle.tryApply(
          tx,
          row,
          SUPPORT_ACTIONS[action],
          now(),
          'support',
          {},
          { adminId },
        );
        if (!result.ok)
          throw new AppError('CONFLICT', result.message, {
            reason: result.reason,
            status: row.status,
            stage: row.stage,
          });
        const done = action === 'approve' ? await deliver(tx, updated) : updated;
        await record(tx, orderId, action, staff);
        return view(done, tx);
      });
    },
  };
}
