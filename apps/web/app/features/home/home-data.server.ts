import {
  bloggersResponseSchema,
  contentServicesResponseSchema,
  contentTabSchema,
  mainTopMenuResponseSchema,
  offerListResponseSchema,
  offerTabsResponseSchema,
} from '@lootmarket/domain';
import type { z } from 'zod';
import type { HomeData, HomeOffers } from './home-types';

type ApiFetch = (path: string) => Promise<Response>;

const API = '/api/gw/public/v1';
export const POPULAR_CATEGORIES_TAB = 'popular-categories';

/** One section's data, or null when it cannot be had right now: a section fails alone, never the page. */
async function section<S extends z.ZodType>(apiFetch: ApiFetch, path: string, schema: S): Promise<z.output<S> | null> {
  try {
    const response = await apiFetch(`${API}/${path}`);
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return schema.parse(await response.json());
  } catch (error) {
    console.error('home section unavailable', path, error);
    return null;
  }
}

async function loadOffers(apiFetch: ApiFetch): Promise<HomeOffers | null> {
  // The first tab is nearly always "popular": ask for its cards alongside the tabs rather than after them.
  const [tabs, popular] = await Promise.all([
    section(apiFetch, 'content/offer-tabs', offerTabsResponseSchema),
    section(apiFetch, 'content/offer-list/popular', offerListResponseSchema),
  ]);
  if (!tabs) return null;
  const [firstTab] = tabs.items;
  if (!firstTab) return { tabs: [], first: null };
  const first = firstTab.type === 'popular' ? popular : await section(apiFetch, `content/offer-list/${firstTab.type}`, offerListResponseSchema);
  return { tabs: tabs.items, first };
}

/** Everything the home page shows, fetched in parallel. */
export async function loadHomeData(apiFetch: ApiFetch): Promise<HomeData> {
  const [menu, offers, categories, services, bloggers] = await Promise.all([
    section(apiFetch, 'listings/main-top-menu', mainTopMenuResponseSchema),
    loadOffers(apiFetch),
    section(apiFetch, `content/tabs/${POPULAR_CATEGORIES_TAB}`, contentTabSchema),
    section(apiFetch, 'content/services', contentServicesResponseSchema),
    section(apiFetch, 'content/bloggers', bloggersResponseSchema),
  ]);
  return { menu: menu?.items ?? null, offers, categories, services: services?.items ?? null, bloggers: bloggers?.items ?? null };
}
