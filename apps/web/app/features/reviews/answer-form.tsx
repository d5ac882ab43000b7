import { REVIEW_TEXT_MAX, type Review } from '@lootmarket/domain';
import { useState, type FormEvent } from 'react';
import { Button } from '#app/components/ui/button';
import { TextArea } from '#app/components/ui/text-input';
import { failureMessage, fieldIssues } from '#app/lib/api/api-error';
import { answerReview } from './reviews-client';

/** The seller's one answer to a review of their shop. */
export function AnswerForm({ review, onSaved }: { review: Review; onSaved: (review: Review) => void }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (text.trim() === '') return setError('Напишите ответ');
    setBusy(true);
    setError(null);
    try {
      onSaved(await answerReview(review.id, text));
    } catch (failure) {
      setError(fieldIssues(failure).text ?? failureMessage(failure, 'Не удалось отправить ответ'));
    } finally {
      setBusy(false);
    }
  }

  if (!open)
    return (
      <Button variant="secondary" size="sm" className="mt-3" onClick={() => setOpen(true)}>
        Ответить
      </Button>
    );
  return (
    <form onSubmit={(event) => void submit(event)} className="mt-3 flex flex-col gap-3" noValidate>
      <TextArea
        label="Ответ покупателю"
        hint="Ответить можно один раз, ответ увидят все"
        value={text}
        onChange={(event) => setText(event.target.value)}
        counter={REVIEW_TEXT_MAX}
        rows={3}
        error={error ?? undefined}
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" loading={busy}>
          Отправить ответ
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={() => setOpen(false)}>
          Отмена
        </Button>
      </div>
    </form>
  );
}
