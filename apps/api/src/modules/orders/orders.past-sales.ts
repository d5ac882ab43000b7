import {
  checkoutDraftFor,
  HOUR_MS,
  newOrderState,
  orderTimers,
  transitionOrder,
  type OrderEffect,
  type OrderEventType,
} from '@lootmarket/domain';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../platform/http/app-error';
import { createOrderLifecycle, orderReference, type OrderActor } from './orders.lifecycle';
import { createOrdersRepo, type OrderEventRow } from './orders.repo';
import { orderHasEnded, sealInputs } from './orders.secrets';
import { machineColumns, orderFromOffer } from './orders.view';
import type { OrdersServiceDeps } from './orders.ports';

const MINUTE_MS = HOUR_MS / 60;

type Step = { type: OrderEventType; at: number; actor: OrderActor };

/** A sale that already happened: placed, paid, handed over and (when `confirmedAt` is set) confirmed. */
export interface PastSale {
  offerId: string;
  quantity: number;
  buyer: { userId: number } | { email: string };
  inputs: Record<string, string>;
  /** When the buyer paid, ms since the epoch; the order was placed a minute before. */
  paidAt: number;
  /** Minutes from payment to delivery; keys are handed over by the shop itself. */
  deliveryMinutes: number;
  /** What the seller handed over by hand (ignored for keys). */
  deliveryText: string;
  /** When the buyer confirmed receipt; null: delivered and still within the buyer's confirmation window. */
  confirmedAt: number | null;
  /** The acquirer that took the money, whose clearing account the ledger charges. */
  provider: string;
}

/**
 * Records sales that happened before (the demo shop's history) at their own times, telling nobody: the
 * order machine decides each step as it would have live, the order and its history are written once, and
 * the effects go through the same paths as live orders (keys sold, the payment and the seller's share in
 * the ledger, held for their tier from the confirmation on, the deal in their trust figures). A delivered
 * one keeps its confirmation timer.
 */
export function createPastSales(deps: OrdersServiceDeps) {
  const { db, offers, keys, ledger } = deps;
  const lifecycle = createOrderLifecycle({ ...deps, notify: false });

  /** Records one past sale inside the caller's transaction; answers the order's id. */
  async function addOne(tx: Db, sale: PastSale): Promise<string> {
    const offer = await offers.findCheckoutOffer(sale.offerId, tx);
    if (!offer) throw new AppError('NOT_FOUND', 'Предложение не найдено');
    const draft = checkoutDraftFor(offer.buyerInputKinds).safeParse({
      offerId: sale.offerId,
      quantity: sale.quantity,
      inputs: sale.inputs,
    });
    if (!draft.success)
      throw new AppError('VALIDATION_FAILED', draft.error.issues[0]?.message ?? 'Проверьте введённые данные');
    if (offer.stock !== null && !(await offers.reserveOfferStock(offer.offerId, sale.quantity, tx)))
      throw new AppError('OUT_OF_STOCK', 'Недостаточно товара в наличии');
    const id = randomUUID();
    const { reserved, sellsKeys } = await keys.reserveKeys(tx, offer.offerId, id, sale.quantity);
    if (sellsKeys && reserved < sale.quantity) throw new AppError('OUT_OF_STOCK', 'Недостаточно товара в наличии');
    const placedAt = sale.paidAt - MINUTE_MS;
    const deliveredAt = sale.paidAt + sale.deliveryMinutes * MINUTE_MS;
    const steps: Step[] = [
      { type: 'PAYMENT_STARTED', at: placedAt + MINUTE_MS / 2, actor: 'buyer' },
      { type: 'PAYMENT_SUCCEEDED', at: sale.paidAt, actor: 'payment' },
      ...(sellsKeys
        ? [{ type: 'AUTO_DELIVERED', at: deliveredAt, actor: 'system' } as const]
        : [
            { type: 'SELLER_ACCEPTED', at: Math.round((sale.paidAt + deliveredAt) / 2), actor: 'seller' } as const,
            { type: 'SELLER_DELIVERED', at: deliveredAt, actor: 'seller' } as const,
          ]),
      ...(sale.confirmedAt === null
        ? []
        : [{ type: 'BUYER_CONFIRMED', at: sale.confirmedAt, actor: 'buyer' } as const]),
    ];
    // The machine decides every step as it would have live; the order is written once, in its last state.
    let state = newOrderState(placedAt);
    const history: Omit<OrderEventRow, 'orderId'>[] = [];
    const effects: OrderEffect[] = [];
    for (const step of steps) {
      const result = transitionOrder(state, step);
      if (!result.ok) throw new Error(`past sale ${id}: ${step.type} refused: ${result.message}`);
      history.push({
        type: step.type,
        fromStatus: state.status,
        toStatus: result.state.status,
        toStage: result.state.stage,
        actor: step.actor,
        at: new Date(step.at),
      });
      state = result.state;
      effects.push(...result.effects);
    }
    const lastAt = steps.at(-1)!.at;
    const repo = createOrdersRepo(tx);
    const row = await repo.insertPlaced({
      order: {
        id,
        ...orderFromOffer(offer, sale.quantity),
        ...machineColumns(state),
        buyerUserId: 'userId' in sale.buyer ? sale.buyer.userId : null,
        buyerEmail: 'email' in sale.buyer ? sale.buyer.email : null,
        paymentId: `${sale.provider}:${id}`,
        paymentAttempts: 1,
        deliveryText: sellsKeys ? null : sale.deliveryText,
        clientIp: null,
        buyerAccountCreatedAt: null,
        streamerId: null,
        createdAt: new Date(placedAt),
        updatedAt: new Date(lastAt),
      },
      inputs: sealInputs(draft.data.inputs as Record<string, string>, deps.inputSealer, orderHasEnded(state.status)),
      event: { type: 'PLACED', toStatus: 'NEW', actor: 'buyer', at: new Date(placedAt) },
    });
    await repo.insertEvents(history.map((event) => ({ ...event, orderId: id })));
    if (sellsKeys) await keys.sellReservedKeys(tx, id);
    await ledger.recordPayment(tx, {
      paymentId: row.paymentId!,
      provider: sale.provider,
      reference: orderReference(id),
      amount: { amount: row.amountMinor, currency: row.currency },
      payeeUserId: row.sellerId,
    });
    await lifecycle.applyEffects(tx, row, { ok: true, state, effects }, lastAt);
    if (orderTimers(state).length > 0) await lifecycle.scheduleTimers(tx, row);
    return id;
  }

  return {
    /** Records past sales, all or none, in one transaction; answers their orders' ids. */
    async addPastSales(sales: PastSale[]): Promise<string[]> {
      return inTransaction(db, async (tx) => {
        const ids: string[] = [];
        for (const sale of sales) ids.push(await addOne(tx, sale));
        return ids;
      });
    },
  };
}
