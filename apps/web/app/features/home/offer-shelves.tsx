import type { CatalogCard, OfferListType } from '@lootmarket/domain';
import clsx from 'clsx';
import { useEffect, useRef, useState } from 'react';
import { Skeleton } from '#app/components/ui/skeleton';
import { TabPanel, Tabs } from '#app/components/ui/tabs';
import { ErrorState } from '#app/components/ui/error-state';
import type { HomeOffers } from './home-types';
import { OfferCard } from './offer-card';
import { SectionHeading } from './section-heading';

/** Phones show the first six cards of a shelf; the rest is one tap away on the category page. */
const MOBILE_VISIBLE = 6;
const SKELETON_CARDS = 12;

type Shelf = { state: 'ready'; items: CatalogCard[] } | { state: 'loading' } | { state: 'failed' };

/** The API client loads with the first tab chosen: the first shelf comes with the page. */
async function fetchShelf(type: OfferListType): Promise<CatalogCard[]> {
  const [{ api }, { contentEndpoints }] = await Promise.all([
    import('#app/lib/api/browser'),
    import('@lootmarket/domain/endpoints/content'),
  ]);
  return (await api.call(contentEndpoints.offerList, { params: { type } })).items;
}

/** Tabs of offer shelves: the first comes with the page, the others load in place when chosen. */
export function OfferShelves({
  offers,
  loadShelf = fetchShelf,
}: {
  offers: HomeOffers;
  loadShelf?: (type: OfferListType) => Promise<CatalogCard[]>;
}) {
  const first = offers.first;
  const [active, setActive] = useState<OfferListType | undefined>(first?.type ?? offers.tabs[0]?.type);
  const [shelves, setShelves] = useState<Partial<Record<OfferListType, Shelf>>>(
    first ? { [first.type]: { state: 'ready', items: first.items } } : {},
  );
  const requested = useRef(new Set<OfferListType>(first ? [first.type] : []));

  function load(type: OfferListType) {
    requested.current.add(type);
    setShelves((current) => ({ ...current, [type]: { state: 'loading' } }));
    loadShelf(type).then(
      (items) => setShelves((current) => ({ ...current, [type]: { state: 'ready', items } })),
      (error: unknown) => {
        console.error(error);
        requested.current.delete(type);
        setShelves((current) => ({ ...current, [type]: { state: 'failed' } }));
      },
    );
  }

  function choose(value: string) {
    const type = value as OfferListType;
    setActive(type);
    if (!requested.current.has(type)) load(type);
  }

  // When the page came without the first tab's cards (its request failed), fetch them here.
  useEffect(() => {
    if (active && !requested.current.has(active)) load(active);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the first render can lack them
  }, []);

  if (!active) return null;
  const activeTab = offers.tabs.find((tab) => tab.type === active);
  return (
    <section aria-labelledby="offers-title" data-testid="home-offers">
      <SectionHeading id="offers-title" title="Предложения продавцов" moreHref={activeTab?.moreHref} />
      <Tabs
        items={offers.tabs.map((tab) => ({ value: tab.type, label: tab.title }))}
        value={active}
        onValueChange={choose}
        aria-label="Подборки предложений"
      >
        {offers.tabs.map((tab) => (
          <TabPanel key={tab.type} value={tab.type}>
            <ShelfBody
              shelf={shelves[tab.type] ?? { state: 'loading' }}
              onRetry={() => load(tab.type)}
              eager={tab.type === first?.type}
            />
          </TabPanel>
        ))}
      </Tabs>
    </section>
  );
}

const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-6';

function ShelfBody({ shelf, onRetry, eager }: { shelf: Shelf; onRetry: () => void; eager: boolean }) {
  if (shelf.state === 'failed') return <ErrorState onRetry={onRetry} />;
  if (shelf.state === 'loading') {
    return (
      <ul className={GRID} aria-busy="true" aria-label="Загрузка предложений">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <li key={index} className={clsx(index >= MOBILE_VISIBLE && 'max-sm:hidden')}>
            <Skeleton className="aspect-[16/10] rounded-b-none" />
            <div className="space-y-2 rounded-b-2xl border border-t-0 border-border p-3">
              <Skeleton shape="pill" className="h-3 w-1/2" />
              <Skeleton shape="pill" className="w-5/6" />
              <Skeleton shape="pill" className="h-5 w-2/5" />
            </div>
          </li>
        ))}
      </ul>
    );
  }
  if (shelf.items.length === 0)
    return (
      <p className="rounded-2xl border border-border bg-surface p-6 text-center text-muted">
        Здесь скоро появятся предложения
      </p>
    );
  return (
    <ul className={GRID}>
      {shelf.items.map((card, index) => (
        <li key={card.productId} className={clsx(index >= MOBILE_VISIBLE && 'max-sm:hidden')}>
          <OfferCard card={card} eager={eager && index < 4} />
        </li>
      ))}
    </ul>
  );
}
