import { topUpWallet, type SellerOffer, type StockSummary } from '@lootmarket/domain';
import { useState } from 'react';
import { RightPanel } from '#app/components/ui/right-panel';
import { stockText } from './offer-list-params';
import { StockKeyList } from './stock-key-list';
import { StockKeysUpload } from './stock-keys-upload';
import { OrderCapForm } from './order-cap-form';
import { StockQuantityForm } from './stock-quantity-form';

export interface OfferStockPanelProps {
  offer: SellerOffer;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Stock changed: the list behind the panel reads it again. */
  onChanged: () => void;
}

/** One offer's stock: keys for offers delivered automatically, a quantity or unlimited for the rest. */
export function OfferStockPanel({ offer, open, onOpenChange, onChanged }: OfferStockPanelProps) {
  const [summary, setSummary] = useState<StockSummary | null>(null);
  const [version, setVersion] = useState(0);
  const stock = summary ? summary.stock : offer.stock;
  const mode = summary ? summary.mode : offer.stockMode;

  function changed(next: StockSummary, reread: boolean) {
    setSummary(next);
    if (reread) setVersion((current) => current + 1);
    onChanged();
  }

  return (
    <RightPanel open={open} onOpenChange={onOpenChange} title="Наличие" description={offer.title}>
      <div className="space-y-5">
        <p className="rounded-xl bg-surface-2 px-3 py-2 text-sm">
          Сейчас в наличии:{' '}
          <strong className="tabular-nums">{stockText({ stock, stockMode: mode, product: offer.product })}</strong>
          {summary && offer.autoDelivery ? (
            <span className="text-muted">
              {' '}
              · в резерве {summary.keys.reserved} · продано {summary.keys.sold}
            </span>
          ) : null}
        </p>
        {offer.autoDelivery ? (
          <>
            <StockKeysUpload offerId={offer.id} onUploaded={(answer) => changed(answer.stock, true)} />
            <StockKeyList offerId={offer.id} version={version} onSummary={setSummary} onRemoved={onChanged} />
          </>
        ) : (
          <StockQuantityForm
            offerId={offer.id}
            stock={offer.stock}
            wallet={topUpWallet(offer.product)}
            onSaved={(answer) => changed(answer.stock, false)}
          />
        )}
        <hr className="border-border" />
        <OrderCapForm offer={offer} onSaved={onChanged} />
      </div>
    </RightPanel>
  );
}
