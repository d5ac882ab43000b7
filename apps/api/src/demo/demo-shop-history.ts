import { HOUR_MS } from '@lootmarket/domain';
import type { Acquirers } from '../platform/payments/acquirers';
import type { OffersService } from '../modules/offers/offers.service';
import type { PastSale } from '../modules/orders/orders.past-sales';
import type { OrdersService } from '../modules/orders/orders.service';
import type { PaymentsService } from '../modules/payments/payments.ports';
import type { SellerOffersService } from '../modules/offers/seller-offers.service';
import type { UsersService } from '../modules/users/users.service';
import type { WithdrawalsService } from '../modules/withdrawals/withdrawals.service';
import { DEMO_SHOP_SELLER } from './demo-seller-shop';
import {
  DEMO_SHOP_BUYER_INPUTS,
  DEMO_SHOP_BUYERS,
  DEMO_SHOP_DELIVERY_TEXT,
  DEMO_SHOP_OPEN_ORDERS,
  demoShopSales,
} from './demo-shop-sales';

export interface DemoShopHistoryServices {
  users: UsersService;
  offers: OffersService;
  sellerOffers: SellerOffersService;
  orders: OrdersService;
  payments: PaymentsService;
  acquirers: Pick<Acquirers, 'sandbox'>;
  withdrawals: WithdrawalsService;
}

const MINUTE_MS = HOUR_MS / 60;

/**
 * The demo shop's sales: weeks of completed orders recorded through the orders lifecycle and the ledger
 * (the seller's wallet, analytics, shop orders and storefront figures all come from them), and, with the
 * sandbox bank, a few orders paid just now that wait for the seller. Only for a shop that has sold
 * nothing and paid nothing out yet, so running it again, or on a wallet seeded before, adds nothing.
 */
export function createDemoShopHistory(services: DemoShopHistoryServices) {
  const { users, sellerOffers, orders } = services;

  const inputsOf = (kinds: string[], email: string): Record<string, string> =>
    Object.fromEntries(kinds.map((kind) => [kind, kind === 'email' ? email : DEMO_SHOP_BUYER_INPUTS[kind]!]));

  /** Places, pays through the sandbox bank and (when asked) accepts one order, all as they happen live. */
  async function openOrder(sellerId: number, buyerId: number, offerId: string, quantity: number, accepted: boolean) {
    const sandbox = services.acquirers.sandbox;
    if (!sandbox) return;
    const { order } = await orders.placeOrder({
      offerId,
      quantity,
      inputs: inputsOf((await services.offers.findCheckoutOffer(offerId))?.buyerInputKinds ?? [], DEMO_SHOP_BUYERS[0]),
      userId: buyerId,
      ip: null,
    });
    const link = await orders.createPaymentLink(order.id, { userId: buyerId }, '');
    await sandbox.decide(new URL(link.confirmationUrl, 'http://localhost').pathname.split('/').pop()!, 'pay');
    await services.payments.syncPayment(link.paymentId);
    if (accepted) await orders.setSellerStatus(sellerId, { id: order.id, status: 'IN_PROGRESS' });
  }

  return {
    async sales(): Promise<void> {
      const sellerId = await users.findOrCreateSeller(DEMO_SHOP_SELLER.email, DEMO_SHOP_SELLER.name);
      const counts = Object.values((await orders.sellerStats(sellerId)).counts);
      if (counts.some((count) => count > 0)) return;
      if ((await services.withdrawals.list(sellerId, { limit: 1, offset: 0 })).total > 0) return;
      const shop = await sellerOffers.list(sellerId, { limit: 50, offset: 0 });
      const offerIds = new Map(shop.items.map((offer) => [offer.product.slug, offer.id]));
      const buyerIds = new Map<string, number>();
      const buyerId = async (email: string): Promise<number> => {
        if (!buyerIds.has(email)) buyerIds.set(email, Number((await users.findOrCreateByEmail(email)).profile.user_id));
        return buyerIds.get(email)!;
      };
      const now = Date.now();
      const kinds = new Map<string, string[]>();
      for (const offerId of offerIds.values())
        kinds.set(offerId, (await services.offers.findCheckoutOffer(offerId))?.buyerInputKinds ?? []);
      const sales: PastSale[] = [];
      for (const sale of demoShopSales()) {
        const offerId = offerIds.get(sale.slug);
        if (!offerId) continue;
        const email = DEMO_SHOP_BUYERS[sale.buyer]!;
        const paidAt = now - sale.hoursAgo * HOUR_MS;
        const deliveredAt = paidAt + sale.deliveryMinutes * MINUTE_MS;
        sales.push({
          offerId,
          quantity: sale.quantity,
          // The demo buyer bought signed in; the others as guests with an e-mail.
          buyer: sale.buyer === 0 ? { userId: await buyerId(email) } : { email },
          inputs: inputsOf(kinds.get(offerId)!, email),
          paidAt,
          deliveryMinutes: sale.deliveryMinutes,
          deliveryText: DEMO_SHOP_DELIVERY_TEXT,
          confirmedAt: sale.confirmHours === null ? null : deliveredAt + sale.confirmHours * HOUR_MS,
          provider: 'sandbox',
        });
      }
      await orders.addPastSales(sales);
      for (const open of DEMO_SHOP_OPEN_ORDERS) {
        const offerId = offerIds.get(open.slug);
        if (offerId)
          await openOrder(sellerId, await buyerId(DEMO_SHOP_BUYERS[0]), offerId, open.quantity, open.accepted);
      }
    },
  };
}
