import { Clock, Store } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { SellerApplicationModal } from './seller-application-modal';
import { useSellerApplication } from './use-seller-application';

export const PENDING_TITLE = 'Заявка продавца на рассмотрении';
export const PENDING_TEXT = 'Мы проверим её и напишем вам. Обычно это занимает не больше суток.';

/** That the user's application is being reviewed, in place of a second «Стать продавцом». */
export function SellerApplicationPending() {
  return (
    <div role="status" className="space-y-1">
      <p className="flex items-center gap-2 font-semibold">
        <Clock aria-hidden className="size-4 shrink-0 text-warning" />
        {PENDING_TITLE}
      </p>
      <p className="text-muted">{PENDING_TEXT}</p>
    </div>
  );
}

/**
 * «Стать продавцом» in the profile of a user who is not a seller yet: the application form, or, once
 * applied, that the application is being reviewed. Links to the seller terms at /sell either way.
 */
export function BecomeSellerEntry() {
  const state = useSellerApplication(true);
  const [open, setOpen] = useState(false);
  return (
    <section aria-label="Продажи" className="rounded-2xl border border-border bg-surface p-4 text-sm">
      {state === 'pending' ? (
        <SellerApplicationPending />
      ) : (
        <div className="space-y-1">
          <button
            type="button"
            onClick={() => setOpen(true)}
            className="flex items-center gap-2 font-semibold text-primary-hover hover:underline"
          >
            <Store aria-hidden className="size-4 shrink-0" />
            Стать продавцом
          </button>
          {state === 'rejected' ? <p className="text-muted">Прошлая заявка отклонена, можно подать новую.</p> : null}
        </div>
      )}
      <Link to="/sell" className="mt-2 inline-block text-muted underline underline-offset-2 hover:text-text">
        Условия для продавцов
      </Link>
      <SellerApplicationModal open={open} onOpenChange={setOpen} />
    </section>
  );
}
