import type { Blogger, CatalogCard, ContentBlock, ContentTab, Listing, OfferTab } from '@lootmarket/domain';

export interface HomeOffers {
  tabs: OfferTab[];
  /** The first tab's cards, rendered on the server; the others load when chosen. */
  first: { type: OfferTab['type']; items: CatalogCard[] } | null;
}

/** What the home page shows; a null section could not be loaded and is shown as such on its own. */
export interface HomeData {
  menu: Listing[] | null;
  offers: HomeOffers | null;
  categories: ContentTab | null;
  services: ContentBlock[] | null;
  bloggers: Blogger[] | null;
}
