import {
  PRODUCT_ATTRIBUTE_TAGS,
  PRODUCT_TYPES,
  REGION_GROUPS,
  SELLER_TIERS,
  type CatalogSort,
  type ParsedCatalogFilters,
} from '@lootmarket/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { afterCursor, orderBy } from './catalog-offers-order.sql';
import { productConditions, productConditionsExcept, scopeCondition, type CatalogScope } from './catalog-offers.sql';
import type { ProductOffersSql } from './catalog.ports';

export interface ListingFamilyRow {
  id: string;
  slug: string;
  title: string;
  parent_id: string | null;
  position: number;
}

export interface CardRow {
  id: string;
  slug: string;
  title: string;
  product_type: string;
  attribute_tags: string[];
  popularity: number | string;
  created_key: string;
  listing_slug: string;
  listing_title: string;
  offers_count: number;
  delivery_minutes: number;
  in_stock: boolean;
  price_minor: number | string;
  currency: string;
  seller_tier: string;
  seller_verified: boolean;
}

/** Listing pages: products in scope with what their offers (read through `offers`) make of them. */
export function createCatalogOffersRepo(db: Db, offers: ProductOffersSql) {
  return {
    /** The listing of a slug, its parent and the parent's (or its own) children, in one query. */
    findFamily: async (slug: string): Promise<ListingFamilyRow[]> =>
      rowsOf<ListingFamilyRow>(
        await db.execute(sql`
          with target as (select id, coalesce(parent_id, id) as root_id from listings where slug = ${slug})
          select l.id, l.slug, l.title, l.parent_id, l.position
            from listings l, target
           where l.id = target.id or l.id = target.root_id or l.parent_id = target.root_id
           order by l.parent_id nulls first, l.position, l.slug`),
      ),

    /**
     * One page of cards: products in scope with their offer totals and best offer (cheapest in stock,
     * else cheapest) among the offers passing the filters.
     */
    findCards: async (
      scope: CatalogScope,
      filters: ParsedCatalogFilters,
      sort: CatalogSort,
      after: (string | number | boolean)[] | null,
      limit: number,
    ): Promise<CardRow[]> =>
      rowsOf<CardRow>(
        await db.execute(sql`
          select p.id, p.slug, p.title, p.product_type, p.attribute_tags, p.popularity, p.created_at::text as created_key,
                 l.slug as listing_slug, l.title as listing_title,
                 agg.offers_count, agg.delivery_minutes, agg.in_stock,
                 best.price_minor, best.currency, best.seller_tier, best.seller_verified
            from products p
            join listings l on l.id = p.listing_id
            ${offers.cardLaterals(filters)}
           where ${scopeCondition(scope)} and ${productConditionsExcept(productConditions(filters))}
             ${after ? sql`and ${afterCursor(sort, after)}` : sql``}
           order by ${orderBy(sort)}
           limit ${limit}`),
      ),

    /**
     * Every facet count in one pass: per product, which offer filters its offers could pass with one
     * filter left out; then per facet value, how many products pass every other filter.
     */
    countFacets: async (scope: CatalogScope, filters: ParsedCatalogFilters): Promise<Record<string, unknown>> => {
      const product = productConditions(filters);
      const all = productConditionsExcept(product);
      const counts: SQL[] = [
        sql`count(*) filter (where ${all} and m.all_filters)::int as total`,
        ...PRODUCT_TYPES.map(
          (type) =>
            sql`count(*) filter (where ${productConditionsExcept(product, 'types')} and p.product_type = ${type} and m.all_filters)::int as ${sql.identifier(`type_${type}`)}`,
        ),
        ...PRODUCT_ATTRIBUTE_TAGS.map(
          (tag) =>
            sql`count(*) filter (where ${all} and ${tag} = any(p.attribute_tags) and m.all_filters)::int as ${sql.identifier(`tag_${tag}`)}`,
        ),
        ...REGION_GROUPS.map(
          (region) =>
            sql`count(*) filter (where ${productConditionsExcept(product, 'regions')} and ${region} = any(p.region_groups) and m.all_filters)::int as ${sql.identifier(`region_${region}`)}`,
        ),
        ...SELLER_TIERS.map(
          (tier) =>
            sql`count(*) filter (where ${all} and m.${sql.identifier(`tier_${tier}`)})::int as ${sql.identifier(`tier_${tier}`)}`,
        ),
        sql`count(*) filter (where ${all} and m.verified)::int as verified`,
        sql`count(*) filter (where ${all} and m.stock)::int as stock`,
        sql`min(m.price_min) filter (where ${all}) as price_min`,
        sql`max(m.price_max) filter (where ${all}) as price_max`,
      ];
      const [row] = rowsOf<Record<string, unknown>>(
        await db.execute(sql`
          select ${sql.join(counts, sql`, `)}
            from products p
            ${offers.facetLateral(filters)}
           where ${scopeCondition(scope)}`),
      );
      return row ?? {};
    },

    /** For each scope, how many products in it have at least one active offer; one query. */
    countProducts: async (scopes: CatalogScope[]): Promise<number[]> => {
      const columns = scopes.map(
        (scope, index) => sql`count(*) filter (where ${scopeCondition(scope)})::int as ${sql.identifier(`s${index}`)}`,
      );
      const [row] = rowsOf<Record<string, number>>(
        await db.execute(sql`
          select ${sql.join(columns, sql`, `)}
            from products p
           where ${offers.hasActiveOffer}`),
      );
      return scopes.map((_, index) => Number(row?.[`s${index}`] ?? 0));
    },
  };
}
