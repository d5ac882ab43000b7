import { SUPPORT_TEXT_MAX, SUPPORT_TOPIC_LABELS, SUPPORT_TOPICS, type SupportTopic } from '@lootmarket/domain';
import { useState, type FormEvent } from 'react';
import { Button } from '#app/components/ui/button';
import { useToast } from '#app/components/ui/toast';
import { failureMessage } from '#app/lib/api/api-error';

/** A new ticket: the topic from the fixed list and the first message. */
export function NewTicketForm({
  initialTopic,
  about,
  onSubmit,
}: {
  initialTopic: SupportTopic;
  /** What the ticket is about, when it was opened from an order, a withdrawal or a donation. */
  about: string | null;
  onSubmit(input: { topic: SupportTopic; text: string }): Promise<void>;
}) {
  const toast = useToast();
  const [topic, setTopic] = useState<SupportTopic>(initialTopic);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await onSubmit({ topic, text: text.trim() });
    } catch (error) {
      toast.show({ type: 'error', message: failureMessage(error, 'Не удалось отправить обращение') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-label="Новое обращение"
      className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4 sm:p-5"
    >
      <h2 className="text-lg font-semibold">Написать в поддержку</h2>
      {about ? <p className="text-sm text-muted">{about}</p> : null}
      <label className="flex flex-col gap-1 text-sm font-medium">
        Тема
        <select
          value={topic}
          onChange={(event) => setTopic(event.target.value as SupportTopic)}
          className="min-h-11 rounded-xl border border-border bg-bg px-3"
        >
          {SUPPORT_TOPICS.map((value) => (
            <option key={value} value={value}>
              {SUPPORT_TOPIC_LABELS[value]}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium">
        Сообщение
        <textarea
          value={text}
          required
          maxLength={SUPPORT_TEXT_MAX}
          rows={4}
          onChange={(event) => setText(event.target.value)}
          placeholder="Опишите, что случилось"
          className="rounded-xl border border-border bg-bg px-3 py-2 font-normal"
        />
      </label>
      <Button type="submit" loading={busy} disabled={!text.trim()} className="self-start">
        Отправить
      </Button>
    </form>
  );
}
