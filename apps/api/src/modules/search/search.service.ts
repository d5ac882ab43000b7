import {
  DEFAULT_SEARCH_SUGGESTIONS,
  SEARCH,
  SEARCH_RESULTS_MAX_PRODUCTS,
  type SearchCategory,
  type SearchListing,
  type SearchOffer,
  type SearchResponse,
  type SearchResultsQuery,
  type SearchResultsResponse,
} from '@lootmarket/domain';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { SEARCH_INDEX_TAG, type CatalogAnswers } from '../../platform/cache/answer-cache';
import type { CatalogService } from '../catalog/catalog.service';
import { listingDocument, productDocument } from './search.documents';
import { createSearchRepo, type SearchHit } from './search.repo';
import { pageOfResults } from './search.results';
import { queryVariants } from './search.variants';

export type SearchService = ReturnType<typeof createSearchService>;

export interface SearchRequest {
  text: string;
  listingsLimit: number;
  offersLimit: number;
}

const toListing = (hit: SearchHit): SearchListing => ({
  title: hit.title,
  image: hit.image,
  slug: hit.slug,
  categories: JSON.parse(hit.extra) as SearchCategory[],
});

const toOffer = (hit: SearchHit): SearchOffer => ({ title: hit.title, slug: hit.slug, listingTitle: hit.extra });

const parentSlug = (slug: string) => slug.split('/').slice(0, -1).join('/');

export function createSearchService({
  db,
  catalog,
  answers,
}: {
  db: Db;
  catalog: Pick<CatalogService, 'listSearchSources' | 'findProductCards'>;
  /** Told when the index changes, so answers built from the old one are dropped. */
  answers?: CatalogAnswers;
}) {
  const repo = createSearchRepo(db);

  /** The spec's default suggestions as they exist in this catalog; missing ones are left out. */
  async function defaults(): Promise<SearchResponse> {
    const wanted = DEFAULT_SEARCH_SUGGESTIONS;
    const offers = await repo.findBySlugs(
      'product',
      wanted.offers.flatMap((offer) => (offer.slug ? [offer.slug] : [])),
    );
    const listingSlugs = wanted.listings.flatMap((listing) => [listing.slug, parentSlug(listing.slug)]);
    const listings = await repo.findBySlugs('listing', listingSlugs);
    return {
      offers: wanted.offers.flatMap((offer) => offers.filter((hit) => hit.slug === offer.slug).map(toOffer)),
      listings: wanted.listings.flatMap((listing): SearchListing[] => {
        const exact = listings.find((hit) => hit.slug === listing.slug);
        if (exact) return [{ ...toListing(exact), title: listing.title }];
        const parent = listings.find((hit) => hit.slug === parentSlug(listing.slug));
        const isChild = parent && toListing(parent).categories?.some((category) => category.slug === listing.slug);
        return isChild ? [{ title: listing.title, image: parent.image, slug: listing.slug, categories: [] }] : [];
      }),
    };
  }

  return {
    /** Listings and products for what a buyer typed, best first; the default suggestions for no text. */
    async search({ text, listingsLimit, offersLimit }: SearchRequest): Promise<SearchResponse> {
      const variants = queryVariants(text);
      if (variants.length === 0) return defaults();
      const { listings, products } = await repo.search(variants, { listings: listingsLimit, products: offersLimit });
      return { listings: listings.map(toListing), offers: products.map(toOffer) };
    },

    /** The /search page: matching listings, and ranked products with prices, filtered and paged. */
    async results(query: SearchResultsQuery): Promise<SearchResultsResponse> {
      const variants = queryVariants(query.text);
      if (variants.length === 0) return pageOfResults([], query, []);
      const { listings, products } = await repo.search(variants, {
        listings: SEARCH.listingsLimit,
        products: SEARCH_RESULTS_MAX_PRODUCTS,
      });
      const cards = await catalog.findProductCards(products.map((hit) => hit.refId));
      return pageOfResults(cards, query, listings.map(toListing));
    },

    /** Rebuilds the index from the catalog in one transaction; searches meanwhile see the old one. */
    async reindex(): Promise<void> {
      const sources = await catalog.listSearchSources();
      const documents = [...sources.listings.map(listingDocument), ...sources.products.map(productDocument)];
      await inTransaction(db, async (tx) => {
        await createSearchRepo(tx).replaceAll(documents);
        await answers?.invalidate([SEARCH_INDEX_TAG], tx);
      });
    },

    async isIndexEmpty(): Promise<boolean> {
      return (await repo.count()) === 0;
    },
  };
}
