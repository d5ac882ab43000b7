import type { AppConfig } from './config';
import { siteUrl } from './config';
import type { Db } from './db/client';
import { wireConsole } from './modules/admin/console.wiring';
import { createApprovalsService } from './modules/approvals/approvals.service';
import { createOrderReopeningConsole } from './modules/approvals/order-reopening';
import type { AuditService } from './modules/audit/audit.service';
import type { AuthServices } from './modules/auth/auth.services';
import { offerProductSql } from './modules/catalog/offer-product.sql';
import { createProductProposalsService } from './modules/catalog/product-proposals.service';
import type { DonationsService } from './modules/donations/donations.service';
import type { LedgerService } from './modules/ledger/ledger.types';
import type { NotificationsService } from './modules/notifications/notifications.service';
import { createOfferBlocksService } from './modules/offers/offer-blocks.service';
import { createOfferModerationService } from './modules/offers/offer-moderation.service';
import { createOrderQueues } from './modules/orders/order-queues';
import type { OrdersService } from './modules/orders/orders.service';
import { createReviewModeration } from './modules/reviews/reviews.moderation';
import type { ReviewsService } from './modules/reviews/reviews.service';
import { createSupportService } from './modules/support/support.service';
import { answersSupport, SUPPORT_STAFF_ROLES } from './modules/support/support.staff-access';
import { isFound } from './modules/support/support.wiring';
import { createOrderParties } from './modules/orders/orders.parties';
import type { ConversationsService } from './modules/conversations/conversations.service';
import { createSellerApplicationsService } from './modules/users/seller-applications.service';
import { createStaffService } from './modules/users/staff.service';
import { createUsersAdminService } from './modules/users/users-admin.service';
import type { UsersService } from './modules/users/users.service';
import { createWithdrawalQueues } from './modules/withdrawals/withdrawal-queues';
import type { WithdrawalsService } from './modules/withdrawals/withdrawals.service';
import type { AnswerCache } from './platform/cache/answer-cache';
import type { Mailer } from './platform/mail/mail.ports';
import type { WebhooksService } from './modules/webhooks/webhooks.service';

/** What the console's services read and call of the rest of the product. */
export interface StaffConsoleSources {
  db: Db;
  config: AppConfig;
  now: () => number;
  audit: AuditService;
  answers: AnswerCache;
  mailer: Mailer;
  notifications: NotificationsService;
  auth: AuthServices;
  users: UsersService;
  orders: OrdersService;
  withdrawals: WithdrawalsService;
  conversations: ConversationsService;
  donations: DonationsService;
  ledger: LedgerService;
  reviews: ReviewsService;
  webhooks: WebhooksService;
}

/**
 * The operator's console (decisions 038, 039, 041–043): the support desk, seller applications and product proposals, blocks,
 * four-eyes approvals, moderation and staff roles, and the home that counts every queue.
 */
export function createStaffConsoleServices(sources: StaffConsoleSources) {
  const { db, config, now, audit, answers, mailer, notifications, auth, users, orders, withdrawals } = sources;
  const { conversations, donations, ledger, reviews } = sources;
  // The support desk: a ticket's order comes from orders, a withdrawal or donation is checked by its owner module,
  // pictures are re-encoded by the order chat's image handling, staff are the users holding the staff role.
  const support = createSupportService({
    db,
    audit,
    orders: createOrderParties({ db, secret: config.AUTH_SECRET, publicUrl: config.PUBLIC_URL }),
    withdrawals: { owns: (userId, id) => isFound(withdrawals.get(userId, id)) },
    donations: { concerns: (userId, id) => isFound(donations.getDonation(id, userId)) },
    images: { prepare: (input) => conversations.prepareImage(input) },
    staff: {
      members: async () => {
        const byRole = await Promise.all(SUPPORT_STAFF_ROLES.map((role) => users.withRole(role)));
        return [...new Map(byRole.flat().map((member) => [member.id, member])).values()];
      },
      isStaff: async (userId) => answersSupport((await users.getRoles(userId)) ?? []),
    },
    users: {
      contactEmail: (userId) => users.contactEmail(userId),
      names: async (ids) => new Map([...(await users.findPublicCards(ids))].map(([id, card]) => [id, card.name])),
    },
    notifications,
    mailer,
    siteUrl: siteUrl(config),
    now,
  });
  // Manual refunds and payouts held for risk: from the four-eyes line they wait for a second staff member (decision 042).
  const approvals = createApprovalsService({
    db,
    audit,
    refunds: {
      quote: (orderId, request) => orders.refundQuote(orderId, request),
      refund: (tx, orderId, request, staffId) => orders.refundByStaff(tx, orderId, request, staffId),
    },
    payouts: {
      quote: (withdrawalId) => withdrawals.admin.releaseQuote(withdrawalId),
      release: (tx, withdrawalId, staffId) => withdrawals.admin.release(tx, withdrawalId, staffId),
    },
    names: async (ids) => new Map([...(await users.findPublicCards(ids))].map(([id, card]) => [id, card.name])),
    now,
  });
  const sellerApplications = createSellerApplicationsService({
    db,
    mailer,
    rolesChanged: auth.rolesChanged,
    notifications,
    siteUrl: siteUrl(config),
    audit,
  });
  const productProposals = createProductProposalsService({ db, now, audit });
  const offerBlocks = createOfferBlocksService({ db, answers });
  // A block ends the user's sessions in every process and hides their offers, in the block's transaction (decision 041).
  const usersAdmin = createUsersAdminService({
    db,
    audit,
    now,
    endSessions: (userId, tx) => auth.endSessionsOf(userId, tx),
    offers: offerBlocks,
  });
  // The console's home counts each module's queue; its user page reads each module's part of one account.
  const consoleService = wireConsole({
    orders: createOrderQueues(db),
    withdrawals,
    withdrawalQueues: createWithdrawalQueues(db),
    sellerApplications,
    productProposals,
    support,
    usersAdmin,
    auth,
    offerBlocks,
    donations,
    ledger,
    reviews,
    audit,
    approvals,
  });
  return {
    support,
    sellerApplications,
    productProposals,
    approvals,
    // Staff re-open a completed order for a complaint, audited in its transaction (decision 050).
    orderReopening: createOrderReopeningConsole({ db, audit, orders }),
    usersAdmin,
    offerBlocks,
    console: consoleService,
    // Moderators hide and restore offers and reviews, each change audited in its transaction (decision 043).
    offerModeration: createOfferModerationService({
      db,
      catalog: { product: offerProductSql },
      audit,
      answers,
      now,
      webhooks: sources.webhooks,
    }),
    reviewModeration: createReviewModeration({ db, audit, answers, now }),
    // Only a superadmin grants staff roles; each grant is audited and reaches every process's session cache.
    staff: createStaffService({ db, audit, rolesChanged: auth.rolesChanged }),
  };
}
