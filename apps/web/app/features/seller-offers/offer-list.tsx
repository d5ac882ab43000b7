import type { SellerOffer } from '@lootmarket/domain';
import { sellerOfferEndpoints } from '@lootmarket/domain/endpoints/seller';
import { useState, type ReactNode } from 'react';
import { useRevalidator } from 'react-router';
import { useToast } from '#app/components/ui/toast';
import { failureMessage } from '#app/lib/api/api-error';
import { api } from '#app/lib/api/browser';
import { OfferBulkBar } from './offer-bulk-bar';
import { OfferRow } from './offer-row';
import { OfferStockPanel } from './offer-stock-panel';

/**
 * The page of offers with their selection; every write re-reads the list. It stays mounted when the
 * filter runs empty, so a stock panel open on an offer that just left the filter stays open.
 */
export function OfferList({ offers, empty }: { offers: readonly SellerOffer[]; empty: ReactNode }) {
  const toast = useToast();
  const { revalidate } = useRevalidator();
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const selected = offers.filter((offer) => selectedIds.has(offer.id));
  // Adding keys can move an offer out of the filtered list; its panel stays open on the last known offer.
  const [stockOffer, setStockOffer] = useState<SellerOffer | null>(null);
  const [stockOpen, setStockOpen] = useState(false);
  const panelOffer = stockOffer && (offers.find((offer) => offer.id === stockOffer.id) ?? stockOffer);

  async function run(write: () => Promise<unknown>, failure: string, success?: string) {
    setBusy(true);
    try {
      await write();
      await revalidate();
      if (success) toast.show({ type: 'success', message: success });
    } catch (error) {
      toast.show({ type: 'error', message: failureMessage(error, failure) });
    } finally {
      setBusy(false);
    }
  }

  const toggle = (ids: string[], active: boolean) =>
    run(
      () => api.call(sellerOfferEndpoints.toggleActive, { body: { offerIds: ids, active } }),
      active ? 'Не удалось возобновить' : 'Не удалось поставить на паузу',
    );
  const select = (id: string, on: boolean) =>
    setSelectedIds((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <>
      {offers.length === 0 ? empty : null}
      <ul className="space-y-3" aria-label="Мои предложения" hidden={offers.length === 0}>
        {offers.map((offer) => (
          <OfferRow
            key={offer.id}
            offer={offer}
            busy={busy}
            selected={selectedIds.has(offer.id)}
            onSelect={(on) => select(offer.id, on)}
            onToggle={() => void toggle([offer.id], !offer.isActive)}
            onChanged={() => void revalidate()}
            onOpenStock={() => {
              setStockOffer(offer);
              setStockOpen(true);
            }}
          />
        ))}
      </ul>
      {panelOffer ? (
        <OfferStockPanel
          key={panelOffer.id}
          offer={panelOffer}
          open={stockOpen}
          onOpenChange={setStockOpen}
          onChanged={() => void revalidate()}
        />
      ) : null}
      <OfferBulkBar
        selected={selected}
        busy={busy}
        onClear={() => setSelectedIds(new Set())}
        onToggle={(active) =>
          void toggle(
            selected.map((offer) => offer.id),
            active,
          )
        }
        onPrice={(amount) =>
          void run(
            () =>
              api.call(sellerOfferEndpoints.changePrice, {
                body: { items: selected.map((offer) => ({ offerId: offer.id, amount })) },
              }),
            'Не удалось изменить цены',
            'Цены изменены',
          )
        }
      />
    </>
  );
}
