import {
  ORDER_EVENT_TYPES,
  orderDisplayStatusSchema,
  orderNotificationText,
  partialRefundText,
  reopenedOrderText,
  paymentAbandonedText,
  sellerRefusalNote,
  type OrderDisplayStatus,
  type OrderEventType,
  type OrderNotificationAudience,
} from '@lootmarket/domain';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { scheduleJob } from '../../platform/jobs/job-schedule';
import type { JobHandler } from '../../platform/jobs/jobs.worker';
import type { Mailer } from '../../platform/mail/mailer';
import type { NewNotification } from '../notifications/notifications.service';
import { createGuestOrderTokens } from './orders.access';
import { createOrdersRepo, type OrderRow } from './orders.repo';

export const ORDER_NOTIFY_JOB = 'orders.notify';
const AUDIENCES: readonly OrderNotificationAudience[] = ['buyer', 'seller'];

const payloadSchema = z.object({
  orderId: z.uuid(),
  eventId: z.number().int(),
  status: orderDisplayStatusSchema,
  audience: z.enum(['buyer', 'seller']),
  event: z.enum(ORDER_EVENT_TYPES).optional(),
});

/** The statuses other channels (Telegram) tell apart: the seller's new paid order and a dispute. */
const orderTopic = (audience: OrderNotificationAudience, status: OrderDisplayStatus): string | null =>
  status === 'DISAGREEMENT' ? 'order.dispute' : audience === 'seller' && status === 'PROCESSING' ? 'order.paid' : null;

/** The seller hears of an order only once its money is held (paid, and cleared of any risk hold). */
const concerns = (audience: OrderNotificationAudience, row: OrderRow): boolean =>
  audience === 'buyer' || row.sellerClockAt !== null;

/**
 * Queues the buyer's and the seller's notice of a new display status inside the transition's own
 * transaction: a status change that commits is always told, one that rolls back never is. One job per
 * audience, so a failing mail server for one never re-sends the other's mail.
 */
export async function enqueueOrderNotifications(
  tx: Db,
  row: OrderRow,
  eventId: number,
  event: OrderEventType,
  status: OrderDisplayStatus,
): Promise<void> {
  for (const audience of AUDIENCES) {
    if (!concerns(audience, row) || orderNotificationText(audience, status, row) === null) continue;
    await scheduleJob(tx, {
      kind: ORDER_NOTIFY_JOB,
      payload: { orderId: row.id, eventId, event, status, audience },
      dedupeKey: `order-notify:${row.id}:${eventId}:${audience}`,
    });
  }
}

/** A hand-delivered order's mail to the buyer carries what the seller handed over, as keys' mails carry the keys. */
function deliveredGoods(audience: OrderNotificationAudience, status: OrderDisplayStatus, row: OrderRow): string[] {
  if (audience !== 'buyer' || status !== 'DELIVERED' || !row.deliveryText) return [];
  return ['', 'Продавец передал:', row.deliveryText];
}

export interface OrderNotifierDeps {
  db: Db;
  mailer: Mailer;
  notifications: { notify(notification: NewNotification): Promise<boolean> };
  users: { contactEmail(userId: number): Promise<string | null> };
  /** Signs the guest links in mails. */
  secret: string;
  /** Where links in mails point: PUBLIC_URL, else this server's own address. */
  siteUrl: string;
}

/** The jobs worker's side: an in-app notice for signed-in people and an e-mail to everyone, guests included. */
export function createOrderNotifier(deps: OrderNotifierDeps) {
  const tokens = createGuestOrderTokens(deps.secret);
  const site = deps.siteUrl;
  const pagePath = (audience: OrderNotificationAudience, row: OrderRow): string =>
    audience === 'seller' ? `/${row.sellerId}/shop/orders/${row.id}` : `/order-status/${row.id}`;
  // Mail links to the status page carry the token: the buyer may open them signed out or on another device.
  const mailLink = (audience: OrderNotificationAudience, row: OrderRow): string =>
    audience === 'seller'
      ? `${site}${pagePath(audience, row)}`
      : `${site}/order-status/${row.id}?token=${tokens.sign(row.id)}`;

  /**
   * Keys handed over automatically arrive in their own mail, with the keys; mails saying «paid» and
   * «delivered» in the same minute would only bury it. The in-app notices stay.
   */
  async function coveredByKeyMail(
    row: OrderRow,
    eventId: number,
    event: OrderEventType | undefined,
    status: OrderDisplayStatus,
  ): Promise<boolean> {
    if (event === 'AUTO_DELIVERED') return true;
    if (status !== 'PROCESSING') return false;
    const events = await createOrdersRepo(deps.db).findEvents(row.id);
    return events.some((later) => later.id > eventId && later.type === 'AUTO_DELIVERED');
  }

  /** The buyer's checkout address (guests have nothing else), else the account's e-mail if it has one. */
  async function mailbox(
    audience: OrderNotificationAudience,
    row: OrderRow,
    userId: number | null,
  ): Promise<string | null> {
    if (audience === 'buyer' && row.buyerEmail) return row.buyerEmail;
    return userId === null ? null : deps.users.contactEmail(userId);
  }

  /** A refused order's notices carry the reason the seller gave, kept with the event. */
  async function withRefusalReason(orderId: string, eventId: number, text: { title: string; body: string }) {
    const details = (await createOrdersRepo(deps.db).findEvents(orderId)).find((event) => event.id === eventId)
      ?.details as { reason?: string } | null | undefined;
    return details?.reason ? { ...text, body: `${text.body}\n${sellerRefusalNote(details.reason)}` } : text;
  }

  /** A split dispute's notices say what went back to the buyer and why, from the decision kept with the event. */
  async function splitText(row: OrderRow, eventId: number, audience: OrderNotificationAudience) {
    const details = (await createOrdersRepo(deps.db).findEvents(row.id)).find((event) => event.id === eventId)
      ?.details as { refunded?: number; note?: string | null } | null | undefined;
    return partialRefundText(audience, row, details?.refunded ?? 0, details?.note ?? null);
  }

  /** A refund support decided says why, as its decision was written (decision 042). */
  async function withSupportNote(orderId: string, eventId: number, text: { title: string; body: string }) {
    const details = (await createOrdersRepo(deps.db).findEvents(orderId)).find((event) => event.id === eventId)
      ?.details as { note?: string | null } | null | undefined;
    return details?.note ? { ...text, body: `${text.body}\nПричина: ${details.note}` } : text;
  }

  /** A re-opened order's notices say so, with support's reason, instead of the delivery text (decision 050). */
  async function reopenedText(row: OrderRow, eventId: number, audience: OrderNotificationAudience) {
    const details = (await createOrdersRepo(deps.db).findEvents(row.id)).find((event) => event.id === eventId)
      ?.details as { reason?: string } | null | undefined;
    return reopenedOrderText(audience, row, details?.reason ?? null);
  }

  /** A payment the buyer abandoned on the bank's page is their own choice, not «Банк не провёл платёж». */
  async function abandonedByBuyer(orderId: string, eventId: number): Promise<boolean> {
    const details = (await createOrdersRepo(deps.db).findEvents(orderId)).find((event) => event.id === eventId)
      ?.details as { reason?: string } | null | undefined;
    return details?.reason === 'abandoned';
  }

  const handler: JobHandler = async (payload) => {
    const { orderId, eventId, event, status, audience } = payloadSchema.parse(payload);
    const row = await createOrdersRepo(deps.db).findById(orderId);
    const shown = row && orderNotificationText(audience, status, row);
    if (!row || !shown) return;
    const abandoned = status === 'ACQUIRING_ERROR' && (await abandonedByBuyer(row.id, eventId));
    const text = abandoned
      ? paymentAbandonedText(row)
      : event === 'SELLER_REFUSED'
        ? await withRefusalReason(row.id, eventId, shown)
        : event === 'SUPPORT_SPLIT'
          ? await splitText(row, eventId, audience)
          : event === 'SUPPORT_REFUNDED'
            ? await withSupportNote(row.id, eventId, shown)
            : event === 'SUPPORT_REOPENED'
              ? await reopenedText(row, eventId, audience)
              : shown;
    const userId = audience === 'seller' ? row.sellerId : row.buyerUserId;
    // The mail first: if it fails the job is retried whole; the in-app notice is stored once whatever happens.
    const silent = audience === 'buyer' && (await coveredByKeyMail(row, eventId, event, status));
    const to = silent ? null : await mailbox(audience, row, userId);
    if (to)
      await deps.mailer.send({
        to,
        subject: `${text.title}: ${row.productTitle}`,
        text: [
          text.body,
          ...deliveredGoods(audience, status, row),
          '',
          `Страница заказа: ${mailLink(audience, row)}`,
        ].join('\n'),
      });
    if (userId === null) return;
    await deps.notifications.notify({
      userId,
      kind: 'order_status',
      title: text.title,
      body: text.body,
      link: pagePath(audience, row),
      orderId,
      sourceKey: `order-event:${eventId}:${audience}`,
      topic: orderTopic(audience, status),
    });
  };

  return { jobHandlers: { [ORDER_NOTIFY_JOB]: handler } as Record<string, JobHandler> };
}
