import { SUPPORT_TEXT_MAX, type SupportMessage } from '@lootmarket/domain';
import clsx from 'clsx';
import { ImagePlus, SendHorizontal } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '#app/components/ui/button';
import { useToast } from '#app/components/ui/toast';
import { failureMessage } from '#app/lib/api/api-error';

const timeOf = (iso: string) =>
  new Date(iso).toLocaleString('ru-RU', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Moscow',
  });

function Bubble({ message, viewer }: { message: SupportMessage; viewer: 'user' | 'staff' }) {
  if (message.author === 'system')
    return (
      <li className="text-center text-xs text-muted" data-author="system">
        {message.text} · <span className="tabular-nums">{timeOf(message.createdAt)}</span>
      </li>
    );
  const mine = message.author === viewer;
  const who = mine ? 'Вы' : message.author === 'staff' ? `Поддержка · ${message.authorName ?? ''}` : 'Пользователь';
  return (
    <li className={clsx('flex flex-col gap-1', mine ? 'items-end' : 'items-start')} data-author={message.author}>
      <span className="px-1 text-xs text-muted">
        {who} <span className="ml-1 tabular-nums">{timeOf(message.createdAt)}</span>
      </span>
      <div
        className={clsx(
          'max-w-[85%] rounded-2xl px-3.5 py-2.5 text-sm break-words whitespace-pre-wrap sm:max-w-[75%]',
          mine ? 'rounded-br-md bg-primary text-white' : 'rounded-bl-md border border-info/40 bg-surface-2 text-text',
        )}
      >
        {message.image ? (
          <a href={message.image.url} target="_blank" rel="noreferrer" className="block">
            <img
              src={message.image.url}
              alt="Изображение из обращения"
              width={message.image.width}
              height={message.image.height}
              loading="lazy"
              className="h-auto max-h-72 w-auto max-w-full rounded-lg"
            />
          </a>
        ) : (
          message.text
        )}
      </div>
    </li>
  );
}

export interface SupportThreadProps {
  messages: SupportMessage[];
  viewer: 'user' | 'staff';
  sendText(text: string): Promise<SupportMessage>;
  sendImage(form: FormData): Promise<SupportMessage>;
  /** Shown instead of the composer (a closed ticket staff must reopen first). */
  locked?: string | null;
  onSent?(): void;
}

/** A ticket's conversation with its composer: text, or a picture re-encoded by the server. */
export function SupportThread({ messages: initial, viewer, sendText, sendImage, locked, onSent }: SupportThreadProps) {
  const toast = useToast();
  const [messages, setMessages] = useState(initial);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);

  async function deliver(work: () => Promise<SupportMessage>) {
    setBusy(true);
    try {
      const message = await work();
      setMessages((current) => [...current, message]);
      onSent?.();
      return true;
    } catch (error) {
      toast.show({ type: 'error', message: failureMessage(error, 'Не удалось отправить') });
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (text.trim() && (await deliver(() => sendText(text.trim())))) setText('');
  }

  function pick(file: File | undefined) {
    if (!file) return;
    const form = new FormData();
    form.append('file', file);
    void deliver(() => sendImage(form));
  }

  return (
    <section aria-label="Переписка с поддержкой" className="rounded-2xl border border-border bg-surface p-4 sm:p-5">
      <ul className="flex flex-col gap-3">
        {messages.map((message) => (
          <Bubble key={message.id} message={message} viewer={viewer} />
        ))}
      </ul>
      {locked ? (
        <p className="mt-4 text-sm text-muted">{locked}</p>
      ) : (
        <form onSubmit={(event) => void submit(event)} className="mt-4 flex items-end gap-2">
          <label className="grid size-11 shrink-0 cursor-pointer place-items-center rounded-xl border border-border text-muted hover:text-text">
            <ImagePlus aria-hidden="true" className="size-5" />
            <span className="sr-only">Приложить изображение</span>
            <input
              type="file"
              accept="image/png,image/jpeg,image/webp"
              className="sr-only"
              disabled={busy}
              onChange={(event) => {
                pick(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </label>
          <textarea
            aria-label="Сообщение"
            value={text}
            maxLength={SUPPORT_TEXT_MAX}
            rows={2}
            onChange={(event) => setText(event.target.value)}
            placeholder="Напишите сообщение"
            className="min-h-11 flex-1 resize-y rounded-xl border border-border bg-bg px-3 py-2 text-sm"
          />
          <Button type="submit" loading={busy} disabled={!text.trim()} aria-label="Отправить">
            <SendHorizontal aria-hidden="true" className="size-5" />
          </Button>
        </form>
      )}
    </section>
  );
}
