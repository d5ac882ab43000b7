import {
  DONATION_PAGE_REPORT_TITLES,
  formatMoney,
  type ModerationDonationPage,
  type ModerationOffer,
  type ModerationReview,
} from '@lootmarket/domain';
import {
  donationPageModerationEndpoints,
  offerModerationEndpoints,
  reviewModerationEndpoints,
} from '@lootmarket/domain/endpoints/moderation';
import { useState } from 'react';
import { Link } from 'react-router';
import { useToast } from '#app/components/ui/toast';
import { failureMessage } from '#app/lib/api/api-error';
import { api } from '#app/lib/api/browser';
import { ModerationItem } from './moderation-item';
import { ReasonDialog } from './reason-dialog';

export type ModerationTab = 'offers' | 'reviews' | 'donation-pages';

export type ModerationItems =
  | { tab: 'offers'; items: ModerationOffer[] }
  | { tab: 'reviews'; items: ModerationReview[] }
  | { tab: 'donation-pages'; items: ModerationDonationPage[] };

/** Each tab's calls: hide with a reason and restore, by the object's key. */
const ACTIONS: Record<
  ModerationTab,
  { hide(key: string, reason: string): Promise<unknown>; restore(key: string): Promise<unknown> }
> = {
  offers: {
    hide: (id, reason) => api.call(offerModerationEndpoints.hide, { params: { id }, body: { reason } }),
    restore: (id) => api.call(offerModerationEndpoints.restore, { params: { id } }),
  },
  reviews: {
    hide: (id, reason) => api.call(reviewModerationEndpoints.hide, { params: { id }, body: { reason } }),
    restore: (id) => api.call(reviewModerationEndpoints.restore, { params: { id } }),
  },
  'donation-pages': {
    hide: (slug, reason) => api.call(donationPageModerationEndpoints.hide, { params: { slug }, body: { reason } }),
    restore: (slug) => api.call(donationPageModerationEndpoints.restore, { params: { slug } }),
  },
};

const DIALOG_TITLES: Record<ModerationTab, string> = {
  offers: 'Скрыть предложение',
  reviews: 'Скрыть отзыв',
  'donation-pages': 'Скрыть страницу доната',
};

/** The list of one tab with the reason dialog; after each change the page's data is loaded again. */
export function ModerationQueue({ data, onChanged }: { data: ModerationItems; onChanged(): void }) {
  const toast = useToast();
  const [hiding, setHiding] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const actions = ACTIONS[data.tab];

  async function run(key: string, work: () => Promise<unknown>, done: string) {
    setBusy(key);
    try {
      await work();
      toast.show({ type: 'success', message: done });
      setHiding(null);
      onChanged();
    } catch (error) {
      toast.show({ type: 'error', message: failureMessage(error, 'Не удалось сохранить') });
    } finally {
      setBusy(null);
    }
  }

  const itemProps = (key: string, label: string) => ({
    label,
    busy: busy === key,
    onHide: () => setHiding(key),
    onRestore: () => void run(key, () => actions.restore(key), 'Снова видно всем'),
  });

  return (
    <>
      {data.items.length === 0 ? <p className="text-muted">Здесь пусто: ничего не скрыто и жалоб нет</p> : null}
      <ul className="flex flex-col gap-2" aria-label="Объекты модерации">
        {data.tab === 'offers'
          ? data.items.map((offer) => (
              <ModerationItem
                key={offer.id}
                {...itemProps(offer.id, offer.title)}
                hidden={offer.hidden}
                title={offer.title}
                details={
                  <>
                    <Link to={`/product/${offer.product.slug}`} className="text-primary hover:underline">
                      {offer.product.title}
                    </Link>{' '}
                    · <span className="whitespace-nowrap">{formatMoney(offer.price.amount, offer.price.currency)}</span>{' '}
                    · продавец {offer.sellerId} · <span className="break-all">{offer.id}</span>
                  </>
                }
              />
            ))
          : null}
        {data.tab === 'reviews'
          ? data.items.map((review) => (
              <ModerationItem
                key={review.id}
                {...itemProps(review.id, `отзыв ${review.authorName}`)}
                hidden={review.hidden}
                title={`${'★'.repeat(review.rating)}${'☆'.repeat(5 - review.rating)} ${review.authorName}`}
                details={
                  <>
                    {review.productTitle} · продавец {review.sellerId} · <span className="break-all">{review.id}</span>
                  </>
                }
              >
                <p className="mt-2 text-sm break-words whitespace-pre-line">{review.text}</p>
              </ModerationItem>
            ))
          : null}
        {data.tab === 'donation-pages'
          ? data.items.map((page) => (
              <ModerationItem
                key={page.slug}
                {...itemProps(page.slug, page.name)}
                hidden={page.hidden}
                title={page.name}
                details={
                  <>
                    <Link to={`/${page.slug}/donate`} className="text-primary hover:underline">
                      /{page.slug}/donate
                    </Link>{' '}
                    · жалоб: {page.openReports}
                  </>
                }
              >
                {page.reports.length > 0 ? (
                  <ul className="mt-2 flex flex-col gap-1 text-sm">
                    {page.reports.map((report) => (
                      <li key={report.createdAt} className="rounded-lg bg-surface-2 px-2 py-1">
                        <span className="font-medium">{DONATION_PAGE_REPORT_TITLES[report.reason]}</span>
                        {report.text ? `: ${report.text}` : ''}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </ModerationItem>
            ))
          : null}
      </ul>
      <ReasonDialog
        title={DIALOG_TITLES[data.tab]}
        open={hiding !== null}
        busy={busy !== null}
        onOpenChange={(open) => (open ? undefined : setHiding(null))}
        onConfirm={(reason) => hiding && void run(hiding, () => actions.hide(hiding, reason), 'Скрыто')}
      />
    </>
  );
}
