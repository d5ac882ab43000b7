import {
  checkoutDraftFor,
  newOrderState,
  ORDER_TAB_LABELS,
  ORDER_TABS,
  type CreateOrderRequest,
  type OrderBuyerAction,
  type OrderTab,
  type OrderView,
  type WorkflowStatus,
} from '@lootmarket/domain';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { scheduleJobsStatement } from '../../platform/jobs/job-schedule';
import type { JobHandler } from '../../platform/jobs/jobs.worker';
import { AppError } from '../../platform/http/app-error';
import { clientKey } from '../../platform/http/client-key';
import { createOrderAttributionsRepo } from './order-attributions.repo';
import { createGuestOrderTokens } from './orders.access';
import { createOrderLifecycle, orderReference, timerJobs } from './orders.lifecycle';
import { deliverKeys, deliveryMailHandler, ORDER_DELIVERY_MAIL_JOB } from './orders.delivery';
import { createOrdersIncome } from './orders.income';
import { checkQuantity, checkUnpaidOrders } from './orders.limits';
import { createPastSales } from './orders.past-sales';
import { createOrderPayments } from './orders.payments';
import { createOrdersRepo, isOrderId, type OrderRow } from './orders.repo';
import { riskReasons } from './orders.risk';
import { createSellerOrders } from './orders.seller';
import { createSupportOrders } from './orders.support';
import { createDisputesRepo } from './order-disputes.repo';
import { createDisputeCases } from './orders.dispute-case';
import { createStaffOrders } from './orders.console';
import { createOrderReopening } from './orders.reopen';
import { createOrderDisputes, toDisputeView } from './orders.disputes';
import { openInputs, sealInputs } from './orders.secrets';
import { machineColumns, orderFromOffer, toOrderView, UNKNOWN_SELLER_NAME } from './orders.view';
import type { CheckoutOffer } from '../offers/offers.service';
import type { OrderAccess, OrdersServiceDeps } from './orders.ports';

/** How a guest (or a buyer without a public name) is shown on the streamer's overlay. */
export const ANONYMOUS_BUYER_NAME = 'Покупатель';

export type OrdersService = ReturnType<typeof createOrdersService>;

export function createOrdersService(deps: OrdersServiceDeps) {
  const { db, offers, now } = deps;
  const repo = createOrdersRepo(db);
  const lifecycle = createOrderLifecycle(deps);
  const tokens = createGuestOrderTokens(deps.secret);
  /** The seller's public name, read through the users service. */
  const sellerName = async (sellerId: number, tx?: Db): Promise<string> =>
    (await deps.users.findPublicCards([sellerId], tx)).get(sellerId)?.name ?? UNKNOWN_SELLER_NAME;
  const view = async (row: OrderRow, tx: Db = db): Promise<OrderView> => {
    const [keys, inputs, seller, dispute] = await Promise.all([
      row.sellerClockAt === null ? [] : deps.keys.soldKeys([row.id], tx).then((sold) => sold.get(row.id) ?? []),
      createOrdersRepo(tx)
        .findInputs(row.id)
        .then((stored) => openInputs(stored, row.status, deps.inputSealer)),
      sellerName(row.sellerId, tx),
      row.sellerClockAt === null ? undefined : createDisputesRepo(tx).find(row.id),
    ]);
    return toOrderView(row, inputs, keys, seller, now(), dispute ? toDisputeView(dispute, row.currency) : null);
  };
  const isBuyer = (row: OrderRow, access: OrderAccess): boolean =>
    (access.userId != null && row.buyerUserId === access.userId) || tokens.verify(row.id, access.token);
  const disputes = createOrderDisputes({ db, deps, lifecycle, now, view, isBuyer });

  /**
   * Reserves the order's keys when the offer sells keys. An unlimited offer that had none when it was read
   * is a seller delivering by hand: no statement. Keys stored since then give counted stock, and an order
   * of counted stock always asks, after its stock update has waited for the upload's lock on the offer.
   */
  async function reserveOrderKeys(tx: Db, offer: CheckoutOffer, orderId: string, quantity: number): Promise<void> {
    if (offer.stock === null && !offer.sellsKeys) return;
    const { reserved, sellsKeys } = await deps.keys.reserveKeys(tx, offer.offerId, orderId, quantity);
    if (sellsKeys && reserved < quantity) throw new AppError('OUT_OF_STOCK', 'Недостаточно товара в наличии');
  }

  /** The order when the asker may see it; 404 otherwise, so strangers cannot probe order ids. */
  async function findVisible(orderId: string, access: OrderAccess, tx: Db = db): Promise<OrderRow> {
    const row = isOrderId(orderId) ? await createOrdersRepo(tx).findById(orderId) : undefined;
    const mine =
      row &&
      ((access.userId != null && (row.buyerUserId === access.userId || row.sellerId === access.userId)) ||
        tokens.verify(row.id, access.token));
    if (!row || !mine) throw new AppError('NOT_FOUND', 'Заказ не найден');
    return row;
  }

  const statusPath = (row: Pick<OrderRow, 'id' | 'buyerUserId'>): string =>
    row.buyerUserId === null ? `/order-status/${row.id}?token=${tokens.sign(row.id)}` : `/order-status/${row.id}`;
  /** A paid order goes to support when it looks suspicious, else straight on (keys are handed over at once). */
  async function onPaid(tx: Db, row: OrderRow): Promise<OrderRow> {
    await announcePurchase(tx, row);
    const reasons = await riskReasons(tx, row, now(), deps.risk);
    if (reasons.length === 0) return deliverKeys(deps, lifecycle, tx, row);
    return (await lifecycle.tryApply(tx, row, 'RISK_HOLD', now(), 'system', {}, { reasons })).row;
  }
  /** Queues the purchase on the overlay of the streamer who sent the buyer, in the payment's transaction. */
  async function announcePurchase(tx: Db, row: OrderRow): Promise<void> {
    if (row.streamerId === null) return;
    const buyer =
      row.buyerUserId === null
        ? undefined
        : (await deps.users.findPublicCards([row.buyerUserId], tx)).get(row.buyerUserId);
    const [donorName, message] = await deps.moderation.maskForStreamer(tx, row.streamerId, [
      buyer?.name ?? '',
      row.productTitle,
    ]);
    await deps.alerts.enqueueInTransaction(tx, {
      streamerId: row.streamerId,
      source: 'order',
      sourceId: row.id,
      donorName: donorName || ANONYMOUS_BUYER_NAME,
      amount: { amount: row.amountMinor, currency: row.currency },
      message: message ?? row.productTitle,
    });
  }
  const payments = createOrderPayments({ ...deps, lifecycle, findVisible, view, statusPath, onPaid });

  /** The streamer behind the buyer's link; unknown slugs and streamers buying through their own link count as none. */
  async function attributedStreamer(slug: string | undefined, buyerId: number | null): Promise<number | null> {
    if (!slug) return null;
    const streamer = await deps.users.findStreamer({ slug });
    return streamer && streamer.id !== buyerId ? streamer.id : null;
  }

  // Mail links always carry the token: the buyer may open them signed out or on another device.
  const statusLink = (orderId: string): string =>
    `${deps.siteUrl}/order-status/${orderId}?token=${tokens.sign(orderId)}`;

  return {
    ...payments,
    ...createSellerOrders({ db, lifecycle, now, view }),
    ...createPastSales(deps),
    ...createSupportOrders({
      db,
      audit: deps.audit,
      lifecycle,
      now,
      view,
      deliver: (tx, row) => deliverKeys(deps, lifecycle, tx, row),
      decideDispute: disputes.decideLocked,
    }),
    ...createStaffOrders({ db, deps, view, decideLocked: disputes.decideLocked }),
    ...createOrderReopening({ deps, lifecycle, now }),
    openDispute: disputes.openDispute,
    decideDispute: disputes.decideDispute,
    ...createDisputeCases({ db, deps, now }),
    /** A seller's money still in open orders, and the disputes and refunds their orders had (for the wallet). */
    income: createOrdersIncome({ db, offers: deps.offers, holds: deps.holds }),
    lifecycle,
    /** Durable timers, refunds and delivery mails, for the jobs worker. */
    jobHandlers: {
      ...payments.jobHandlers,
      [ORDER_DELIVERY_MAIL_JOB]: deliveryMailHandler({ ...deps, statusLink }),
    } as Record<string, JobHandler>,

    /**
     * Places an order: prices it from the offer, checks the buyer's inputs against the product's kinds and
     * takes the stock, all in one transaction. Guests give an e-mail and get a token for their order.
     */
    async placeOrder(
      input: CreateOrderRequest & { userId: number | null; ip: string | null },
    ): Promise<{ order: OrderView; guestToken: string | null }> {
      if (input.userId === null && !input.email)
        throw new AppError('VALIDATION_FAILED', 'Введите email', {
          issues: [{ path: '/email', message: 'Введите email' }],
        });
      // Outside the transaction: on embedded PGlite a second query beside an open transaction would wait forever.
      const account = input.userId === null ? null : await deps.users.signedInById(input.userId);
      const streamerId = await attributedStreamer(input.streamerSlug, input.userId);
      const { row, inputs } = await inTransaction(db, async (tx) => {
        const offer = await offers.findCheckoutOffer(input.offerId, tx);
        if (!offer || !offer.isActive) throw new AppError('NOT_FOUND', 'Предложение не найдено');
        if (offer.sellerId === input.userId) throw new AppError('CONFLICT', 'Нельзя купить свой собственный товар');
        const draft = checkoutDraftFor(offer.buyerInputKinds).safeParse({
          offerId: input.offerId,
          quantity: input.quantity,
          inputs: input.inputs,
        });
        if (!draft.success) {
          const issues = draft.error.issues.map((issue) => ({
            path: `/${issue.path.join('/')}`,
            code: issue.code,
            message: issue.message,
          }));
          throw new AppError('VALIDATION_FAILED', issues[0]?.message ?? 'Проверьте введённые данные', { issues });
        }
        const inputs = draft.data.inputs as Record<string, string>;
        checkQuantity(offer, input.quantity, deps.limits);
        // The client is counted by its key (an IPv6 client by its /64), stored so the cap and risk rules count it so.
        const clientIp = input.ip === null ? null : clientKey(input.ip);
        const owner = { email: input.email ?? null, userId: input.userId, clientIp };
        await checkUnpaidOrders(tx, owner, now(), deps.limits);
        // Unlimited stock (a seller who delivers by hand) has nothing to take: only counted stock is written, and locked.
        if (offer.stock !== null && !(await offers.reserveOfferStock(offer.offerId, input.quantity, tx))) {
          throw new AppError('OUT_OF_STOCK', 'Недостаточно товара в наличии');
        }
        const at = now();
        const state = newOrderState(at);
        const orderId = randomUUID();
        const timers = timerJobs(orderId, state);
        const inserted = await createOrdersRepo(tx).insertPlaced({
          order: {
            id: orderId,
            ...orderFromOffer(offer, input.quantity),
            ...machineColumns(state),
            buyerUserId: input.userId,
            buyerEmail: input.email ?? null,
            clientIp,
            buyerAccountCreatedAt: account?.createdAt ?? null,
            streamerId,
            createdAt: new Date(at),
            updatedAt: new Date(at),
          },
          inputs: sealInputs(inputs, deps.inputSealer),
          event: { type: 'PLACED', toStatus: state.status, actor: 'buyer', at: new Date(at) },
          timers: timers.length > 0 ? scheduleJobsStatement(tx, timers) : undefined,
        });
        await createOrderAttributionsRepo(tx).insert(inserted.id, input.attribution);
        await reserveOrderKeys(tx, offer, inserted.id, input.quantity);
        return { row: inserted, inputs };
      });
      // A new order has no keys handed over yet, and its inputs are the ones just stored: nothing to read back.
      const shown = openInputs(sealInputs(inputs, deps.inputSealer), row.status, deps.inputSealer);
      return {
        order: toOrderView(row, shown, [], await sellerName(row.sellerId), now()),
        guestToken: input.userId === null ? tokens.sign(row.id) : null,
      };
    },

    /** One order for its buyer, its seller, or the guest holding its token. */
    async getOrder(orderId: string, access: OrderAccess): Promise<OrderView> {
      return view(await findVisible(orderId, access));
    },

    /**
     * The buyer confirms receipt (the seller is paid), or cancels a paid order the seller has not accepted
     * (refunded at once through the refund job); a dispute opens with its reason through `openDispute`.
     */
    async buyerAction(orderId: string, access: OrderAccess, action: OrderBuyerAction): Promise<OrderView> {
      return inTransaction(db, async (tx) => {
        const txRepo = createOrdersRepo(tx);
        const row = isOrderId(orderId) ? await txRepo.lockById(orderId) : undefined;
        // Only the buyer acts here: by session, or by the token only the buyer was given (never the seller).
        if (!row || !isBuyer(row, access)) throw new AppError('NOT_FOUND', 'Заказ не найден');
        const event = action === 'cancel' ? 'BUYER_CANCELLED' : 'BUYER_CONFIRMED';
        const updated = await lifecycle.apply(tx, row, event, now(), 'buyer');
        return view(updated, tx);
      });
    },

    /** The buyer's orders on one tab, newest first. */
    async listOrders(
      userId: number,
      tab: OrderTab,
      limit: number,
      offset: number,
    ): Promise<{ items: OrderView[]; total: number }> {
      const [rows, total] = await Promise.all([
        repo.listByBuyer(userId, tab, limit, offset),
        repo.countByBuyer(userId, tab),
      ]);
      return { items: await Promise.all(rows.map((row) => view(row))), total };
    },

    /** The tabs of the buyer's order list with how many orders each holds. */
    async listTabs(userId: number) {
      const tabs = await Promise.all(
        ORDER_TABS.map(async (value) => ({
          value,
          label: ORDER_TAB_LABELS[value],
          counter: await repo.countByBuyer(userId, value),
        })),
      );
      return { tabs };
    },

    /** Orders waiting on the buyer after a failure: a bank error to retry or a problem for support. */
    async listErrors(userId: number): Promise<{ items: OrderView[]; total: number }> {
      const rows = await repo.listErrorsByBuyer(userId);
      return { items: await Promise.all(rows.map((row) => view(row))), total: rows.length };
    },

    /** The order's workflow in the spec's workflow statuses. */
    async workflowStatus(orderId: string, userId: number): Promise<{ id: string; status: WorkflowStatus }> {
      const row = await findVisible(orderId, { userId });
      return { id: row.id, status: workflowStatusOf(row) };
    },

    reference: orderReference,
  };
}

function workflowStatusOf(row: OrderRow): WorkflowStatus {
  if (row.status === 'COMPLETED') return 'completed';
  if (row.status === 'CANCELLED') return 'canceled';
  if (row.status === 'UNPAID') return 'timed_out';
  if (row.stage === 'error') return 'failed';
  return 'running';
}
