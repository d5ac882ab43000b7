import { averageRating, type Review, type ReviewSummary, type SellerRating } from '@lootmarket/domain';
import type { ReviewRow, StarCounts } from './reviews.repo';

export const toReview = (row: ReviewRow, sellerName: string): Review => ({
  id: row.id,
  orderId: row.orderId,
  rating: row.rating,
  text: row.text,
  createdAt: row.createdAt.toISOString(),
  author: { name: row.authorName, avatarLetters: row.authorAvatarLetters, avatarColor: row.authorAvatarColor },
  product: { title: row.productTitle, slug: row.productSlug },
  seller: { id: String(row.sellerId), name: sellerName },
  answer: row.answerText && row.answeredAt ? { text: row.answerText, createdAt: row.answeredAt.toISOString() } : null,
  hiddenReason: row.hiddenReason,
});

export function toSummary(counts: StarCounts | undefined): ReviewSummary {
  const stars = counts?.stars ?? [0, 0, 0, 0, 0];
  return { ...toRating(stars), stars };
}

export function toRating(stars: readonly number[]): SellerRating {
  const count = stars.reduce((sum, n) => sum + n, 0);
  const sum = stars.reduce((total, n, index) => total + n * (index + 1), 0);
  return { average: averageRating(sum, count), count };
}
