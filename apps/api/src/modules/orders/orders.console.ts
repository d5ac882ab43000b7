import {
  maskKey,
  type DisputeDecisionRequest,
  type Money,
  type OrderView,
  type StaffOrder,
  type StaffOrderEvent,
  type StaffOrderList,
  type StaffRefundRequest,
  type SupportOrderListQuery,
} from '@lootmarket/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/http/app-error';
import { createStaffOrdersRepo, type StaffOrderMatch } from './orders-staff.repo';
import { createOrdersRepo, isOrderId, type OrderRow } from './orders.repo';
import type { OrdersServiceDeps } from './orders.ports';

const DAY_MS = 86_400_000;
const SELLER_NUMBER = /^(?:№\s*)?([0-9a-f]{8})$/i;

export const ORDER_NOT_REFUNDABLE_MESSAGE = 'Вернуть деньги можно только по оплаченному заказу, который ещё не закрыт';
export const PARTIAL_REFUND_STAGE_MESSAGE = 'Частично вернуть можно только выданный заказ или заказ со спором';
export const PARTIAL_REFUND_AMOUNT_MESSAGE = 'Сумма частичного возврата должна быть меньше суммы заказа';

interface StaffOrdersDeps {
  db: Db;
  deps: Pick<OrdersServiceDeps, 'users' | 'keys'>;
  view(row: OrderRow, tx?: Db): Promise<OrderView>;
  /** Refunds through the dispute decision, so the buyer is told the amount and the reason as a dispute tells them. */
  decideLocked(tx: Db, row: OrderRow, request: DisputeDecisionRequest, adminId: number): Promise<OrderRow>;
}

/** Staff see keys only masked; the whole keys come through the recorded reveal of a dispute case. */
export const maskedView = (order: OrderView): OrderView =>
  order.delivery ? { ...order, delivery: { ...order.delivery, keys: order.delivery.keys.map(maskKey) } } : order;

/** The whole order and the part of it a refund asks for; refuses what cannot be refunded, changing nothing. */
export function refundAmountOf(row: OrderRow, request: Pick<StaffRefundRequest, 'full' | 'amount'>): number {
  if (row.status !== 'PROCESSING') throw new AppError('CONFLICT', ORDER_NOT_REFUNDABLE_MESSAGE, { status: row.status });
  if (request.full) return row.amountMinor;
  const amount = request.amount ?? 0;
  if (amount >= row.amountMinor)
    throw new AppError('VALIDATION_FAILED', PARTIAL_REFUND_AMOUNT_MESSAGE, {
      issues: [{ path: '/amount', message: PARTIAL_REFUND_AMOUNT_MESSAGE }],
      max: row.amountMinor - 1,
    });
  if (row.stage !== 'delivered' && row.stage !== 'disputed')
    throw new AppError('CONFLICT', PARTIAL_REFUND_STAGE_MESSAGE, { stage: row.stage });
  return amount;
}

/** The console's side of orders: find any order, read its history, refund it with a reason. */
export function createStaffOrders({ db, deps, view, decideLocked }: StaffOrdersDeps) {
  /** What the search text may be: an id, the seller's number, an e-mail, a seller, a key fragment. */
  async function matchOf(text: string): Promise<StaffOrderMatch> {
    const seller = SELLER_NUMBER.exec(text);
    const numeric = /^\d{1,15}$/.test(text) ? Number(text) : null;
    const [people, keyOrders] = await Promise.all([
      deps.users.idsMatching?.(text) ?? [],
      deps.keys.ordersByKeyFragment?.(text) ?? [],
    ]);
    return {
      ids: [...(isOrderId(text) ? [text.toLowerCase()] : []), ...keyOrders],
      idPrefix: seller ? seller[1]!.toLowerCase() : null,
      buyerEmail: text.includes('@') ? text.toLowerCase() : null,
      buyerUserIds: [...people, ...(numeric === null ? [] : [numeric])],
      sellerIds: [...people, ...(numeric === null ? [] : [numeric])],
    };
  }

  async function staffOrders(rows: OrderRow[], tx: Db = db): Promise<StaffOrder[]> {
    const emails = (await deps.users.emailsOf?.(rows.flatMap((row) => row.buyerUserId ?? []))) ?? new Map();
    return Promise.all(
      rows.map(async (row) => ({
        ...maskedView(await view(row, tx)),
        buyer: {
          id: row.buyerUserId === null ? null : String(row.buyerUserId),
          email: row.buyerEmail ?? (row.buyerUserId === null ? null : (emails.get(row.buyerUserId) ?? null)),
        },
      })),
    );
  }

  return {
    /** Every order matching the search and the filters, newest first, keys masked. */
    async searchForStaff(query: SupportOrderListQuery): Promise<StaffOrderList> {
      const text = query.q?.trim() ?? '';
      const { rows, total } = await createStaffOrdersRepo(db).search({
        match: text ? await matchOf(text) : null,
        status: query.status,
        from: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
        to: query.to ? new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY_MS) : undefined,
        sellerId: query.sellerId,
        limit: query.limit,
        offset: query.offset,
      });
      return { items: await staffOrders(rows), total };
    },

    /** One order as staff see it, with every step of its history. */
    async staffOrderDetail(orderId: string): Promise<{ order: StaffOrder; events: StaffOrderEvent[] }> {
      const row = isOrderId(orderId) ? await createOrdersRepo(db).findById(orderId) : undefined;
      if (!row) throw new AppError('NOT_FOUND', 'Заказ не найден');
      const [[order], events] = await Promise.all([staffOrders([row]), createOrdersRepo(db).findEvents(row.id)]);
      return {
        order: order!,
        events: events.map((event) => {
          const details = (event.details ?? {}) as { note?: unknown; reason?: unknown; refunded?: unknown };
          const note = [details.note, details.reason].find((value) => typeof value === 'string') as string | undefined;
          return {
            type: event.type,
            fromStatus: event.fromStatus,
            toStatus: event.toStatus,
            toStage: event.toStage,
            actor: event.actor,
            at: event.at.toISOString(),
            note: note ?? null,
            refunded:
              typeof details.refunded === 'number' && details.refunded > 0
                ? { amount: details.refunded, currency: row.currency }
                : null,
          };
        }),
      };
    },

    /** What a refund asks for, checked against the order as it is now (the four-eyes line is drawn on it). */
    async refundQuote(orderId: string, request: Pick<StaffRefundRequest, 'full' | 'amount'>): Promise<Money> {
      const row = isOrderId(orderId) ? await createOrdersRepo(db).findById(orderId) : undefined;
      if (!row) throw new AppError('NOT_FOUND', 'Заказ не найден');
      return { amount: refundAmountOf(row, request), currency: row.currency };
    },

    /**
     * Refunds the whole order or part of it in the caller's transaction, as a support decision: the money
     * goes back through the ledger, the buyer sees the amount and the reason on the order page, in the
     * conversation and in the mail.
     */
    async refundByStaff(tx: Db, orderId: string, request: StaffRefundRequest, staffId: number): Promise<Money> {
      const row = isOrderId(orderId) ? await createOrdersRepo(tx).lockById(orderId) : undefined;
      if (!row) throw new AppError('NOT_FOUND', 'Заказ не найден');
      const amount = refundAmountOf(row, request);
      const decision: DisputeDecisionRequest = request.full
        ? { decision: 'refund', note: request.reason }
        : { decision: 'partial_refund', refundAmount: amount, note: request.reason };
      await decideLocked(tx, row, decision, staffId);
      return { amount, currency: row.currency };
    },
  };
}
