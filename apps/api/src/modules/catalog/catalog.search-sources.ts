import type { Db } from '../../db/client';
import { createCatalogRepo, type ListingRow } from './catalog.repo';
import { createProductsRepo } from './products.repo';

/** A top-level listing as the search index sees it: its names and its child categories. */
export interface ListingSearchSource {
  id: string;
  slug: string;
  title: string;
  image: string | null;
  popularity: number;
  /** Subtitle and aliases: words that find the listing without being its title. */
  keywords: string[];
  categories: { title: string; slug: string }[];
}

/** A product as the search index sees it: its names and those of the listings it sits in. */
export interface ProductSearchSource {
  id: string;
  slug: string;
  title: string;
  popularity: number;
  listingTitle: string;
  keywords: string[];
}

/** Everything search indexes, read from the catalog in two queries. */
export async function listSearchSources(
  db: Db,
): Promise<{ listings: ListingSearchSource[]; products: ProductSearchSource[] }> {
  const all = await createCatalogRepo(db).findAll();
  const rows = await createProductsRepo(db).findAllWithListings();
  const roots = all.filter((row) => row.parentId === null);
  return {
    listings: roots.map((root) =>
      toListingSource(
        root,
        all.filter((row) => row.parentId === root.id),
      ),
    ),
    products: rows.map(({ product, listing, parent }) => {
      const root = parent ?? listing;
      return {
        id: product.id,
        slug: product.slug,
        title: product.title,
        popularity: product.popularity,
        listingTitle: root.title,
        keywords: [
          ...product.searchAliases,
          ...(parent ? [parent.title, listing.title] : [listing.title]),
          ...root.searchAliases,
        ],
      };
    }),
  };
}

function toListingSource(root: ListingRow, children: ListingRow[]): ListingSearchSource {
  return {
    id: root.id,
    slug: root.slug,
    title: root.title,
    image: root.image,
    popularity: root.popularity,
    keywords: [root.subtitle, ...root.searchAliases, ...children.map((child) => child.title)],
    categories: children.map((child) => ({ title: child.title, slug: child.slug })),
  };
}
