import {
  CURRENCY_DISPLAY,
  formatWalletAmount,
  MAX_PER_ORDER_CEILING,
  ORDER_LIMIT_MESSAGES,
  topUpWallet,
  type SellerOffer,
} from '@lootmarket/domain';
import { sellerOfferEndpoints } from '@lootmarket/domain/endpoints/seller';
import { useState, type FormEvent } from 'react';
import { Button } from '#app/components/ui/button';
import { failureMessage } from '#app/lib/api/api-error';
import { api } from '#app/lib/api/browser';

/** The typed cap as a whole count within the bounds, or why it is not one. */
export function checkOrderCap(text: string): { ok: true; cap: number } | { ok: false; message: string } {
  const trimmed = text.replace(/\s/g, '');
  const cap = Number(trimmed);
  if (!/^\d+$/.test(trimmed) || cap < 1 || cap > MAX_PER_ORDER_CEILING)
    return { ok: false, message: ORDER_LIMIT_MESSAGES.maxPerOrderRange };
  return { ok: true, cap };
}

export interface OrderCapFormProps {
  offer: SellerOffer;
  onSaved: (offer: SellerOffer) => void;
}

/**
 * How many pieces one order of this offer may take (decision 020): the marketplace's default, or the
 * seller's own cap. An unpaid order holds its pieces until the payment deadline, so a small cap keeps
 * one buyer from holding the whole stock.
 */
export function OrderCapForm({ offer, onSaved }: OrderCapFormProps) {
  // A Steam top-up is capped in its wallet's units, like its stock (decision 027).
  const wallet = topUpWallet(offer.product);
  const unit = wallet ? CURRENCY_DISPLAY[wallet].symbol : 'шт.';
  const amount = (value: number) => (wallet ? formatWalletAmount(value, wallet) : `${value} шт.`);
  const [custom, setCustom] = useState(offer.maxPerOrder !== null);
  const [text, setText] = useState(String(offer.maxPerOrder ?? offer.effectiveMaxPerOrder));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const check = custom ? checkOrderCap(text) : null;

  async function save(event: FormEvent) {
    event.preventDefault();
    if (check && !check.ok) return setError(check.message);
    setBusy(true);
    setError(null);
    setSaved(false);
    try {
      const answer = await api.call(sellerOfferEndpoints.changeMaxPerOrder, {
        body: { items: [{ offerId: offer.id, maxPerOrder: check?.ok ? check.cap : null }] },
      });
      setSaved(true);
      onSaved(answer.items[0] ?? offer);
    } catch (failure) {
      setError(failureMessage(failure, 'Не удалось сохранить ограничение'));
    } finally {
      setBusy(false);
    }
  }

  const choice = 'flex min-h-11 items-center gap-3 rounded-xl border border-border px-3 has-checked:border-primary';
  return (
    <form onSubmit={save} noValidate className="space-y-3">
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium">Сколько можно купить в одном заказе</legend>
        <label className={choice}>
          <input
            type="radio"
            name="order-cap"
            className="size-4 accent-primary"
            checked={!custom}
            onChange={() => setCustom(false)}
          />
          <span className="text-sm">
            По умолчанию{offer.maxPerOrder === null ? ` — ${amount(offer.effectiveMaxPerOrder)}` : ''}
          </span>
        </label>
        <label className={choice}>
          <input
            type="radio"
            name="order-cap"
            className="size-4 accent-primary"
            checked={custom}
            onChange={() => setCustom(true)}
          />
          <span className="mr-auto text-sm">Не больше</span>
          <input
            inputMode="numeric"
            aria-label={`Не больше, ${unit} в заказе`}
            aria-invalid={check && !check.ok ? true : undefined}
            value={text}
            onFocus={() => setCustom(true)}
            onChange={(event) => {
              setText(event.target.value);
              setCustom(true);
              setSaved(false);
            }}
            className="h-9 w-28 rounded-lg border border-border bg-surface-2 px-2.5 text-right text-sm tabular-nums outline-none focus:border-primary aria-invalid:border-danger"
          />
          <span className="text-sm text-muted">{unit}</span>
        </label>
        <p className="text-xs text-muted">Неоплаченный заказ держит товар 15 минут, пока покупатель платит.</p>
      </fieldset>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      {saved && !error ? (
        <p role="status" className="text-sm text-success">
          Сохранено
        </p>
      ) : null}
      <Button type="submit" size="sm" variant="secondary" loading={busy} disabled={busy}>
        Сохранить ограничение
      </Button>
    </form>
  );
}
