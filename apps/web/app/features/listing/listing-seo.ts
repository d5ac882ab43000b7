import { coverImagePath, formatMoney } from '@lootmarket/domain';
import { absoluteUrl, breadcrumbList, pageMeta } from '#app/lib/seo';
import type { ListingPageData } from './listing-data.server';
import { PRODUCTS_WORDS, plural } from './listing-labels';

/** Home → game → category, for the visible trail and for JSON-LD. */
export function listingCrumbs(data: Pick<ListingPageData, 'listing' | 'parent'>): { name: string; path: string }[] {
  const crumbs = [{ name: 'Главная', path: '/' }];
  if (data.parent) crumbs.push({ name: data.parent.title, path: `/ru-ru/${data.parent.slug}` });
  crumbs.push({ name: data.listing.title, path: `/ru-ru/${data.listing.slug}` });
  return crumbs;
}

/** The page heading: a category names its game ("Игры Steam"), a game stands alone. */
export function listingHeading(data: Pick<ListingPageData, 'listing' | 'parent'>): string {
  return data.parent ? `${data.listing.title} ${data.parent.title}` : data.listing.title;
}

/**
 * Title, description, canonical and breadcrumbs of a listing page. The canonical address is the bare
 * listing path: filtered and sorted views are the same page to a search engine.
 */
export function listingMeta(data: ListingPageData, publicUrl: string) {
  const heading = listingHeading(data);
  const total = data.facets.total;
  const cheapest = data.facets.price
    ? `, цены от ${formatMoney(data.facets.price.min, data.facets.price.currency)}`
    : '';
  const subtitle = data.listing.subtitle;
  const description =
    `${heading} на Лутмаркете: ${total} ${plural(total, PRODUCTS_WORDS)} от проверенных продавцов${cheapest}.` +
    `${subtitle ? ` ${subtitle}.` : ''} Автовыдача, безопасная сделка и поддержка.`;
  return pageMeta({
    title: `${heading} — купить недорого`,
    description,
    canonicalUrl: absoluteUrl(publicUrl, `/ru-ru/${data.slug}`),
    image: absoluteUrl(publicUrl, coverImagePath('listing', data.slug)),
    jsonLd: [
      breadcrumbList(
        listingCrumbs(data).map((crumb) => ({ name: crumb.name, url: absoluteUrl(publicUrl, crumb.path) })),
      ),
    ],
  });
}
