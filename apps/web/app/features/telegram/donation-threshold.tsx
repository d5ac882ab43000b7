import { TELEGRAM_DONATION_MIN_MAX } from '@lootmarket/domain';
import { useState, type FormEvent } from 'react';
import { Button } from '#app/components/ui/button';

/** Donations below this many roubles are not told in Telegram; empty or 0 tells every one. */
export function DonationThreshold({
  minor,
  disabled,
  onSave,
}: {
  minor: number;
  disabled: boolean;
  onSave: (minor: number) => void;
}) {
  const [value, setValue] = useState(minor ? String(minor / 100) : '');
  const parsed = value.trim() === '' ? 0 : Math.round(Number(value.replace(',', '.')) * 100);
  const invalid = !Number.isFinite(parsed) || parsed < 0 || parsed > TELEGRAM_DONATION_MIN_MAX;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!invalid) onSave(parsed);
  }

  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3 pt-2">
      <label className="min-w-0 flex-1 space-y-1 text-sm">
        <span className="block text-muted">Донаты от суммы, ₽</span>
        <input
          inputMode="decimal"
          value={value}
          placeholder="0 — о каждом"
          aria-invalid={invalid}
          onChange={(event) => setValue(event.target.value)}
          className="h-11 w-full rounded-xl border border-border bg-surface-2 px-3 text-text"
        />
      </label>
      <Button type="submit" variant="secondary" disabled={disabled || invalid || parsed === minor}>
        Сохранить
      </Button>
    </form>
  );
}
