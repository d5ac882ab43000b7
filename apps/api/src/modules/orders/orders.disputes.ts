import {
  DISPUTE_DECISION_LABELS,
  DISPUTE_IMAGES_LIMIT_MESSAGE,
  DISPUTE_IMAGES_MAX,
  DISPUTE_REASON_LABELS,
  DISPUTE_REFUND_AMOUNT_MESSAGE,
  feeBasisPointsFor,
  formatMoneyValue,
  openDisputeFieldsSchema,
  type DisputeDecision,
  type DisputeDecisionRequest,
  type DisputeView,
  type OrderEventType,
  type OrderView,
} from '@lootmarket/domain';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../platform/http/app-error';
import type { StaffActor } from '../../platform/http/staff-permission';
import { createDisputesRepo, type DisputeRow } from './order-disputes.repo';
import { enqueueRefund, escrowReferenceOf, type OrderLifecycle } from './orders.lifecycle';
import { createOrdersRepo, isOrderId, type OrderRow } from './orders.repo';
import type { ConversationOrderRef, ConversationPicture, OrderAccess, OrdersServiceDeps } from './orders.ports';

const DECISION_EVENTS: Record<DisputeDecision, OrderEventType> = {
  release: 'SUPPORT_RELEASED',
  refund: 'SUPPORT_REFUNDED',
  partial_refund: 'SUPPORT_SPLIT',
};

export const DISPUTE_RESOLVED_MESSAGE = 'Спор по заказу уже решён';
export const DISPUTE_NOT_OPEN_MESSAGE = 'Спор по заказу не открыт';
const NO_CONVERSATION_MESSAGE = 'Споры сейчас недоступны';

/** A dispute row as the order's parties see it. */
export function toDisputeView(row: DisputeRow, currency: OrderRow['currency']): DisputeView {
  return {
    reason: row.reason,
    reasonLabel: DISPUTE_REASON_LABELS[row.reason],
    openedAt: row.openedAt.toISOString(),
    state: row.resolvedAt ? 'resolved' : 'open',
    decision: row.decision,
    refunded: row.refundedMinor === null ? null : { amount: row.refundedMinor, currency },
    note: row.note,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    byStaff: row.openedByStaff,
  };
}

const conversationOrder = (row: OrderRow): ConversationOrderRef => ({
  id: row.id,
  buyerUserId: row.buyerUserId,
  buyerEmail: row.buyerEmail,
  sellerId: row.sellerId,
  productTitle: row.productTitle,
  sellerHasOrder: row.sellerClockAt !== null,
});

/** What the whole conversation reads when support decides. */
function decisionText(
  decision: DisputeDecision,
  refunded: number,
  row: OrderRow,
  note: string | null,
  bySupport: boolean,
): string {
  const why = note ? ` Причина: ${note}` : '';
  const outcome = outcomeText(decision, refunded, row);
  // No dispute was opened: staff refunded on their own (decision 050), so nothing «решён».
  return `${bySupport ? outcome.replace('Спор решён', 'Возврат по решению поддержки') : outcome}${why}`;
}

function outcomeText(decision: DisputeDecision, refunded: number, row: OrderRow): string {
  const total = { amount: row.amountMinor, currency: row.currency };
  if (decision === 'release') return `Спор решён: ${DISPUTE_DECISION_LABELS.release.toLowerCase()}.`;
  if (decision === 'refund')
    return `Спор решён: покупателю возвращена вся сумма — ${formatMoneyValue(total)}. Заказ отменён.`;
  return `Спор решён: покупателю возвращено ${formatMoneyValue({ amount: refunded, currency: row.currency })} из ${formatMoneyValue(total)}, остальное получает продавец.`;
}

interface DisputeDeps {
  db: Db;
  deps: OrdersServiceDeps;
  lifecycle: OrderLifecycle;
  now: () => number;
  view(row: OrderRow, tx?: Db): Promise<OrderView>;
  /** Whether the asker is the order's buyer: by session, or by the token only the buyer was given. */
  isBuyer(row: OrderRow, access: OrderAccess): boolean;
}

/** Disputes: the buyer opens one with a reason, a text and pictures; support decides it. */
export function createOrderDisputes({ db, deps, lifecycle, now, view, isBuyer }: DisputeDeps) {
  const conversation = () => {
    if (!deps.conversation) throw new AppError('UNAVAILABLE', NO_CONVERSATION_MESSAGE);
    return deps.conversation;
  };

  /** The order when the asker is its buyer, locked inside `tx` when given; 404 for everyone else. */
  async function buyersOrder(orderId: string, access: OrderAccess, tx?: Db): Promise<OrderRow> {
    const row = !isOrderId(orderId)
      ? undefined
      : tx
        ? await createOrdersRepo(tx).lockById(orderId)
        : await createOrdersRepo(db).findById(orderId);
    if (!row || !isBuyer(row, access)) throw new AppError('NOT_FOUND', 'Заказ не найден');
    return row;
  }

  /** Records support's decision on a locked disputed order and tells the conversation; the caller's transaction. */
  async function decideLocked(
    tx: Db,
    row: OrderRow,
    request: DisputeDecisionRequest,
    adminId: number,
  ): Promise<OrderRow> {
    const { decision } = request;
    const refunded = decision === 'release' ? 0 : decision === 'refund' ? row.amountMinor : (request.refundAmount ?? 0);
    if (decision === 'partial_refund' && (refunded < 1 || refunded > row.amountMinor - 1))
      throw new AppError('VALIDATION_FAILED', DISPUTE_REFUND_AMOUNT_MESSAGE, {
        issues: [{ path: '/refundAmount', message: DISPUTE_REFUND_AMOUNT_MESSAGE }],
        min: 1,
        max: row.amountMinor - 1,
      });
    const at = now();
    const { result, row: updated } = await lifecycle.tryApply(
      tx,
      row,
      DECISION_EVENTS[decision],
      at,
      'support',
      {},
      {
        adminId,
        decision,
        refunded,
        note: request.note ?? null,
      },
    );
    if (!result.ok)
      throw new AppError('CONFLICT', DISPUTE_NOT_OPEN_MESSAGE, { reason: result.reason, stage: row.stage });
    if (decision === 'partial_refund') {
      await deps.ledger.splitEscrow(tx, {
        reference: escrowReferenceOf(row),
        payeeUserId: row.sellerId,
        feeBasisPoints: feeBasisPointsFor({ source: 'order', productType: row.productType }),
        source: 'order',
        refundAmount: refunded,
        ...(await lifecycle.incomeHold(tx, row, at)),
      });
      if (row.paymentId)
        await enqueueRefund(tx, row.id, row.paymentId, 'dispute_partial_refund', {
          amount: { amount: refunded, currency: row.currency },
        });
    }
    const repo = createDisputesRepo(tx);
    const bySupport = !(await repo.lock(row.id));
    if (bySupport)
      await repo.insert({ ...(await disputeRow(row, 'other', '', new Date(at), tx)), openedByStaff: true });
    await repo.resolve(row.id, {
      decision,
      refundedMinor: refunded,
      decidedBy: adminId,
      resolvedAt: new Date(at),
      note: request.note ?? null,
    });
    await deps.conversation?.postInTransaction(
      tx,
      { order: conversationOrder(row), side: 'support' },
      {
        userId: adminId,
        text: decisionText(decision, refunded, row, request.note ?? null, bySupport),
        images: [],
        notice: 'dispute_resolved',
      },
    );
    return updated;
  }

  /** The parties' names as they stand when the dispute opens, so it is found by them later. */
  async function disputeRow(
    row: OrderRow,
    reason: DisputeRow['reason'],
    text: string,
    openedAt: Date,
    tx: Db,
  ): Promise<DisputeRow> {
    const ids = row.buyerUserId === null ? [row.sellerId] : [row.sellerId, row.buyerUserId];
    const cards = await deps.users.findPublicCards(ids, tx);
    return {
      orderId: row.id,
      buyerUserId: row.buyerUserId,
      buyerEmail: row.buyerEmail,
      buyerName: (row.buyerUserId !== null && cards.get(row.buyerUserId)?.name) || 'Гость',
      sellerId: row.sellerId,
      sellerName: cards.get(row.sellerId)?.name ?? 'Продавец',
      reason,
      text,
      openedAt,
      decision: null,
      refundedMinor: null,
      decidedBy: null,
      resolvedAt: null,
      note: null,
      openedByStaff: false,
    };
  }

  return {
    decideLocked,

    /**
     * The buyer opens a dispute: the reason, the text and the pictures become the dispute's opening in the
     * order's conversation, in the transaction that moves the order, so the seller answers there.
     */
    async openDispute(
      orderId: string,
      access: OrderAccess,
      fields: unknown,
      files: readonly Buffer[],
    ): Promise<OrderView> {
      const parsed = openDisputeFieldsSchema.safeParse(fields);
      if (!parsed.success) {
        const issues = parsed.error.issues.map((issue) => ({
          path: `/${issue.path.join('/')}`,
          message: issue.message,
        }));
        throw new AppError('VALIDATION_FAILED', issues[0]?.message ?? 'Проверьте введённые данные', { issues });
      }
      if (files.length > DISPUTE_IMAGES_MAX)
        throw new AppError('VALIDATION_FAILED', DISPUTE_IMAGES_LIMIT_MESSAGE, { limit: DISPUTE_IMAGES_MAX });
      const chat = conversation();
      // Strangers are refused before any picture is decoded.
      await buyersOrder(orderId, access);
      const images: ConversationPicture[] = [];
      for (const file of files) images.push(await chat.prepareImage(file));
      const { reason, text } = parsed.data;
      return inTransaction(db, async (tx) => {
        const row = await buyersOrder(orderId, access, tx);
        const updated = await lifecycle.apply(tx, row, 'BUYER_DISPUTED', now(), 'buyer');
        await createDisputesRepo(tx).insert(await disputeRow(row, reason, text, new Date(now()), tx));
        await chat.postInTransaction(
          tx,
          { order: conversationOrder(updated), side: 'buyer' },
          {
            userId: row.buyerUserId,
            text: `Открыт спор. Причина: ${DISPUTE_REASON_LABELS[reason]}.\n\n${text}`,
            images,
            notice: 'dispute_opened',
          },
        );
        return view(updated, tx);
      });
    },

    /**
     * Support's decision on a dispute. Repeating the decision already taken answers the order as it is; a
     * different decision after it is 409.
     */
    async decideDispute(orderId: string, request: DisputeDecisionRequest, staff: StaffActor): Promise<OrderView> {
      return inTransaction(db, async (tx) => {
        const row = isOrderId(orderId) ? await createOrdersRepo(tx).lockById(orderId) : undefined;
        if (!row) throw new AppError('NOT_FOUND', 'Заказ не найден');
        const taken = await createDisputesRepo(tx).lock(row.id);
        if (taken?.resolvedAt) {
          const sameAmount = request.decision !== 'partial_refund' || request.refundAmount === taken.refundedMinor;
          if (taken.decision === request.decision && sameAmount) return view(row, tx);
          throw new AppError('CONFLICT', DISPUTE_RESOLVED_MESSAGE, { decision: taken.decision });
        }
        if (row.stage !== 'disputed') throw new AppError('CONFLICT', DISPUTE_NOT_OPEN_MESSAGE, { stage: row.stage });
        const decided = await decideLocked(tx, row, request, staff.staffId);
        // The decision and its audit row are one transaction (decision 050).
        await deps.audit.record(tx, {
          action: 'orders.dispute.decision',
          actor: staff.actor,
          request: staff.request,
          target: { type: 'orders', id: row.id },
          reason: request.note ?? null,
          after: { ...request },
        });
        return view(decided, tx);
      });
    },
  };
}

export type OrderDisputes = ReturnType<typeof createOrderDisputes>;
