import type { Review, ReviewListResponse } from '@lootmarket/domain';
import { useEffect, useState } from 'react';
import { Button } from '#app/components/ui/button';
import { useToast } from '#app/components/ui/toast';
import { AnswerForm } from './answer-form';
import { ReviewCard } from './review-card';
import { fetchReviewPage, type ReviewSource } from './reviews-client';

/**
 * A list of reviews that grows by «Показать ещё». A shop's own list (`received`) offers the answer form
 * under reviews not yet answered; the buyer's own list names the shop of each review.
 */
export function ReviewList({
  first,
  source,
  empty,
}: {
  first: ReviewListResponse;
  source: ReviewSource;
  empty: string;
}) {
  const toast = useToast();
  const [items, setItems] = useState<Review[]>(first.items);
  const [total, setTotal] = useState(first.total);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setItems(first.items);
    setTotal(first.total);
  }, [first]);

  async function more() {
    setBusy(true);
    try {
      const page = await fetchReviewPage(source, items.length);
      const known = new Set(items.map((item) => item.id));
      setItems([...items, ...page.items.filter((item) => !known.has(item.id))]);
      setTotal(page.total);
    } catch {
      toast.show({ type: 'error', message: 'Не удалось загрузить отзывы' });
    } finally {
      setBusy(false);
    }
  }

  const replace = (saved: Review) => setItems((list) => list.map((item) => (item.id === saved.id ? saved : item)));

  if (items.length === 0)
    return <p className="rounded-card border border-dashed border-border p-8 text-center text-muted">{empty}</p>;
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-3">
        {items.map((review) => (
          <li key={review.id}>
            <ReviewCard
              review={review}
              about={source.kind === 'mine'}
              footer={
                source.kind === 'received' && !review.answer ? <AnswerForm review={review} onSaved={replace} /> : null
              }
            />
          </li>
        ))}
      </ul>
      {items.length < total ? (
        <Button variant="secondary" className="self-center" loading={busy} onClick={() => void more()}>
          Показать ещё
        </Button>
      ) : null}
    </div>
  );
}
