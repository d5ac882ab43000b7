import type { ReactNode } from 'react';
import clsx from 'clsx';
import { Check, Copy, ExternalLink, Gift, KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useToast } from '#app/components/ui/toast';
import { isGiftLink } from './order-format';

const COPIED_MS = 2000;

/** Copies one value; the button says so for a moment, and a toast explains a browser that refused. */
function CopyButton({ value, label }: { value: string; label: string }) {
  const toast = useToast();
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      window.setTimeout(() => setCopied(false), COPIED_MS);
    } catch {
      toast.show({ type: 'warning', message: 'Не удалось скопировать. Выделите текст и скопируйте вручную' });
    }
  }
  return (
    <button
      type="button"
      onClick={() => void copy()}
      aria-label={copied ? 'Скопировано' : label}
      className={clsx(
        'inline-flex h-11 shrink-0 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold transition-colors tablet:h-9',
        copied ? 'bg-success/15 text-success' : 'bg-surface-3 text-text hover:bg-primary-soft hover:text-primary',
      )}
    >
      {copied ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
      <span>{copied ? 'Скопировано' : 'Копировать'}</span>
    </button>
  );
}

/** One delivered key or gift link, large enough to read out and with its own copy button. */
function DeliveredItem({ value, index, count }: { value: string; index: number; count: number }) {
  const link = isGiftLink(value);
  const Icon = link ? Gift : KeyRound;
  const name = link ? 'Ссылка на подарок' : 'Ключ';
  const title = count > 1 ? `${name} ${index + 1}` : name;
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-border bg-surface-2 p-3 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-primary-soft text-primary">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <p className="text-xs text-muted">{title}</p>
          {link ? (
            <a
              href={value}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex max-w-full items-center gap-1 font-mono text-sm break-all text-primary hover:underline"
            >
              {value}
              <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
            </a>
          ) : (
            <p
              className="font-mono text-base font-semibold tracking-wide break-all select-all"
              data-testid="delivered-key"
            >
              {value}
            </p>
          )}
        </div>
      </div>
      <CopyButton value={value} label={`Копировать: ${title.toLowerCase()}`} />
    </li>
  );
}

/** What the buyer received: keys and gift links from auto-delivery, and the seller's message. */
export function DeliveredItems({
  keys,
  text,
  mailedToGuest,
  pictures,
}: {
  keys: string[];
  text: string | null;
  mailedToGuest: boolean;
  pictures?: ReactNode;
}) {
  return (
    <section aria-labelledby="delivery-title" className="rounded-2xl border border-border bg-surface p-4 sm:p-5">
      <h2 id="delivery-title" className="mb-3 text-lg font-bold">
        Ваш товар
      </h2>
      {keys.length > 0 ? (
        <ul className="flex flex-col gap-2">
          {keys.map((value, index) => (
            <DeliveredItem key={`${index}-${value}`} value={value} index={index} count={keys.length} />
          ))}
        </ul>
      ) : null}
      {text ? (
        <div className={clsx(keys.length > 0 && 'mt-3')}>
          <p className="mb-1 text-xs text-muted">Сообщение продавца</p>
          <div className="flex flex-col gap-3 rounded-xl border border-border bg-surface-2 p-3 sm:flex-row sm:items-start">
            <p className="min-w-0 flex-1 text-sm whitespace-pre-line break-words">{text}</p>
            <CopyButton value={text} label="Копировать сообщение продавца" />
          </div>
        </div>
      ) : null}
      {pictures}
      {mailedToGuest && keys.length > 0 ? (
        <p className="mt-3 text-xs text-subtle">Мы также отправили товар на почту, указанную при оформлении.</p>
      ) : null}
    </section>
  );
}
