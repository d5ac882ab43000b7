import { HOUR_MS, sellerApplicationSchema, UserRole } from '@lootmarket/domain';
import type { Db } from '../db/client';
import type { ApprovalsService } from '../modules/approvals/approvals.service';
import type { CatalogService } from '../modules/catalog/catalog.service';
import type { ProductProposalsService } from '../modules/catalog/product-proposals.service';
import type { DonationsService } from '../modules/donations/donations.service';
import type { SellerOffersService } from '../modules/offers/seller-offers.service';
import type { SupportService } from '../modules/support/support.service';
import type { SellerApplicationsService } from '../modules/users/seller-applications.service';
import {
  DEMO_CONSOLE_BUYER,
  DEMO_CONSOLE_SHOP_INDEX,
  DEMO_DISPUTE,
  DEMO_HELD_PAYOUT,
  DEMO_PAGE_REPORT,
  DEMO_PROPOSAL,
  DEMO_REFUND,
  DEMO_SELLER_APPLICANT,
  DEMO_SUPPORT_TICKET,
} from './demo-console-cases';
import { DEMO_SELLERS } from './demo-offers';
import type { DemoShopHistoryServices } from './demo-shop-history';
import { DEMO_SHOP_BUYER_INPUTS } from './demo-shop-sales';
import { createDemoWallets, type DemoWalletServices } from './demo-wallet';

export interface DemoConsoleServices extends DemoWalletServices, DemoShopHistoryServices {
  catalog: CatalogService;
  sellerOffers: SellerOffersService;
  donations: DonationsService;
  approvals: ApprovalsService;
  support: SupportService;
  sellerApplications: SellerApplicationsService;
  productProposals: ProductProposalsService;
}

interface PastSaleTimes {
  hoursAgo: number;
  /** Hours from payment to the buyer's confirmation; none: still within the confirmation window. */
  confirmedAfterHours?: number;
}

type ShopOffer = Awaited<ReturnType<SellerOffersService['list']>>['items'][number];

/**
 * Something in every queue of the operator's console: a dispute, a refund and a payout release waiting for a
 * second staff member, a seller application, a product proposal, a support ticket and a reported donation
 * page. Each part is added only while its own trace is missing, so seeding again adds nothing.
 */
export function createDemoConsole({ db, services }: { db: Db; services: DemoConsoleServices }) {
  const { users, orders, sellerOffers, approvals } = services;
  const wallets = createDemoWallets({ db, services });

  const idOf = async (email: string, name?: string, roles?: UserRole[]): Promise<number> => {
    if (roles) await users.addAccount({ email, roles, ...(name ? { name } : {}) });
    const id = Number((await users.findOrCreateByEmail(email)).profile.user_id);
    if (name && !roles) await users.updateName(id, name);
    return id;
  };

  async function staffActor() {
    const staffId = await idOf('admin@demo.lootmarket.ru');
    return { actor: { type: 'staff' as const, id: String(staffId) }, staffId, roles: [UserRole.Admin] };
  }

  /** One sale of a catalog shop to the buyer: delivered and still within the confirmation window, or confirmed. */
  async function pastSale(buyerId: number, offer: ShopOffer, quantity: number, sale: PastSaleTimes): Promise<string> {
    const kinds = (await services.offers.findCheckoutOffer(offer.id))?.buyerInputKinds ?? [];
    const inputs = Object.fromEntries(
      kinds.map((kind) => [kind, kind === 'email' ? DEMO_CONSOLE_BUYER.email : DEMO_SHOP_BUYER_INPUTS[kind]!]),
    );
    const paidAt = Date.now() - sale.hoursAgo * HOUR_MS;
    const [id] = await orders.addPastSales([
      {
        offerId: offer.id,
        quantity,
        buyer: { userId: buyerId },
        inputs,
        paidAt,
        deliveryMinutes: 25,
        deliveryText: 'Готово, проверьте аккаунт. Если что-то не так — напишите в чат заказа.',
        confirmedAt: sale.confirmedAfterHours === undefined ? null : paidAt + sale.confirmedAfterHours * HOUR_MS,
        provider: 'sandbox',
      },
    ]);
    return id!;
  }

  const answerable = async (offer: ShopOffer): Promise<boolean> =>
    ((await services.offers.findCheckoutOffer(offer.id))?.buyerInputKinds ?? []).every(
      (kind) => kind === 'email' || DEMO_SHOP_BUYER_INPUTS[kind] !== undefined,
    );

  /** How many pieces of an offer make a sale of at least the four-eyes line. */
  const largeQuantity = (offer: ShopOffer): number => Math.ceil(DEMO_REFUND.minimumMinor / offer.price.amount);
  const canSell = (offer: ShopOffer, quantity: number) =>
    !offer.autoDelivery &&
    offer.isActive &&
    quantity <= offer.effectiveMaxPerOrder &&
    (offer.stock === null || offer.stock >= quantity);

  /**
   * A catalog shop's trouble: weeks-old sales whose money is free, a fresh dispute and a large refund waiting for
   * its second approval, then the shop's withdrawal, held for the dispute, whose release one staff member has
   * asked for; the buyer's ticket about the dispute comes last and marks the whole story as told.
   */
  async function shopTrouble(): Promise<void> {
    if (!services.acquirers.sandbox || !services.payoutProviders.sandbox) return;
    const buyerId = await idOf(DEMO_CONSOLE_BUYER.email, DEMO_CONSOLE_BUYER.name, [UserRole.Customer]);
    if ((await services.support.list(buyerId)).items.length > 0) return;
    const shopId = await users.findOrCreateSeller(DEMO_SELLERS[DEMO_CONSOLE_SHOP_INDEX]!.email);
    const shop: ShopOffer[] = [];
    // Only offers whose buyer inputs the demo buyer has answers for, in a fixed order on every database.
    for (const offer of (await sellerOffers.list(shopId, { limit: 100, offset: 0 })).items)
      if (canSell(offer, 1) && (await answerable(offer))) shop.push(offer);
    shop.sort((a, b) => a.product.slug.localeCompare(b.product.slug));
    const disputed = shop[0];
    const large = shop.find(
      (offer) => offer !== disputed && canSell(offer, largeQuantity(offer) * (DEMO_HELD_PAYOUT.earlierSales + 1)),
    );
    if (!disputed || !large) return;
    for (let sale = 0; sale < DEMO_HELD_PAYOUT.earlierSales; sale++)
      await pastSale(buyerId, large, largeQuantity(large), { hoursAgo: (20 + sale) * 24, confirmedAfterHours: 2 });
    const disputedId = await pastSale(buyerId, disputed, 1, { hoursAgo: DEMO_DISPUTE.hoursAgo });
    await orders.openDispute(
      disputedId,
      { userId: buyerId },
      { reason: DEMO_DISPUTE.reason, text: DEMO_DISPUTE.text },
      [],
    );
    const refundedId = await pastSale(buyerId, large, largeQuantity(large), { hoursAgo: DEMO_REFUND.hoursAgo });
    const staff = await staffActor();
    await approvals.requestRefund(
      refundedId,
      { full: true, reason: DEMO_REFUND.reason },
      staff,
      'demo-console-refund-1',
    );
    await heldPayout(shopId, staff);
    await services.support.open(buyerId, {
      topic: DEMO_SUPPORT_TICKET.topic,
      subject: { kind: 'order', id: disputedId },
      text: DEMO_SUPPORT_TICKET.text,
    });
  }

  async function heldPayout(shopId: number, staff: Awaited<ReturnType<typeof staffActor>>): Promise<void> {
    const payout = DEMO_HELD_PAYOUT;
    const rub = (await services.withdrawals.wallet.balance(shopId)).balances.find((line) => line.currency === 'rub');
    if ((rub?.available ?? 0) < payout.amountMinor) return;
    const withdrawalId = await wallets.withdraw(shopId, 'demo-console-held-1', {
      type: 'sbp',
      currency: 'rub',
      phone: payout.phone,
      bank_id: '100000000111',
      amount: payout.amountMinor,
    });
    await approvals.requestPayoutRelease(withdrawalId, payout.releaseReason, staff, 'demo-console-release-1');
  }

  async function sellerApplication(): Promise<void> {
    const applicant = DEMO_SELLER_APPLICANT;
    const userId = await idOf(applicant.email, applicant.name, [UserRole.Customer]);
    if ((await services.sellerApplications.mine(userId)).application) return;
    // Parsed as the form's answer is, so the contact is stored the way a real application's is.
    const form = { contact_method: 'TELEGRAM', telegram_login: applicant.telegram, policy_accepted: true };
    await services.sellerApplications.apply(userId, sellerApplicationSchema.parse(form));
  }

  async function productProposal(): Promise<void> {
    const sellerId = await users.findOrCreateSeller(DEMO_SELLERS[DEMO_PROPOSAL.shopIndex]!.email);
    if ((await services.productProposals.listOwn(sellerId, undefined)).items.length > 0) return;
    const listing = await services.catalog.getListing(DEMO_PROPOSAL.listing).catch(() => null);
    if (!listing) return;
    const { listing: _slug, shopIndex: _shop, buyerInputKinds, ...proposal } = DEMO_PROPOSAL;
    await services.productProposals.propose(sellerId, {
      ...proposal,
      buyerInputKinds: [...buyerInputKinds],
      listingId: listing.id,
    });
  }

  async function pageReport(): Promise<void> {
    const report = DEMO_PAGE_REPORT;
    const moderation = services.donations.moderation;
    const [page] = (await moderation.list({ q: report.slug, limit: 1 })).items;
    if (!page || page.reports.length > 0 || page.hidden) return;
    const reporterId = await idOf(report.reporter, 'Павел Соколов', [UserRole.Customer]);
    await moderation.report(report.slug, { reason: report.reason, text: report.text }, reporterId);
  }

  return {
    async queues(): Promise<void> {
      await shopTrouble();
      await sellerApplication();
      await productProposal();
      await pageReport();
    },
  };
}
