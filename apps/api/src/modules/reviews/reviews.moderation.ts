import type { ModerationQuery, ModerationReview } from '@lootmarket/domain';
import { eq, isNotNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { sellerTag, type CatalogAnswers } from '../../platform/cache/answer-cache';
import { AppError } from '../../platform/http/app-error';
import type { StaffActor } from '../../platform/http/staff-permission';
import type { AuditRecorder } from '../audit/audit.ports';
import { createReviewsRepo, type ReviewRow } from './reviews.repo';
import { reviews } from './reviews.tables';
import { scheduleReputation } from './seller-reputation.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toModerationReview(row: ReviewRow): ModerationReview {
  return {
    id: row.id,
    rating: row.rating,
    text: row.text,
    authorName: row.authorName,
    sellerId: String(row.sellerId),
    productTitle: row.productTitle,
    createdAt: row.createdAt.toISOString(),
    hidden:
      row.hiddenReason === null || row.hiddenAt === null
        ? null
        : {
            reason: row.hiddenReason,
            at: row.hiddenAt.toISOString(),
            staffId: row.hiddenBy === null ? null : String(row.hiddenBy),
          },
  };
}

/** What a moderator searches by: a review's id or a seller's id; nothing — the hidden ones. */
function matching(q: string | undefined): SQL | undefined {
  if (!q) return isNotNull(reviews.hiddenAt);
  if (UUID.test(q)) return eq(reviews.id, q.toLowerCase());
  if (/^\d{1,15}$/.test(q)) return eq(reviews.sellerId, Number(q));
  return eq(reviews.productSlug, q.toLowerCase());
}

/**
 * Moderators hide a review with a reason and restore it (decision 043): a hidden review leaves the seller's
 * and product pages and every rating, and the seller's tier is judged again; its author still sees it, with
 * the reason. Each change writes its audit row in its transaction.
 */
export function createReviewModeration(deps: {
  db: Db;
  audit: AuditRecorder;
  answers?: CatalogAnswers;
  now: () => number;
}) {
  const { db, audit, answers, now } = deps;

  async function change(
    reviewId: string,
    staff: StaffActor,
    action: 'review.hide' | 'review.restore',
    reason: string | null,
  ): Promise<ModerationReview> {
    return inTransaction(db, async (tx) => {
      const repo = createReviewsRepo(tx);
      const before = await repo.lockAny(reviewId);
      if (!before) throw new AppError('NOT_FOUND', 'Отзыв не найден');
      const hiding = action === 'review.hide';
      if (hiding === (before.hiddenAt !== null))
        throw new AppError('CONFLICT', hiding ? 'Отзыв уже скрыт' : 'Отзыв не скрыт');
      const after = await repo.setHidden(
        reviewId,
        hiding ? { at: new Date(now()), reason: reason!, staffId: staff.staffId } : null,
      );
      await answers?.invalidate([sellerTag(before.sellerId)], tx);
      await scheduleReputation(tx, before.sellerId);
      await audit.record(tx, {
        action,
        actor: staff.actor,
        target: { type: 'review', id: reviewId },
        reason,
        before: { hiddenReason: before.hiddenReason },
        after: { hiddenReason: after.hiddenReason },
        request: staff.request,
      });
      return toModerationReview(after);
    });
  }

  return {
    list: async (query: ModerationQuery): Promise<{ items: ModerationReview[] }> => {
      const rows = await createReviewsRepo(db).moderationPage(matching(query.q), query.limit);
      return { items: rows.map(toModerationReview) };
    },
    hide: (reviewId: string, reason: string, staff: StaffActor) => change(reviewId, staff, 'review.hide', reason),
    restore: (reviewId: string, staff: StaffActor) => change(reviewId, staff, 'review.restore', null),
  };
}
export type ReviewModeration = ReturnType<typeof createReviewModeration>;
