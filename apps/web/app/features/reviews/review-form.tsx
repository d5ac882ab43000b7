import { REVIEW_TEXT_MAX, type Review } from '@lootmarket/domain';
import clsx from 'clsx';
import { Star } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '#app/components/ui/button';
import { TextArea } from '#app/components/ui/text-input';
import { failureMessage, fieldIssues } from '#app/lib/api/api-error';
import { createReview } from './reviews-client';

const STAR_WORDS = ['', 'Ужасно', 'Плохо', 'Нормально', 'Хорошо', 'Отлично'];

/** Stars as a radio group: arrows move, the number keys 1–5 pick. */
function StarPicker({ value, onChange }: { value: number; onChange: (stars: number) => void }) {
  const name = useId();
  return (
    <fieldset>
      <legend className="text-sm font-medium">Оценка</legend>
      <div className="mt-1.5 flex items-center gap-3">
        <div className="flex gap-1">
          {[1, 2, 3, 4, 5].map((stars) => (
            <label key={stars} className="cursor-pointer">
              <input
                type="radio"
                name={name}
                value={stars}
                checked={value === stars}
                onChange={() => onChange(stars)}
                className="peer sr-only"
                aria-label={`${stars} из 5 — ${STAR_WORDS[stars]}`}
              />
              <Star
                aria-hidden
                className={clsx(
                  'size-9 rounded-md transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-primary',
                  stars <= value ? 'fill-warning text-warning' : 'fill-transparent text-subtle hover:text-warning',
                )}
              />
            </label>
          ))}
        </div>
        <span className="text-sm text-muted" aria-live="polite">
          {STAR_WORDS[value] ?? ''}
        </span>
      </div>
    </fieldset>
  );
}

/** The buyer's review of a completed order: stars and a text, sent once. */
export function ReviewForm({
  orderId,
  token,
  onSaved,
}: {
  orderId: string;
  /** A guest's order link token; null for a signed-in buyer. */
  token: string | null;
  onSaved: (review: Review) => void;
}) {
  const [stars, setStars] = useState(0);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (stars === 0) return setError('Поставьте оценку от 1 до 5 звёзд');
    if (text.trim() === '') return setError('Напишите отзыв');
    setBusy(true);
    setError(null);
    try {
      onSaved(await createReview(orderId, token, stars, text));
    } catch (failure) {
      const issues = fieldIssues(failure);
      setError(
        issues.text ?? issues.rating ?? failureMessage(failure, 'Не удалось отправить отзыв, попробуйте ещё раз'),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" noValidate>
      <StarPicker
        value={stars}
        onChange={(picked) => {
          setStars(picked);
          setError(null);
        }}
      />
      <TextArea
        label="Отзыв"
        placeholder="Как прошла сделка: скорость, общение, всё ли сработало"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
        counter={REVIEW_TEXT_MAX}
        rows={4}
        error={error ?? undefined}
      />
      <Button type="submit" loading={busy} className="self-start">
        Отправить отзыв
      </Button>
    </form>
  );
}
