import type { StaffActor } from '../../platform/http/staff-permission';
import {
  feeBasisPointsFor,
  isAutoDelivery,
  maskKey,
  ORDER_ACTOR_LABELS,
  ORDER_EVENT_LABELS,
  orderDisplayStatus,
  type DisputeCase,
  type DisputeListItem,
  type DisputeListResponse,
  type DisputeState,
  type KeyReveal,
} from '@lootmarket/domain';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../platform/http/app-error';
import { createDisputesRepo, type KeyRevealRow, type PartyKey } from './order-disputes.repo';
import { toDisputeView } from './orders.disputes';
import { createOrdersRepo, isOrderId, type OrderRow } from './orders.repo';
import type { OrdersServiceDeps } from './orders.ports';
import { machineState } from './orders.view';
import { openInputs } from './orders.secrets';

const NO_KEYS_MESSAGE = 'В заказе нет выданных ключей';

/** Support's reading of disputes: the searchable list, one case in full, and the recorded key reveal. */
export function createDisputeCases({ db, deps, now }: { db: Db; deps: OrdersServiceDeps; now: () => number }) {
  const repo = createDisputesRepo(db);

  async function orderOr404(orderId: string): Promise<OrderRow> {
    const row = isOrderId(orderId) ? await createOrdersRepo(db).findById(orderId) : undefined;
    if (!row) throw new AppError('NOT_FOUND', 'Заказ не найден');
    return row;
  }

  async function revealsOf(rows: KeyRevealRow[]): Promise<KeyReveal[]> {
    const names = await deps.users.findPublicCards([...new Set(rows.map((row) => row.adminId))]);
    return rows.map((row) => ({
      adminId: String(row.adminId),
      adminName: names.get(row.adminId)?.name ?? 'Администратор',
      at: row.at.toISOString(),
    }));
  }

  const soldKeys = async (orderId: string): Promise<string[]> =>
    (await deps.keys.soldKeys([orderId], db)).get(orderId) ?? [];

  return {
    async listDisputes(query: {
      state: DisputeState;
      q?: string | undefined;
      limit: number;
      offset: number;
    }): Promise<DisputeListResponse> {
      const [rows, total, open, resolved] = await Promise.all([
        repo.list(query.state, query.q, query.limit, query.offset),
        repo.count(query.state, query.q),
        repo.count('open', undefined),
        repo.count('resolved', undefined),
      ]);
      const items: DisputeListItem[] = rows.map(({ dispute, productTitle, amountMinor, currency }) => ({
        orderId: dispute.orderId,
        productTitle,
        amount: { amount: amountMinor, currency },
        buyer: {
          id: dispute.buyerUserId === null ? null : String(dispute.buyerUserId),
          name: dispute.buyerName,
          email: dispute.buyerEmail,
        },
        seller: { id: String(dispute.sellerId), name: dispute.sellerName, email: null },
        text: dispute.text,
        dispute: toDisputeView(dispute, currency),
      }));
      return { items, total, counts: { open, resolved } };
    },

    /** Everything a dispute is judged on, keys masked: the whole keys only through the recorded reveal. */
    async disputeCase(orderId: string): Promise<DisputeCase> {
      const row = await orderOr404(orderId);
      const buyerKey: PartyKey | null =
        row.buyerUserId !== null
          ? { buyerUserId: row.buyerUserId }
          : row.buyerEmail
            ? { buyerEmail: row.buyerEmail }
            : null;
      const [dispute, events, inputs, keys, reveals, conversation, buyerHistory, sellerHistory, cards] =
        await Promise.all([
          repo.find(row.id),
          createOrdersRepo(db).findEvents(row.id),
          createOrdersRepo(db)
            .findInputs(row.id)
            .then((stored) => openInputs(stored, row.status, deps.inputSealer)),
          soldKeys(row.id),
          repo.reveals(row.id).then(revealsOf),
          deps.conversation ? deps.conversation.supportView(row.id) : Promise.resolve([]),
          buyerKey ? repo.history(buyerKey) : Promise.resolve({ deals: 0, refunds: 0, disputes: 0 }),
          repo.history({ sellerId: row.sellerId }),
          deps.users.findPublicCards(row.buyerUserId === null ? [row.sellerId] : [row.sellerId, row.buyerUserId]),
        ]);
      return {
        orderId: row.id,
        productTitle: row.productTitle,
        amount: { amount: row.amountMinor, currency: row.currency },
        feeBasisPoints: feeBasisPointsFor({ source: 'order', productType: row.productType }),
        status: row.status,
        displayStatus: orderDisplayStatus(machineState(row)),
        createdAt: row.createdAt.toISOString(),
        inputs,
        buyer: {
          id: row.buyerUserId === null ? null : String(row.buyerUserId),
          name: (row.buyerUserId !== null && cards.get(row.buyerUserId)?.name) || 'Гость',
          email: row.buyerEmail,
          history: buyerHistory,
        },
        seller: {
          id: String(row.sellerId),
          name: cards.get(row.sellerId)?.name ?? 'Продавец',
          email: null,
          history: sellerHistory,
        },
        dispute: dispute ? { ...toDisputeView(dispute, row.currency), text: dispute.text } : null,
        timeline: events.map((event) => ({
          type: event.type,
          label: ORDER_EVENT_LABELS[event.type as keyof typeof ORDER_EVENT_LABELS] ?? event.type,
          actor: ORDER_ACTOR_LABELS[event.actor] ?? event.actor,
          at: event.at.toISOString(),
        })),
        delivery: {
          automatic: isAutoDelivery(row),
          deliveredAt: row.deliveredAt?.toISOString() ?? null,
          text: row.deliveryText,
          maskedKeys: keys.map(maskKey),
          reveals,
        },
        conversation,
        canDecide: row.status === 'PROCESSING' && row.stage === 'disputed',
      };
    },

    /** The order's keys unmasked for support; each look is recorded with who and when, before it is answered. */
    async revealKeys(orderId: string, staff: StaffActor): Promise<{ keys: string[]; reveals: KeyReveal[] }> {
      const row = await orderOr404(orderId);
      const keys = await soldKeys(row.id);
      if (keys.length === 0) throw new AppError('CONFLICT', NO_KEYS_MESSAGE);
      await inTransaction(db, async (tx) => {
        await createDisputesRepo(tx).insertReveal({ orderId: row.id, adminId: staff.staffId, at: new Date(now()) });
        // The keys themselves never enter the log: only that they were shown, and how many.
        await deps.audit.record(tx, {
          action: 'orders.keys.reveal',
          actor: staff.actor,
          target: { type: 'orders', id: row.id },
          after: { keys: keys.length },
          request: staff.request,
        });
      });
      return { keys, reveals: await revealsOf(await repo.reveals(row.id)) };
    },
  };
}
