import type { OfferListType } from '@lootmarket/domain';
import { catalogEndpoints } from '@lootmarket/domain/endpoints/catalog';
import { contentEndpoints } from '@lootmarket/domain/endpoints/content';
import type { ApiClient } from '#app/lib/api/client';
import { orFallback } from '#app/lib/api/outcome';
import type { HomeData, HomeOffers } from './home-types';

export const POPULAR_CATEGORIES_TAB = 'popular-categories';

/** One section's data, or null when it cannot be had right now: a section fails alone, never the page. */
const section = <T>(call: Promise<T>, what: string): Promise<T | null> =>
  orFallback(call, null, `home section ${what}`);

const shelf = (api: ApiClient, type: OfferListType) =>
  section(api.call(contentEndpoints.offerList, { params: { type } }), `offer-list/${type}`);

async function loadOffers(api: ApiClient): Promise<HomeOffers | null> {
  // The first tab is nearly always "popular": ask for its cards alongside the tabs rather than after them.
  const [tabs, popular] = await Promise.all([
    section(api.call(contentEndpoints.offerTabs), 'offer-tabs'),
    shelf(api, 'popular'),
  ]);
  if (!tabs) return null;
  const [firstTab] = tabs.items;
  if (!firstTab) return { tabs: [], first: null };
  const first = firstTab.type === 'popular' ? popular : await shelf(api, firstTab.type);
  return { tabs: tabs.items, first };
}

/** Everything the home page shows, fetched in parallel. */
export async function loadHomeData(api: ApiClient): Promise<HomeData> {
  const [menu, offers, categories, services, bloggers] = await Promise.all([
    section(api.call(catalogEndpoints.mainTopMenu), 'main-top-menu'),
    loadOffers(api),
    section(api.call(contentEndpoints.tab, { params: { tabName: POPULAR_CATEGORIES_TAB } }), POPULAR_CATEGORIES_TAB),
    section(api.call(contentEndpoints.services), 'services'),
    section(api.call(contentEndpoints.bloggers), 'bloggers'),
  ]);
  return {
    menu: menu?.items ?? null,
    offers,
    categories,
    services: services?.items ?? null,
    bloggers: bloggers?.items ?? null,
  };
}
