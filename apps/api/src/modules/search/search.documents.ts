import type { ListingSearchSource, ProductSearchSource } from '../catalog/catalog.search-sources';
import { bothScripts } from './search.normalize';

/** Listing pages live under the locale: the panel navigates to `/{slug}`. */
export const LISTING_PATH_PREFIX = 'ru-ru/';

export interface SearchDocument {
  kind: 'listing' | 'product';
  refId: string;
  title: string;
  slug: string;
  image: string | null;
  extra: string;
  titleText: string;
  searchText: string;
  popularity: number;
}

const joinTexts = (texts: string[]) => texts.map(bothScripts).filter(Boolean).join(' ');

/** A game or service: found by its title, subtitle, aliases and category names; carries its categories. */
export function listingDocument(source: ListingSearchSource): SearchDocument {
  const categories = source.categories.map((category) => ({
    title: category.title,
    slug: LISTING_PATH_PREFIX + category.slug,
  }));
  return {
    kind: 'listing',
    refId: source.id,
    title: source.title,
    slug: LISTING_PATH_PREFIX + source.slug,
    image: source.image,
    extra: JSON.stringify(categories),
    titleText: bothScripts(source.title),
    searchText: joinTexts([source.title, ...source.keywords]),
    popularity: source.popularity,
  };
}

/** A product: found by its title, aliases and the names of its listings; carries its game's title. */
export function productDocument(source: ProductSearchSource): SearchDocument {
  return {
    kind: 'product',
    refId: source.id,
    title: source.title,
    slug: source.slug,
    image: null,
    extra: source.listingTitle,
    titleText: bothScripts(source.title),
    searchText: joinTexts([source.title, ...source.keywords]),
    popularity: source.popularity,
  };
}
