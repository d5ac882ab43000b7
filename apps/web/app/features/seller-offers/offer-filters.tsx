import { PRODUCT_CATEGORIES, SELLER_OFFER_STATUSES, type SellerOfferList } from '@lootmarket/domain';
import { Search } from 'lucide-react';
import { Form } from 'react-router';
import { Tabs } from '#app/components/ui/tabs';
import { CATEGORY_LABELS, offerListHref, STATUS_LABELS, type OfferListView } from './offer-list-params';

const CONTROL =
  'h-11 rounded-xl border border-border bg-surface-2 px-3 text-sm outline-none focus-visible:border-primary';

/** Status tabs with their counts, and the category and text filters (a GET form: they live in the address). */
export function OfferFilters({
  profileId,
  view,
  counts,
}: {
  profileId: string;
  view: OfferListView;
  counts: SellerOfferList['counts'];
}) {
  const tabs = [
    { value: 'all', label: 'Все', href: offerListHref(profileId, view, { status: null }) },
    ...SELLER_OFFER_STATUSES.map((status) => ({
      value: status,
      label: STATUS_LABELS[status],
      counter: counts[status],
      href: offerListHref(profileId, view, { status }),
    })),
  ];
  return (
    <div className="space-y-3">
      <Tabs items={tabs} value={view.status ?? 'all'} aria-label="Статус предложений" />
      <Form method="get" className="flex flex-col gap-2 sm:flex-row">
        {view.status ? <input type="hidden" name="status" value={view.status} /> : null}
        <label className="relative flex-1">
          <span className="sr-only">Поиск по предложениям</span>
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-subtle"
          />
          <input
            type="search"
            name="text"
            defaultValue={view.text}
            maxLength={100}
            placeholder="Название предложения или товара"
            className={`${CONTROL} w-full pl-9`}
          />
        </label>
        <select
          name="category"
          defaultValue={view.category ?? ''}
          aria-label="Категория"
          className={CONTROL}
          onChange={(event) => event.currentTarget.form?.requestSubmit()}
        >
          <option value="">Все категории</option>
          {PRODUCT_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {CATEGORY_LABELS[category]}
            </option>
          ))}
        </select>
      </Form>
    </div>
  );
}
