import {
  SELLER_ORDER_STATUSES,
  type OrderView,
  type SellerOrderStatus,
  type SellerOrderStatusRequest,
  type SellerRefuseRequest,
} from '@lootmarket/domain';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../platform/http/app-error';
import type { OrderLifecycle } from './orders.lifecycle';
import { createOrdersRepo, type OrderRow } from './orders.repo';

interface SellerDeps {
  db: Db;
  lifecycle: OrderLifecycle;
  now: () => number;
  view(row: OrderRow, tx?: Db): Promise<OrderView>;
}

/** The seller's side of manual delivery: the orders to fulfil, accepting them and handing them over. */
export function createSellerOrders({ db, lifecycle, now, view }: SellerDeps) {
  const repo = createOrdersRepo(db);
  return {
    /** The seller's paid orders, newest first, optionally of one seller-side status or just the one order. */
    async listSellerOrders(
      sellerId: number,
      status: SellerOrderStatus | undefined,
      limit: number,
      offset: number,
      orderId?: string,
    ) {
      const [rows, total] = await Promise.all([
        repo.listBySeller(sellerId, status, limit, offset, orderId),
        repo.countBySeller(sellerId, status, orderId),
      ]);
      return { items: await Promise.all(rows.map((row) => view(row))), total };
    },

    /** How many of the seller's orders are in each seller-side status. */
    async sellerStats(sellerId: number) {
      const counts = await Promise.all(
        SELLER_ORDER_STATUSES.map(async (status) => [status, await repo.countBySeller(sellerId, status)] as const),
      );
      return { counts: Object.fromEntries(counts) as Record<SellerOrderStatus, number> };
    },

    /** Accepts (IN_PROGRESS) or delivers (DELIVERED, with the text the buyer will see) one of the seller's orders. */
    async setSellerStatus(sellerId: number, request: SellerOrderStatusRequest): Promise<OrderView> {
      return inTransaction(db, async (tx) => {
        const row = await createOrdersRepo(tx).lockById(request.id);
        if (!row || row.sellerId !== sellerId || row.sellerClockAt === null || row.stage === 'manual_approve') {
          throw new AppError('NOT_FOUND', 'Заказ не найден');
        }
        const updated =
          request.status === 'IN_PROGRESS'
            ? await lifecycle.apply(tx, row, 'SELLER_ACCEPTED', now(), 'seller')
            : await lifecycle.apply(tx, row, 'SELLER_DELIVERED', now(), 'seller', { deliveryText: request.text });
        return view(updated, tx);
      });
    },

    /**
     * Refuses a paid order before delivering it: the order is cancelled, the buyer refunded through the
     * usual refund job and told the reason, which stays in the order's history.
     */
    async refuseOrder(sellerId: number, request: SellerRefuseRequest): Promise<OrderView> {
      return inTransaction(db, async (tx) => {
        const row = await createOrdersRepo(tx).lockById(request.id);
        if (!row || row.sellerId !== sellerId || row.sellerClockAt === null || row.stage === 'manual_approve') {
          throw new AppError('NOT_FOUND', 'Заказ не найден');
        }
        const { result, row: updated } = await lifecycle.tryApply(
          tx,
          row,
          'SELLER_REFUSED',
          now(),
          'seller',
          {},
          { reason: request.reason },
        );
        if (!result.ok)
          throw new AppError('CONFLICT', result.message, {
            reason: result.reason,
            status: row.status,
            stage: row.stage,
          });
        return view(updated, tx);
      });
    },
  };
}
