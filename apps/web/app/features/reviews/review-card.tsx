import type { Review } from '@lootmarket/domain';
import { MessageSquareReply } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RatingStars } from '#app/components/rating-stars';
import { dateSpaces } from '#app/lib/date-spaces';
import { storefrontPath } from '#app/lib/seller-format';

const dateOf = (iso: string) =>
  dateSpaces(
    new Intl.DateTimeFormat('ru-RU', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Moscow',
    }).format(new Date(iso)),
  );

/**
 * One review with the seller's answer. Texts are rendered as text, never as markup. `about` names the shop
 * (in the reviews a buyer left); `footer` holds the seller's answer form.
 */
export function ReviewCard({ review, about, footer }: { review: Review; about?: boolean; footer?: ReactNode }) {
  return (
    <article className="rounded-card border border-border bg-surface p-4 sm:p-5" data-review-id={review.id}>
      <header className="flex items-start gap-3">
        <span
          aria-hidden
          className="grid size-10 shrink-0 place-items-center rounded-full text-sm font-bold text-white uppercase"
          style={{ background: review.author.avatarColor }}
        >
          {review.author.avatarLetters.slice(0, 2)}
        </span>
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
            <span className="font-semibold break-words">{review.author.name}</span>
            <time dateTime={review.createdAt} className="text-xs text-muted">
              {dateOf(review.createdAt)}
            </time>
          </p>
          <RatingStars value={review.rating} className="mt-1 text-base" />
        </div>
      </header>
      <p className="mt-3 text-sm leading-relaxed break-words whitespace-pre-wrap" data-review-text="">
        {review.text}
      </p>
      <p className="mt-2 text-xs text-muted">
        {review.product.slug ? (
          <Link to={`/product/${review.product.slug}`} className="hover:text-text">
            {review.product.title}
          </Link>
        ) : (
          review.product.title
        )}
        {about ? (
          <>
            {' · '}
            <Link to={storefrontPath(review.seller.id)} className="font-medium text-primary hover:text-primary-hover">
              {review.seller.name}
            </Link>
          </>
        ) : null}
      </p>
      {review.answer ? (
        <div className="mt-3 rounded-xl bg-surface-2 p-3 text-sm">
          <p className="flex items-center gap-1.5 text-xs font-semibold text-muted">
            <MessageSquareReply aria-hidden className="size-3.5" /> Ответ продавца · {dateOf(review.answer.createdAt)}
          </p>
          <p className="mt-1 leading-relaxed break-words whitespace-pre-wrap" data-answer-text="">
            {review.answer.text}
          </p>
        </div>
      ) : null}
      {review.hiddenReason !== null ? (
        // Only the author is ever shown a hidden review; they learn that others no longer see it, and why.
        <p className="mt-3 rounded-xl bg-danger/10 p-3 text-sm text-danger">
          Скрыт модератором: {review.hiddenReason}. Другие его не видят.
        </p>
      ) : null}
      {footer}
    </article>
  );
}
