import type { OrderReviewState } from '@lootmarket/domain';
import { Star } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ReviewCard } from './review-card';
import { ReviewForm } from './review-form';
import { fetchOrderReview } from './reviews-client';

/**
 * The completed order page asks its buyer for a review, or shows the one they left. Loaded in the browser,
 * so it appears as soon as the buyer confirms receipt. A guest reviews through the order link's token.
 */
export function OrderReview({ orderId, token }: { orderId: string; token: string | null }) {
  const [state, setState] = useState<OrderReviewState | null>(null);

  useEffect(() => {
    let alive = true;
    fetchOrderReview(orderId, token)
      .then((loaded) => alive && setState(loaded))
      .catch(() => alive && setState(null));
    return () => {
      alive = false;
    };
  }, [orderId, token]);

  if (!state || (!state.canReview && !state.review)) return null;
  return (
    <section aria-labelledby="order-review" className="mt-4 rounded-card border border-border bg-surface p-4 sm:p-6">
      <h2 id="order-review" className="flex items-center gap-2 text-lg font-bold">
        <Star aria-hidden className="size-5 fill-warning text-warning" />
        {state.review ? 'Ваш отзыв' : 'Оцените продавца'}
      </h2>
      {state.review ? (
        <div className="mt-3">
          <ReviewCard review={state.review} />
        </div>
      ) : (
        <>
          <p className="mt-1 mb-4 text-sm text-muted">
            Отзыв увидят покупатели на странице магазина. Оставить его можно один раз.
          </p>
          <ReviewForm orderId={orderId} token={token} onSaved={(review) => setState({ canReview: false, review })} />
        </>
      )}
    </section>
  );
}
