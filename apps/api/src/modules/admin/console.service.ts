import {
  can,
  CONSOLE_QUEUE_PERMISSIONS,
  permissionsOf,
  type AdminUserDetail,
  type ConsoleQueue,
  type ConsoleQueueId,
  type ConsoleQueues,
} from '@lootmarket/domain';

/** A queue's size and since when its oldest item waits, as each module answers it. */
export interface QueueStat {
  count: number;
  oldestSince: Date | null;
  held?: number;
}

type Latest<K extends keyof AdminUserDetail> = (userId: number) => Promise<AdminUserDetail[K]>;

/** What the console reads of other modules; each answers from its own tables. */
export interface ConsoleDeps {
  queues: {
    orders(): Promise<{ disputes: QueueStat; flagged: QueueStat }>;
    withdrawals(): Promise<{ payouts: QueueStat; failed: QueueStat }>;
    sellerApplications(): Promise<QueueStat>;
    productProposals(): Promise<QueueStat>;
    support(): Promise<QueueStat>;
    approvals(): Promise<QueueStat>;
    donationReports(): Promise<QueueStat>;
  };
  user: {
    card(userId: number): Promise<AdminUserDetail['user']>;
    account(userId: number, email: string | null): Promise<Pick<AdminUserDetail, 'signInMethods' | 'sessions'>>;
    orders: Latest<'orders'>;
    offers: Latest<'offers'>;
    donations: Latest<'donations'>;
    wallet: Latest<'wallet'>;
    withdrawals: Latest<'withdrawals'>;
    reviews: Latest<'reviews'>;
    audit: (userId: number) => Promise<NonNullable<AdminUserDetail['audit']>>;
  };
}

const toQueue = (id: ConsoleQueueId, stat: QueueStat): ConsoleQueue => ({
  id,
  count: stat.count,
  oldestSince: stat.oldestSince ? new Date(stat.oldestSince).toISOString() : null,
  ...(stat.held === undefined ? {} : { held: stat.held }),
});

/** The console's home and its user page, composed from the modules that own each part. */
export function createConsoleService({ queues, user }: ConsoleDeps) {
  /** Each queue's count, read only when the caller may open its page. */
  const readers: Partial<Record<ConsoleQueueId, () => Promise<QueueStat>>> = {
    disputes: async () => (await queues.orders()).disputes,
    flagged_orders: async () => (await queues.orders()).flagged,
    payouts: async () => (await queues.withdrawals()).payouts,
    withdrawals: async () => (await queues.withdrawals()).failed,
    seller_applications: () => queues.sellerApplications(),
    product_proposals: () => queues.productProposals(),
    support: () => queues.support(),
    approvals: () => queues.approvals(),
    donation_reports: () => queues.donationReports(),
  };

  return {
    async queues(roles: readonly number[]): Promise<ConsoleQueues> {
      const permissions = permissionsOf(roles);
      const allowed = (Object.keys(readers) as ConsoleQueueId[]).filter((id) =>
        permissions.has(CONSOLE_QUEUE_PERMISSIONS[id]),
      );
      const stats = await Promise.all(allowed.map(async (id) => toQueue(id, await readers[id]!())));
      return { permissions: [...permissions], queues: stats };
    },

    /** Everything about one account, each list its latest 20. */
    async userDetail(userId: number, roles: readonly number[]): Promise<AdminUserDetail> {
      const card = await user.card(userId);
      const [account, orders, offers, donations, wallet, withdrawals, reviews, audit] = await Promise.all([
        user.account(userId, card.email),
        user.orders(userId),
        user.offers(userId),
        user.donations(userId),
        user.wallet(userId),
        user.withdrawals(userId),
        user.reviews(userId),
        can(roles, 'audit.read') ? user.audit(userId) : null,
      ]);
      return { user: card, ...account, orders, offers, donations, wallet, withdrawals, reviews, audit };
    },
  };
}
export type ConsoleService = ReturnType<typeof createConsoleService>;
