import {
  isSellerRole,
  sellerReputation,
  type SellerReputation,
  type SellerReputationList,
  type SellerReputationListQuery,
  type SellerTier,
  type SellerVerifiedRequest,
} from '@lootmarket/domain';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { sellerTag } from '../../platform/cache/answer-cache';
import { AppError } from '../../platform/http/app-error';
import { scheduleJob } from '../../platform/jobs/job-schedule';
import type { JobHandler } from '../../platform/jobs/jobs.worker';
import type { ReviewsDeps } from './reviews.ports';
import type { StaffActor } from '../../platform/http/staff-permission';
import { createReviewsRepo, type ReputationRow } from './reviews.repo';

export const REPUTATION_JOB = 'reviews.reputation';
export const REPUTATION_SWEEP_JOB = 'reviews.reputation-sweep';
const SHOP_NOT_FOUND = 'Магазин не найден';
const DAY_SECONDS = 86_400;

/** Judges the seller's tier again in the jobs worker, once per pending change (decision 025). */
export const scheduleReputation = (tx: Db, sellerId: number) =>
  scheduleJob(tx, { kind: REPUTATION_JOB, payload: { sellerId }, dedupeKey: `reputation:${sellerId}` });

/** Refunded deals behind a refund share, for sellers whose figures came as a share (the demo shops). */
const refundedFrom = (completed: number, refundShareBp: number) =>
  refundShareBp >= 10_000 ? 0 : Math.round((completed * refundShareBp) / (10_000 - refundShareBp));

export type SellerReputationService = ReturnType<typeof createSellerReputationService>;

/**
 * A seller's earned tier, judged from their deals, reviews, refunds, disputes and age by the formula of
 * decision 025, and the verified flag support sets with a reason. Offers carry both for the catalog.
 */
export function createSellerReputationService(deps: ReviewsDeps) {
  const { db, now } = deps;
  const repo = createReviewsRepo(db);

  async function sellerOrFail(sellerId: number) {
    const user = await deps.users.signedInById(sellerId);
    if (!user || !isSellerRole(user.roles)) throw new AppError('NOT_FOUND', SHOP_NOT_FOUND);
    return user;
  }

  const view = (row: ReputationRow, name: string): SellerReputation => ({
    sellerId: String(row.sellerId),
    name,
    tier: row.tier,
    verified: row.verified,
    verifiedReason: row.verifiedReason,
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    figures: {
      completedDeals: row.completedDeals,
      refundedDeals: row.refundedDeals,
      disputes: row.disputes,
      reviewCount: row.reviewCount,
      rating: row.ratingCenti / 100,
      refundBp: row.refundBp,
      disputeBp: row.disputeBp,
      ageDays: row.ageDays,
    },
    updatedAt: row.updatedAt.toISOString(),
  });

  /** Writes the judged row; offers and cached pages change only when the badge did. */
  async function store(tx: Db, before: ReputationRow, values: Partial<ReputationRow>): Promise<ReputationRow> {
    const after = await createReviewsRepo(tx).updateReputation(before.sellerId, values);
    if (after.tier !== before.tier || after.verified !== before.verified || before.updatedAt.getTime() === 0) {
      await deps.offers.setSellerBadge(after.sellerId, { tier: after.tier, verified: after.verified }, tx);
    }
    await deps.answers?.invalidate([sellerTag(after.sellerId)], tx);
    return after;
  }

  /** Judges the seller's tier from what they have now; the inputs are read before the row is locked. */
  async function recompute(sellerId: number): Promise<ReputationRow | undefined> {
    const user = await deps.users.signedInById(sellerId);
    if (!user) return undefined;
    const [trust, trouble, ratings] = await Promise.all([
      deps.trust.getSellerTrust([sellerId]),
      deps.orders.troubleSince(sellerId, new Date(0)),
      repo.ratingTotals(sellerId),
    ]);
    const figures = trust.get(sellerId) ?? { completedDeals: 0, refundShareBp: 0 };
    const refundedDeals = refundedFrom(figures.completedDeals, figures.refundShareBp);
    const at = new Date(now());
    const judged = sellerReputation({
      completedDeals: figures.completedDeals,
      refundedDeals,
      disputes: trouble.disputes,
      reviewCount: ratings.count,
      ratingSum: ratings.sum,
      accountCreatedAt: user.createdAt,
      now: at,
    });
    return inTransaction(db, async (tx) => {
      const before = await createReviewsRepo(tx).lockReputation(sellerId, new Date(0));
      return store(tx, before, {
        tier: judged.tier,
        completedDeals: figures.completedDeals,
        refundedDeals,
        disputes: trouble.disputes,
        reviewCount: ratings.count,
        ratingCenti: Math.round(judged.rating * 100),
        refundBp: judged.refundBp,
        disputeBp: judged.disputeBp,
        ageDays: judged.ageDays,
        updatedAt: at,
      });
    });
  }

  const reputationJob: JobHandler = async (payload) => {
    const sellerId = Number((payload as { sellerId?: unknown }).sellerId);
    if (Number.isSafeInteger(sellerId) && sellerId > 0) await recompute(sellerId);
  };

  /** Sellers age and old disputes stay counted: every judged seller is judged again once a day. */
  const sweepJob: JobHandler = async () => {
    for (const sellerId of await repo.reputationSellerIds()) await recompute(sellerId);
  };

  return {
    recompute,

    /** The tier and flag a new offer of the seller carries; undefined for a seller never judged. */
    async badgeOf(sellerId: number): Promise<{ sellerTier: SellerTier; sellerVerified: boolean } | undefined> {
      const row = await repo.reputation(sellerId);
      return row && { sellerTier: row.tier, sellerVerified: row.verified };
    },

    /** Judged sellers for support, best tier first. */
    async list(query: SellerReputationListQuery): Promise<SellerReputationList> {
      const page = await repo.reputationPage(query.tier, query.limit, query.offset);
      const names = await deps.users.findPublicCards(page.rows.map((row) => row.sellerId));
      return {
        items: page.rows.map((row) => view(row, names.get(row.sellerId)?.name ?? 'Продавец')),
        total: page.total,
      };
    },

    /** Support's view of a seller's standing; judged first when it never was. */
    async get(sellerId: number): Promise<SellerReputation> {
      const user = await sellerOrFail(sellerId);
      const row = (await repo.reputation(sellerId)) ?? (await recompute(sellerId))!;
      return view(row, user.profile.name);
    },

    /** Support marks a seller verified or takes the mark away, with the reason on record (null: the platform's own). */
    /** `staff` null: the demo seed marking its shops, audited as the system. */
    async setVerified(
      staff: StaffActor | null,
      sellerId: number,
      request: SellerVerifiedRequest,
    ): Promise<SellerReputation> {
      const user = await sellerOrFail(sellerId);
      if (!(await repo.reputation(sellerId))) await recompute(sellerId);
      const row = await inTransaction(db, async (tx) => {
        const before = await createReviewsRepo(tx).lockReputation(sellerId, new Date(0));
        const stored = await store(tx, before, {
          verified: request.verified,
          verifiedReason: request.reason,
          verifiedBy: staff?.staffId ?? null,
          verifiedAt: new Date(now()),
        });
        await deps.audit?.record(tx, {
          action: 'sellers.verified',
          actor: staff?.actor ?? { type: 'system', id: null },
          target: { type: 'sellers', id: String(sellerId) },
          reason: request.reason,
          before: { verified: before.verified },
          after: { verified: request.verified, reason: request.reason },
          ...(staff ? { request: staff.request } : {}),
        });
        return stored;
      });
      return view(row, user.profile.name);
    },

    jobHandlers: { [REPUTATION_JOB]: reputationJob, [REPUTATION_SWEEP_JOB]: sweepJob } as Record<string, JobHandler>,
    recurring: { [REPUTATION_SWEEP_JOB]: DAY_SECONDS } as Record<string, number>,
  };
}
