import type { ReviewListResponse } from '@lootmarket/domain';
import { ReviewList } from './review-list';
import { ReviewSummary } from './review-summary';

/** A shop's reviews on its public page: the rating, the spread of stars, the newest reviews. */
export function SellerReviews({ sellerId, reviews }: { sellerId: string; reviews: ReviewListResponse }) {
  return (
    <section aria-labelledby="shop-reviews" className="mt-10">
      <h2 id="shop-reviews" className="text-xl font-bold sm:text-2xl">
        Отзывы
      </h2>
      <div className="mt-4 grid gap-4 lg:grid-cols-[minmax(0,20rem)_1fr] lg:items-start">
        <ReviewSummary summary={reviews.summary} />
        <ReviewList
          first={reviews}
          source={{ kind: 'seller', sellerId }}
          empty="Покупатели ещё не оставили отзывов об этом магазине."
        />
      </div>
    </section>
  );
}
