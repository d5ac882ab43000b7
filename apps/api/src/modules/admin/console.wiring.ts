import { DONATION_STATUS_TEXT } from '@lootmarket/domain';
import type { ApprovalsService } from '../approvals/approvals.service';
import type { AuditService } from '../audit/audit.service';
import type { AuthServices } from '../auth/auth.services';
import type { ProductProposalsService } from '../catalog/product-proposals.service';
import type { DonationsService } from '../donations/donations.service';
import type { LedgerService } from '../ledger/ledger.types';
import type { OfferBlocksService } from '../offers/offer-blocks.service';
import type { createOrderQueues } from '../orders/order-queues';
import type { ReviewsService } from '../reviews/reviews.service';
import type { SupportService } from '../support/support.service';
import type { SellerApplicationsService } from '../users/seller-applications.service';
import type { UsersAdminService } from '../users/users-admin.service';
import type { createWithdrawalQueues } from '../withdrawals/withdrawal-queues';
import type { WithdrawalsService } from '../withdrawals/withdrawals.service';
import { createConsoleService } from './console.service';

export interface ConsoleSources {
  orders: ReturnType<typeof createOrderQueues>;
  withdrawals: WithdrawalsService;
  withdrawalQueues: ReturnType<typeof createWithdrawalQueues>;
  sellerApplications: SellerApplicationsService;
  productProposals: ProductProposalsService;
  support: SupportService;
  usersAdmin: UsersAdminService;
  auth: AuthServices;
  offerBlocks: OfferBlocksService;
  donations: DonationsService;
  ledger: LedgerService;
  reviews: ReviewsService;
  audit: AuditService;
  approvals: ApprovalsService;
}

const LATEST = { limit: 20, offset: 0 };
const newestFirst = (a: { createdAt: string }, b: { createdAt: string }) => b.createdAt.localeCompare(a.createdAt);

/** The console reads each module through its service: the queues' counts and the parts of one account. */
export function wireConsole(s: ConsoleSources) {
  return createConsoleService({
    queues: {
      orders: () => s.orders.queueStats(),
      withdrawals: () => s.withdrawalQueues.queueStats(),
      sellerApplications: () => s.sellerApplications.queueStats(),
      productProposals: () => s.productProposals.queueStats(),
      support: async () => {
        const stats = await s.support.queueStats();
        return { count: stats.open, oldestSince: stats.oldestWaitingSince };
      },
      approvals: async () => {
        const stats = await s.approvals.queueStats();
        return { count: stats.count, oldestSince: stats.oldestWaitingSince };
      },
      donationReports: async () => {
        const stats = await s.donations.moderation.queueStats();
        return {
          count: stats.count,
          oldestSince: stats.oldestWaitingSince ? new Date(stats.oldestWaitingSince) : null,
        };
      },
    },
    user: {
      card: (userId) => s.usersAdmin.card(userId),
      account: (userId, email) => s.auth.accountOf(userId, email),
      orders: (userId) => s.orders.latestOf(userId),
      offers: (userId) => s.offerBlocks.latestOfSeller(userId),
      donations: async (userId) => {
        const [sent, received] = await Promise.all([
          s.donations.listMine(userId, LATEST.limit, 0),
          s.donations.listReceived(userId, LATEST.limit, 0),
        ]);
        return [
          ...sent.items.map((item) => ({ ...item, side: 'donor' as const })),
          ...received.items.map((item) => ({ ...item, side: 'streamer' as const })),
        ]
          .sort(newestFirst)
          .slice(0, LATEST.limit)
          .map((item) => ({
            id: item.id,
            side: item.side,
            status: DONATION_STATUS_TEXT[item.status].title,
            total: item.amount,
            createdAt: item.createdAt,
          }));
      },
      wallet: async (userId) =>
        (await s.ledger.walletBalance(userId)).map(({ currency, available, held }) => ({ currency, available, held })),
      withdrawals: async (userId) =>
        (await s.withdrawals.list(userId, { statuses: undefined, ...LATEST })).items.map((item) => ({
          id: item.id,
          status: item.status_label,
          total: item.amount,
          createdAt: item.created_at,
        })),
      reviews: async (userId) => {
        const [written, received] = await Promise.all([
          s.reviews.mine(userId, LATEST),
          s.reviews.received(userId, LATEST),
        ]);
        return [
          ...written.items.map((item) => ({ ...item, side: 'author' as const })),
          ...received.items.map((item) => ({ ...item, side: 'seller' as const })),
        ]
          .sort(newestFirst)
          .slice(0, LATEST.limit)
          .map(({ id, side, rating, text, createdAt }) => ({ id, side, rating, text, createdAt }));
      },
      audit: (userId) => s.audit.about('user', String(userId)),
    },
  });
}
