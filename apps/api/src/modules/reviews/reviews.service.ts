import {
  isSellerRole,
  type CreateReviewRequest,
  type GuestCreateReviewRequest,
  type OrderReviewState,
  type Review,
  type ReviewListQuery,
  type ReviewListResponse,
  type SellerRating,
} from '@lootmarket/domain';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { sellerTag } from '../../platform/cache/answer-cache';
import { AppError } from '../../platform/http/app-error';
import { scheduleJob } from '../../platform/jobs/job-schedule';
import { createReviewPrompt, REVIEW_PROMPT_JOB, scheduleReviewReceived } from './reviews.notify';
import type { FinishedDealNotice, ReviewsDeps } from './reviews.ports';
import { createReviewsRepo, type NewReviewRow, type ReviewRow } from './reviews.repo';
import { toRating, toReview, toSummary } from './reviews.view';
import { scheduleReputation } from './seller-reputation.service';

const ORDER_NOT_FOUND = 'Заказ не найден';
const ALREADY_REVIEWED = 'Отзыв на этот заказ уже оставлен';
/** How a guest's review is signed: guests have no public name. */
const GUEST_AUTHOR = { name: 'Покупатель', letters: 'П', color: '#5d6580' };

/** Who writes a review: a signed-in buyer, or a guest holding the order link's token. */
type Reviewer = { userId: number } | { guestToken: string };
const REVIEW_NOT_FOUND = 'Отзыв не найден';

export type ReviewsService = ReturnType<typeof createReviewsService>;

/**
 * Reviews of completed orders: one per order by its buyer (a guest through the order link), one answer by its seller. A review of
 * an order refunded later is removed. Every change has the seller's tier judged again (decision 025).
 */
export function createReviewsService(deps: ReviewsDeps) {
  const { db, now } = deps;
  const repo = createReviewsRepo(db);

  /** Reviews with their sellers' current names, in one query for the page. */
  async function withSellers(rows: ReviewRow[]): Promise<Review[]> {
    const names = await deps.users.findPublicCards(rows.map((row) => row.sellerId));
    return rows.map((row) => toReview(row, names.get(row.sellerId)?.name ?? 'Продавец'));
  }

  async function list(
    by: { sellerId: number } | { authorUserId: number },
    query: ReviewListQuery,
    summaryOf: number | null,
  ): Promise<ReviewListResponse> {
    const [page, counts] = await Promise.all([
      repo.page(by, query.limit, query.offset),
      summaryOf === null ? Promise.resolve([]) : repo.starCounts([summaryOf]),
    ]);
    return { items: await withSellers(page.rows), total: page.total, summary: toSummary(counts[0]) };
  }

  /** The reviewer's own order: a signed-in buyer's, or a guest's by the order link's token; else 404. */
  async function buyersOrder(reviewer: Reviewer, orderId: string) {
    const order = await deps.orders.find(orderId);
    const mine =
      order &&
      ('userId' in reviewer
        ? order.buyerUserId === reviewer.userId
        : order.buyerUserId === null && deps.orders.isGuestToken(order.id, reviewer.guestToken));
    if (!mine) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
    return order;
  }

  /** How the review is signed: the account's public name and avatar, or «Покупатель» for a guest. */
  async function authorOf(reviewer: Reviewer) {
    const card =
      'userId' in reviewer ? (await deps.users.findPublicCards([reviewer.userId])).get(reviewer.userId) : null;
    return {
      authorUserId: 'userId' in reviewer ? reviewer.userId : null,
      authorName: card?.name ?? GUEST_AUTHOR.name,
      authorAvatarLetters: card?.avatarLetters ?? GUEST_AUTHOR.letters,
      authorAvatarColor: card?.avatarColor ?? GUEST_AUTHOR.color,
    };
  }

  /** The reviewer reviews a completed order, once; the seller is told through the jobs outbox. */
  async function create(reviewer: Reviewer, request: CreateReviewRequest): Promise<Review> {
    const order = await buyersOrder(reviewer, request.orderId);
    if (order.status !== 'COMPLETED')
      throw new AppError('CONFLICT', 'Оставить отзыв можно после того, как заказ завершён');
    if (await repo.ofOrder(order.id)) throw new AppError('CONFLICT', ALREADY_REVIEWED);
    const row: NewReviewRow = {
      orderId: order.id,
      sellerId: order.sellerId,
      ...(await authorOf(reviewer)),
      productTitle: order.productTitle,
      productSlug: order.productSlug,
      rating: request.rating,
      text: request.text,
      createdAt: new Date(now()),
    };
    const inserted = await inTransaction(db, async (tx) => {
      const stored = await createReviewsRepo(tx).insert(row);
      if (stored) {
        await changed(tx, order.sellerId);
        await scheduleReviewReceived(tx, stored.orderId!);
        await deps.webhooks?.emit(tx, {
          userId: order.sellerId,
          type: 'review.created',
          object: { type: 'review', id: stored.id },
          data: {
            reviewId: stored.id,
            orderId: order.id,
            rating: stored.rating,
            text: stored.text,
            productTitle: order.productTitle,
            createdAt: row.createdAt.toISOString(),
          },
        });
      }
      return stored;
    });
    // A second review racing the first loses on the order's unique review.
    if (!inserted) throw new AppError('CONFLICT', ALREADY_REVIEWED);
    return (await withSellers([inserted]))[0]!;
  }

  /** Whether the reviewer may review the order now, and their review when there is one. */
  async function ofOrder(reviewer: Reviewer, orderId: string): Promise<OrderReviewState> {
    const order = await buyersOrder(reviewer, orderId);
    const row = await repo.ofOrder(order.id);
    const live = row && row.removedAt === null ? row : undefined;
    return {
      canReview: order.status === 'COMPLETED' && !row,
      review: live ? (await withSellers([live]))[0]! : null,
    };
  }

  async function changed(tx: Db, sellerId: number): Promise<void> {
    await deps.answers?.invalidate([sellerTag(sellerId)], tx);
    await scheduleReputation(tx, sellerId);
  }

  return {
    /** The signed-in buyer reviews a completed order, once. */
    create: (userId: number, request: CreateReviewRequest) => create({ userId }, request),
    /** A guest reviews their completed order through the order link, once. */
    createAsGuest: ({ token, ...request }: GuestCreateReviewRequest) => create({ guestToken: token }, request),
    /** Whether the buyer may review the order now, and their review when there is one. */
    ofOrder: (userId: number, orderId: string) => ofOrder({ userId }, orderId),
    ofOrderAsGuest: (orderId: string, token: string) => ofOrder({ guestToken: token }, orderId),

    /** The seller answers a review of their shop, once. */
    async answer(userId: number, reviewId: string, text: string): Promise<Review> {
      const row = await inTransaction(db, async (tx) => {
        const txRepo = createReviewsRepo(tx);
        const review = await txRepo.lockLive(reviewId);
        if (!review) throw new AppError('NOT_FOUND', REVIEW_NOT_FOUND);
        if (review.sellerId !== userId)
          throw new AppError('FORBIDDEN', 'Ответить на отзыв может только продавец, о котором он написан');
        if (review.answerText !== null) throw new AppError('CONFLICT', 'На этот отзыв уже есть ответ');
        const answered = await txRepo.setAnswer(review.id, text, new Date(now()));
        await deps.answers?.invalidate([sellerTag(review.sellerId)], tx);
        return answered;
      });
      return (await withSellers([row]))[0]!;
    },

    /** Reviews the user left, newest first. */
    mine: (userId: number, query: ReviewListQuery) => list({ authorUserId: userId }, query, null),

    /** Reviews about the seller's shop, newest first, with its rating. */
    received: (sellerId: number, query: ReviewListQuery) => list({ sellerId }, query, sellerId),

    /** A shop's reviews for everyone; 404 for anyone who is not a seller. */
    async ofSeller(sellerId: number, query: ReviewListQuery): Promise<ReviewListResponse> {
      const user = await deps.users.signedInById(sellerId);
      if (!user || !isSellerRole(user.roles)) throw new AppError('NOT_FOUND', 'Магазин не найден');
      return list({ sellerId }, query, sellerId);
    },

    /** Sellers' ratings in one query, for product pages and storefronts; sellers without reviews get none. */
    async ratings(sellerIds: number[]): Promise<Map<number, SellerRating>> {
      const counts = new Map((await repo.starCounts([...new Set(sellerIds)])).map((row) => [row.sellerId, row]));
      return new Map(sellerIds.map((id) => [id, toRating(counts.get(id)?.stars ?? [0, 0, 0, 0, 0])]));
    },

    /**
     * The orders module finished a deal, in its transaction: a refunded order's review comes off the pages,
     * the seller's tier is judged again, and the buyer of a completed order is asked for a review.
     */
    async dealFinished(tx: Db, deal: FinishedDealNotice): Promise<void> {
      if (deal.outcome === 'refunded') await createReviewsRepo(tx).removeOfOrder(deal.orderId, new Date(now()));
      await changed(tx, deal.sellerId);
      if (deal.outcome === 'completed')
        await scheduleJob(tx, {
          kind: REVIEW_PROMPT_JOB,
          payload: { orderId: deal.orderId },
          dedupeKey: `review-prompt:${deal.orderId}`,
        });
    },

    /** Reviews carried over with shops' history (the demo shops), while none is stored. */
    async addHistory(rows: NewReviewRow[]): Promise<boolean> {
      if (await repo.hasHistory()) return false;
      await repo.insertMany(rows);
      return true;
    },

    jobHandlers: createReviewPrompt(deps).jobHandlers,
  };
}
