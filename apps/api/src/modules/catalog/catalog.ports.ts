import type {
  ParsedCatalogFilters,
  ProductOffer,
  ScheduleNow,
  SellerRating,
  SteamTopUpProduct,
} from '@lootmarket/domain';
import type { SQL } from 'drizzle-orm';

/** What the catalog needs from the users module: names and avatars of sellers, many at once, for product pages. */
export interface CatalogUsers {
  findPublicCards(
    ids: number[],
  ): Promise<Map<number, { name: string; avatar: string | null; avatarLetters: string; avatarColor: string }>>;
}

/**
 * Parts of the catalog's queries that read the offers of the product aliased `p`, from the offers
 * module (which owns the offers table); each answers the columns its comment names.
 */
export interface ProductOffersSql {
  /** Laterals `agg` (offers_count, delivery_minutes, in_stock) and `best` (price_minor, currency, seller_tier, seller_verified) over the offers passing the filters. */
  cardLaterals(filters: ParsedCatalogFilters): SQL;
  /** A lateral `m`: all_filters, tier_<tier>, verified, stock (whether some offer passes the filters with that one left out), price_min, price_max. */
  facetLateral(filters: ParsedCatalogFilters): SQL;
  /** A condition: `p` has an active offer. */
  hasActiveOffer: SQL;
  /** A column: how many active offers `p` has. */
  activeOffersCount: SQL;
  /** A lateral `best` (price_minor, currency, stock): the cheapest active offer, one in stock when there is one. */
  bestOfferLateral: SQL;
  /** A lateral `cheapest` (price_minor, currency): the cheapest active offer in stock, if any. */
  cheapestInStockLateral: SQL;
}

/** What the catalog needs from the offers module: a product's offers, and parts of queries that read them. */
export interface CatalogOffers {
  /** The product's offers; a top-up's stock is read in its wallet's units. */
  listActiveOffers(product: SteamTopUpProduct & { id: string }): Promise<ProductOffer[]>;
  productOffersSql: ProductOffersSql;
}

/** What the catalog needs from the sellers module: whether sellers take manual orders now (decision 024). */
export interface CatalogSchedules {
  statusOf(sellerIds: number[]): Promise<Map<number, ScheduleNow>>;
}

/** What the catalog needs from the reviews module: sellers' ratings, many at once, for product pages. */
export interface CatalogRatings {
  ratings(sellerIds: number[]): Promise<Map<number, SellerRating>>;
}
