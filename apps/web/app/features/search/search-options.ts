import { listingPath, type SearchListing, type SearchOffer, type SearchResponse } from '@lootmarket/domain';
import { searchPath } from './search-path';

/** One choosable row of the panel, in the order the panel shows them (categories, then products). */
export type SearchOption =
  | { kind: 'listing'; key: string; href: string; listing: SearchListing }
  | { kind: 'offer'; key: string; href: string; offer: SearchOffer };

/** A product opens its page; a suggestion without a product searches for its title. */
export function offerHref(offer: SearchOffer): string {
  return offer.slug ? `/product/${encodeURIComponent(offer.slug)}` : (searchPath(offer.title) ?? '/search');
}

export function searchOptions(results: SearchResponse): SearchOption[] {
  return [
    ...results.listings.map((listing): SearchOption => ({
      kind: 'listing',
      key: `l:${listing.slug}`,
      href: listingPath(listing.slug),
      listing,
    })),
    ...results.offers.map((offer, index): SearchOption => ({
      kind: 'offer',
      key: `o:${offer.slug ?? offer.title}:${index}`,
      href: offerHref(offer),
      offer,
    })),
  ];
}
