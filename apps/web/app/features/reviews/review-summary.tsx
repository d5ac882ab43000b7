import type { ReviewSummary as Summary } from '@lootmarket/domain';
import { Star } from 'lucide-react';
import { RatingStars } from '#app/components/rating-stars';
import { ratingValue, reviewsText } from '#app/lib/seller-format';

/** The average, the count and how many reviews gave each number of stars. */
export function ReviewSummary({ summary }: { summary: Summary }) {
  if (summary.average === null) return <p className="text-muted">Отзывов пока нет</p>;
  return (
    <div className="flex flex-col gap-4 rounded-card border border-border bg-surface p-4 sm:flex-row sm:items-center sm:gap-8 sm:p-5">
      <div className="flex items-center gap-3 sm:flex-col sm:items-start sm:gap-1">
        <span className="text-4xl font-black tabular-nums">{ratingValue(summary.average)}</span>
        <div>
          <RatingStars value={summary.average} className="text-lg" />
          <p className="text-sm text-muted">{reviewsText(summary.count)}</p>
        </div>
      </div>
      <ul className="flex flex-1 flex-col gap-1.5" aria-label="Оценки по звёздам">
        {[5, 4, 3, 2, 1].map((stars) => {
          const count = summary.stars[stars - 1] ?? 0;
          const share = summary.count === 0 ? 0 : Math.round((count / summary.count) * 100);
          return (
            <li key={stars} className="flex items-center gap-2 text-sm">
              <span className="flex w-8 items-center gap-0.5 tabular-nums text-muted">
                {stars}
                <Star aria-hidden className="size-3.5 fill-warning text-warning" />
              </span>
              <span className="h-2 flex-1 overflow-hidden rounded-full bg-surface-2">
                <span className="block h-full rounded-full bg-warning" style={{ width: `${share}%` }} />
              </span>
              <span className="w-8 text-right tabular-nums text-muted">{count}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
