import {
  PRODUCT_ATTRIBUTE_TAGS,
  PRODUCT_TYPES,
  REGION_GROUPS,
  SELLER_TIERS,
  coverImagePath,
  type CatalogCard,
  type CatalogOffersResponse,
  type CatalogParamsResponse,
  type CurrencyCode,
  type ListingTabsResponse,
  type ParsedCatalogFilters,
  type ParsedCatalogOffersRequest,
  type ProductAttributeTag,
  type ProductBadge,
  type ProductType,
  type SellerTier,
} from '@lootmarket/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/http/app-error';
import { CATEGORY_LISTING_RULES } from './catalog-categories';
import { decodeCursor, encodeCursor } from './catalog-offers.cursor';
import { createCatalogOffersRepo, type CardRow, type ListingFamilyRow } from './catalog-offers.repo';
import type { CatalogScope } from './catalog-offers.sql';
import type { ProductOffersSql } from './catalog.ports';

/** The badge a card shows for an attribute tag; tags without a badge (crm_description, …) show none. */
const BADGE_OF_TAG: Partial<Record<ProductAttributeTag, ProductBadge>> = {
  auto_delivery: 'auto_delivery_24_7',
  fast_delivery: 'instant_delivery',
  delivery_2_min: 'delivery_2_min',
  available_in_russia: 'available_in_russia',
  steam_gift: 'steam_gift',
  dlc: 'dlc',
  steam_top_up: 'top_up',
  activation_key: 'key_activation',
  activation_method: 'activation_method',
  country: 'country',
  region: 'region',
};

export function badgesForTags(tags: readonly string[]): ProductBadge[] {
  return [
    ...new Set(
      tags
        .map((tag) => BADGE_OF_TAG[tag as ProductAttributeTag])
        .filter((badge): badge is ProductBadge => Boolean(badge)),
    ),
  ];
}

function toCard(row: CardRow): CatalogCard {
  return {
    productId: row.id,
    slug: row.slug,
    title: row.title,
    productType: row.product_type as ProductType,
    cover: coverImagePath('product', row.slug),
    listing: { slug: row.listing_slug, title: row.listing_title },
    price: { amount: Number(row.price_minor), currency: row.currency as CurrencyCode },
    offersCount: Number(row.offers_count),
    deliveryMinutes: Number(row.delivery_minutes),
    badges: badgesForTags(row.attribute_tags),
    seller: { tier: row.seller_tier as SellerTier, verified: row.seller_verified },
    inStock: row.in_stock,
  };
}

const notFound = () => new AppError('NOT_FOUND', 'Раздел каталога не найден');

/** The products a listing page shows: its own and its children's, plus its category rule's if any. */
function scopeOf(family: ListingFamilyRow[], slug: string): CatalogScope {
  const target = family.find((row) => row.slug === slug);
  if (!target) throw notFound();
  const children = target.parent_id === null ? family.filter((row) => row.parent_id === target.id) : [];
  const category = target.parent_id === null ? (CATEGORY_LISTING_RULES[target.slug] ?? null) : null;
  return { listingIds: [target.id, ...children.map((row) => row.id)], category };
}

/** Listing pages: their cards, filter facets and child-category tabs. */
export function createCatalogOffersService({ db, offers }: { db: Db; offers: { productOffersSql: ProductOffersSql } }) {
  const repo = createCatalogOffersRepo(db, offers.productOffersSql);

  async function resolveScope(filters: ParsedCatalogFilters): Promise<CatalogScope> {
    if (!filters.listing) return { listingIds: null, category: null };
    return scopeOf(await repo.findFamily(filters.listing), filters.listing);
  }

  return {
    /** One page of product cards with the best offer of each; `nextCursor` continues after the last. */
    async browse(request: ParsedCatalogOffersRequest): Promise<CatalogOffersResponse> {
      const after = request.cursor ? decodeCursor(request.sort, request.cursor) : null;
      const scope = await resolveScope(request);
      const rows = await repo.findCards(scope, request, request.sort, after, request.limit + 1);
      const page = rows.slice(0, request.limit);
      const last = page.at(-1);
      return {
        items: page.map(toCard),
        nextCursor:
          rows.length > request.limit && last
            ? encodeCursor(request.sort, last as unknown as Record<string, unknown>)
            : null,
      };
    },

    /** Filter facets with counts that reflect the other active filters. */
    async facets(filters: ParsedCatalogFilters): Promise<CatalogParamsResponse> {
      const row = await repo.countFacets(await resolveScope(filters), filters);
      const count = (name: string) => Number(row[name] ?? 0);
      return {
        total: count('total'),
        productTypes: PRODUCT_TYPES.map((value) => ({ value, count: count(`type_${value}`) })),
        tags: PRODUCT_ATTRIBUTE_TAGS.map((value) => ({ value, count: count(`tag_${value}`) })),
        regionGroups: REGION_GROUPS.map((value) => ({ value, count: count(`region_${value}`) })),
        sellerTiers: SELLER_TIERS.map((value) => ({ value, count: count(`tier_${value}`) })),
        verifiedOnly: count('verified'),
        inStockOnly: count('stock'),
        price:
          row.price_min === null || row.price_min === undefined
            ? null
            : { min: Number(row.price_min), max: Number(row.price_max), currency: filters.currency },
      };
    },

    /**
     * Tabs of a listing page: the game itself ("Все") and each of its child categories, whichever of
     * them is asked for; a tab with nothing on sale is disabled.
     */
    async getListingTabs(slug: string): Promise<ListingTabsResponse> {
      const family = await repo.findFamily(slug);
      const target = family.find((row) => row.slug === slug);
      if (!target) throw notFound();
      const root = family.find((row) => row.id === (target.parent_id ?? target.id)) ?? target;
      const children = family.filter((row) => row.parent_id === root.id);
      const tabs = [root, ...children];
      const counters = await repo.countProducts(tabs.map((tab) => scopeOf(family, tab.slug)));
      return {
        active: target.slug,
        items: tabs.map((tab, index) => ({
          value: tab.slug,
          label: tab === root ? 'Все' : tab.title,
          disabled: counters[index] === 0,
          href: `/ru-ru/${tab.slug}`,
          icon: coverImagePath('listing', tab.slug),
          counter: counters[index] ?? 0,
        })),
      };
    },
  };
}

export type CatalogOffersService = ReturnType<typeof createCatalogOffersService>;
