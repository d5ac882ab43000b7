import type { SellerRating } from '@lootmarket/domain';
import clsx from 'clsx';
import { Star } from 'lucide-react';
import { ratingValue, reviewsText } from '#app/lib/seller-format';

/** Five stars, as many filled as the rating rounds to; read out as «Оценка 4 из 5». */
export function RatingStars({ value, className }: { value: number; className?: string }) {
  const filled = Math.round(value);
  return (
    <span
      role="img"
      aria-label={`Оценка ${ratingValue(value)} из 5`}
      className={clsx('inline-flex gap-0.5', className)}
    >
      {[1, 2, 3, 4, 5].map((star) => (
        <Star
          key={star}
          aria-hidden
          className={clsx('size-[1em]', star <= filled ? 'fill-warning text-warning' : 'fill-transparent text-subtle')}
        />
      ))}
    </span>
  );
}

/** «★ 4,8 · 124 отзыва», or «Нет отзывов»: a seller's rating in one line, beside offers and in headers. */
export function SellerRatingLine({
  rating,
  className,
  ...rest
}: {
  rating: SellerRating;
  className?: string;
  'data-testid'?: string;
}) {
  if (rating.average === null || rating.count === 0)
    return (
      <p className={clsx('text-muted', className)} {...rest}>
        Нет отзывов
      </p>
    );
  return (
    <p className={clsx('flex items-center gap-1 tabular-nums', className)} {...rest}>
      <Star aria-hidden className="size-[1em] fill-warning text-warning" />
      <span className="font-semibold text-text">{ratingValue(rating.average)}</span>
      <span className="text-muted">· {reviewsText(rating.count)}</span>
    </p>
  );
}
