import type { OrderEffect, OrderEventType, WebhookEventType } from '@lootmarket/domain';
import type { Db } from '../../db/client';
import type { SellerWebhooks } from '../webhooks/webhooks.ports';
import type { OrderRow } from './orders.repo';

export type OrderWebhooks = Pick<SellerWebhooks, 'emit'>;

const SUPPORT_DECISIONS: readonly OrderEventType[] = ['SUPPORT_RELEASED', 'SUPPORT_REFUNDED', 'SUPPORT_SPLIT'];

/** The seller's webhook events one transition makes; the seller hears of an order once its money is held. */
export function orderWebhookTypes(
  before: OrderRow,
  after: OrderRow,
  type: OrderEventType,
  effects: readonly OrderEffect[],
): WebhookEventType[] {
  const types: WebhookEventType[] = [];
  if (before.sellerClockAt === null && after.sellerClockAt !== null) types.push('order.paid');
  if (after.sellerClockAt === null) return types;
  if (before.deliveredAt === null && after.deliveredAt !== null) types.push('order.delivered');
  if (before.stage !== 'disputed' && after.stage === 'disputed') types.push('dispute.opened');
  if (before.stage === 'disputed' && SUPPORT_DECISIONS.includes(type)) types.push('dispute.resolved');
  if (before.status !== 'COMPLETED' && after.status === 'COMPLETED') types.push('order.confirmed');
  if (before.status !== 'CANCELLED' && after.status === 'CANCELLED') types.push('order.cancelled');
  if (effects.includes('refund_payment') || type === 'SUPPORT_SPLIT') types.push('order.refunded');
  return types;
}

/** Writes the transition's events to the webhooks outbox in the transition's own transaction. */
export async function emitOrderWebhooks(
  webhooks: OrderWebhooks | undefined,
  tx: Db,
  change: { before: OrderRow; after: OrderRow; type: OrderEventType; effects: readonly OrderEffect[] },
): Promise<void> {
  if (!webhooks) return;
  const { after } = change;
  for (const type of orderWebhookTypes(change.before, after, change.type, change.effects)) {
    await webhooks.emit(tx, {
      userId: after.sellerId,
      type,
      object: { type: 'order', id: after.id },
      data: {
        orderId: after.id,
        event: change.type,
        status: after.status,
        stage: after.stage,
        offerId: after.offerId,
        productTitle: after.productTitle,
        quantity: after.quantity,
        amount: { amountMinor: after.amountMinor, currency: after.currency },
      },
    });
  }
}
