import type { SellerOffer } from '@lootmarket/domain';
import { useState, type FormEvent } from 'react';
import { Button } from '#app/components/ui/button';
import { checkTypedPrice } from './offer-price';

export interface OfferBulkBarProps {
  selected: readonly SellerOffer[];
  busy: boolean;
  onToggle: (active: boolean) => void;
  onPrice: (amount: number) => void;
  onClear: () => void;
}

/** Actions on every chosen offer at once: pause, resume, one new price. */
export function OfferBulkBar({ selected, busy, onToggle, onPrice, onClear }: OfferBulkBarProps) {
  const [text, setText] = useState('');
  const first = selected[0];
  if (!first) return null;
  const check = text ? checkTypedPrice(text, first.price.currency, first.feeBasisPoints) : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (check?.ok) onPrice(check.amount);
  }

  return (
    <div
      role="region"
      aria-label="Действия с выбранными"
      className="sticky bottom-3 z-10 flex flex-wrap items-center gap-2 rounded-card border border-primary/40 bg-surface-2 p-3 shadow-[var(--shadow-card)]"
    >
      <span className="mr-auto text-sm font-semibold">Выбрано: {selected.length}</span>
      <Button size="sm" variant="secondary" disabled={busy} onClick={() => onToggle(false)}>
        На паузу
      </Button>
      <Button size="sm" variant="secondary" disabled={busy} onClick={() => onToggle(true)}>
        Возобновить
      </Button>
      <form onSubmit={submit} noValidate className="flex items-center gap-2">
        <input
          inputMode="decimal"
          placeholder="Новая цена, ₽"
          aria-label="Новая цена для выбранных"
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="h-9 w-36 rounded-lg border border-border bg-surface px-2.5 text-sm outline-none focus:border-primary"
        />
        <Button size="sm" type="submit" disabled={busy || !check?.ok}>
          Применить
        </Button>
      </form>
      <Button size="sm" variant="ghost" onClick={onClear}>
        Снять выбор
      </Button>
      {check && !check.ok ? (
        <p role="alert" className="w-full text-xs text-danger">
          {check.message}
        </p>
      ) : null}
    </div>
  );
}
