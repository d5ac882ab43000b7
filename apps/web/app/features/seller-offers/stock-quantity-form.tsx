import {
  CURRENCY_DISPLAY,
  KEY_UPLOAD_LIMITS,
  topUpStockIssue,
  type CurrencyCode,
  type StockUpdateResponse,
} from '@lootmarket/domain';
import { useState, type FormEvent } from 'react';
import { Button } from '#app/components/ui/button';
import { failureMessage } from '#app/lib/api/api-error';
import { setCountedStock } from './stock-client';

const LIMIT = KEY_UPLOAD_LIMITS.maxQuantity;

/**
 * The typed quantity as a whole count, or why it is not one. A Steam top-up's stock is the amount the
 * seller can still credit, in the wallet's units (decision 027): nothing, or at least Steam's smallest payment.
 */
export function checkQuantity(
  text: string,
  wallet: CurrencyCode | null = null,
): { ok: true; quantity: number } | { ok: false; message: string } {
  const trimmed = text.replace(/\s/g, '');
  if (!/^\d+$/.test(trimmed)) return { ok: false, message: 'Введите целое число от 0' };
  const quantity = Number(trimmed);
  if (quantity > LIMIT)
    return { ok: false, message: `Не больше ${LIMIT.toLocaleString('ru-RU')} шт. — или выберите «Без ограничений»` };
  const issue = topUpStockIssue(wallet, quantity);
  return issue ? { ok: false, message: issue } : { ok: true, quantity };
}

export interface StockQuantityFormProps {
  offerId: string;
  stock: number | null;
  /** A Steam top-up's wallet: the stock is an amount in it. */
  wallet?: CurrencyCode | null;
  onSaved: (answer: StockUpdateResponse) => void;
}

/** Stock of an offer delivered by hand: a counted quantity, or no limit at all. */
export function StockQuantityForm({ offerId, stock, wallet = null, onSaved }: StockQuantityFormProps) {
  const unit = wallet ? CURRENCY_DISPLAY[wallet].symbol : 'шт.';
  const [unlimited, setUnlimited] = useState(stock === null);
  const [text, setText] = useState(stock === null ? '' : String(stock));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const check = unlimited ? null : checkQuantity(text, wallet);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (check && !check.ok) return setError(check.message);
    setBusy(true);
    setError(null);
    try {
      onSaved(await setCountedStock(offerId, check?.ok ? check.quantity : null));
    } catch (failure) {
      setError(failureMessage(failure, 'Не удалось сохранить остаток'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={save} noValidate className="space-y-3">
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium">Сколько можете продать</legend>
        <label className="flex min-h-11 items-center gap-3 rounded-xl border border-border px-3 has-checked:border-primary">
          <input
            type="radio"
            name="stock-mode"
            className="size-4 accent-primary"
            checked={!unlimited}
            onChange={() => setUnlimited(false)}
          />
          <span className="mr-auto text-sm">{wallet ? 'Сумма' : 'Количество'}</span>
          <input
            inputMode="numeric"
            aria-label={wallet ? `Сумма, ${unit}` : 'Количество, шт.'}
            aria-invalid={check && !check.ok ? true : undefined}
            value={text}
            onFocus={() => setUnlimited(false)}
            onChange={(event) => {
              setText(event.target.value);
              setUnlimited(false);
            }}
            className="h-9 w-28 rounded-lg border border-border bg-surface-2 px-2.5 text-right text-sm tabular-nums outline-none focus:border-primary aria-invalid:border-danger"
          />
          <span className="text-sm text-muted">{unit}</span>
        </label>
        <label className="flex min-h-11 items-center gap-3 rounded-xl border border-border px-3 has-checked:border-primary">
          <input
            type="radio"
            name="stock-mode"
            className="size-4 accent-primary"
            checked={unlimited}
            onChange={() => setUnlimited(true)}
          />
          <span className="text-sm">Без ограничений</span>
        </label>
      </fieldset>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <Button type="submit" size="sm" loading={busy} disabled={busy}>
        Сохранить остаток
      </Button>
    </form>
  );
}
