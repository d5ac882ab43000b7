import { formatMoney, type SellerOffer } from '@lootmarket/domain';
import { sellerOfferEndpoints } from '@lootmarket/domain/endpoints/seller';
import { Check, Pencil, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useToast } from '#app/components/ui/toast';
import { failureMessage } from '#app/lib/api/api-error';
import { api } from '#app/lib/api/browser';
import { checkTypedPrice, typedPrice } from './offer-price';

const ICON_BUTTON =
  'grid size-9 place-items-center rounded-lg border border-border text-muted transition hover:border-primary/60 hover:text-text disabled:opacity-50';

/** The price of one offer, changed in place; the net after the fee follows what is typed. */
export function OfferPriceEditor({ offer, onSaved }: { offer: SellerOffer; onSaved: () => void }) {
  const toast = useToast();
  const [text, setText] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const { currency } = offer.price;

  if (text === null) {
    return (
      <div className="flex items-center gap-2">
        <div className="min-w-0">
          <p className="font-bold tabular-nums">{formatMoney(offer.price.amount, currency)}</p>
          <p className="text-xs text-muted tabular-nums">вам {formatMoney(offer.sellerNet.amount, currency)}</p>
        </div>
        <button
          type="button"
          className={ICON_BUTTON}
          aria-label={`Изменить цену: ${offer.title}`}
          onClick={() => setText(typedPrice(offer.price.amount))}
        >
          <Pencil aria-hidden className="size-4" />
        </button>
      </div>
    );
  }

  const check = checkTypedPrice(text, currency, offer.feeBasisPoints);
  async function save(event: FormEvent) {
    event.preventDefault();
    if (!check.ok || saving) return;
    setSaving(true);
    try {
      await api.call(sellerOfferEndpoints.changePrice, {
        body: { items: [{ offerId: offer.id, amount: check.amount }] },
      });
      setText(null);
      onSaved();
    } catch (error) {
      toast.show({ type: 'error', message: failureMessage(error, 'Не удалось изменить цену') });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={save} noValidate className="space-y-1">
      <div className="flex items-center gap-2">
        <input
          autoFocus
          inputMode="decimal"
          aria-label={`Новая цена: ${offer.title}`}
          aria-invalid={check.ok ? undefined : true}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => event.key === 'Escape' && setText(null)}
          className="h-9 w-28 rounded-lg border border-border bg-surface-2 px-2.5 text-sm tabular-nums outline-none focus:border-primary aria-invalid:border-danger"
        />
        <button type="submit" className={ICON_BUTTON} aria-label="Сохранить цену" disabled={!check.ok || saving}>
          <Check aria-hidden className="size-4" />
        </button>
        <button type="button" className={ICON_BUTTON} aria-label="Отменить" onClick={() => setText(null)}>
          <X aria-hidden className="size-4" />
        </button>
      </div>
      <p
        className={check.ok ? 'text-xs text-muted tabular-nums' : 'text-xs text-danger'}
        role={check.ok ? undefined : 'alert'}
      >
        {check.ok
          ? `Покупатель платит ${formatMoney(check.amount, currency)}, вам ${formatMoney(check.net, currency)}`
          : check.message}
      </p>
    </form>
  );
}
