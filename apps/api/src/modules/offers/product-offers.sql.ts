import { SELLER_TIERS, type ParsedCatalogFilters } from '@lootmarket/domain';
import { sql, type SQL } from 'drizzle-orm';

// The offers of a product, as parts of the catalog's queries over products. A listing page sorts and
// counts thousands of products by their offers in one statement; these parts let the catalog do so
// without naming the offers table or its columns. Each part reads the offers of the product aliased `p`,
// and answers the columns its comment names.

const textArray = (values: readonly string[]): SQL =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

const IN_STOCK = sql`(o.stock is null or o.stock > 0)`;

type OfferFilter = 'tier' | 'verified' | 'stock' | 'price';

/** Conditions on one offer `o` from the filters, each by name so facets can leave one out. */
function offerConditions(filters: ParsedCatalogFilters): Record<OfferFilter, SQL> {
  const tiers = filters.sellerTiers ?? [];
  const price: SQL[] = [];
  if (filters.priceMin !== undefined) price.push(sql`o.price_minor >= ${filters.priceMin}`);
  if (filters.priceMax !== undefined) price.push(sql`o.price_minor <= ${filters.priceMax}`);
  return {
    tier: tiers.length > 0 ? sql`o.seller_tier = any(${textArray(tiers)})` : sql`true`,
    verified: filters.verifiedOnly ? sql`o.seller_verified` : sql`true`,
    stock: filters.inStockOnly ? IN_STOCK : sql`true`,
    price: price.length > 0 ? sql.join(price, sql` and `) : sql`true`,
  };
}

/** Every offer condition but the named ones, joined with `and`. */
function offerConditionsExcept(conditions: Record<OfferFilter, SQL>, ...left: OfferFilter[]): SQL {
  const kept = (Object.keys(conditions) as OfferFilter[])
    .filter((name) => !left.includes(name))
    .map((name) => conditions[name]);
  return sql.join(kept, sql` and `);
}

/** Offers of product `p` that may count at all: active and in the currency asked for. */
const offerBase = (filters: ParsedCatalogFilters): SQL =>
  sql`o.product_id = p.id and o.is_active and o.currency = ${filters.currency}`;

/** `count(*) filter (where …) > 0` over the product's offers, as a named column of the lateral. */
const anyOffer = (name: string, condition: SQL): SQL =>
  sql`count(*) filter (where ${condition}) > 0 as ${sql.identifier(name)}`;

export const productOffersSql = {
  /**
   * Two laterals over the offers passing the filters: `agg` (offers_count, delivery_minutes, in_stock)
   * and `best` (price_minor, currency, seller_tier, seller_verified of the cheapest in stock, else the
   * cheapest). Both are index-only scans of offers_browse_idx: the totals read the product's offers
   * once, the best offer stops at the first match in price order (trying in-stock offers first).
   */
  cardLaterals(filters: ParsedCatalogFilters): SQL {
    const offer = sql`${offerBase(filters)} and ${offerConditionsExcept(offerConditions(filters))}`;
    return sql`cross join lateral (
              select count(*)::int as offers_count, min(o.delivery_minutes)::int as delivery_minutes, coalesce(bool_or(${IN_STOCK}), false) as in_stock
                from offers o where ${offer}
            ) agg
            cross join lateral (
              select * from (
                (select 0 as rank, o.price_minor, o.currency, o.seller_tier, o.seller_verified
                   from offers o where ${offer} and ${IN_STOCK} order by o.price_minor, o.id limit 1)
                union all
                (select 1, o.price_minor, o.currency, o.seller_tier, o.seller_verified
                   from offers o where ${offer} order by o.price_minor, o.id limit 1)
              ) candidates order by rank limit 1
            ) best`;
  },

  /**
   * A lateral `m` saying, per product, which offer filters its offers could pass with one filter left
   * out: all_filters, tier_<tier> for each seller tier, verified, stock, and price_min / price_max.
   */
  facetLateral(filters: ParsedCatalogFilters): SQL {
    const offer = offerConditions(filters);
    const tiers = SELLER_TIERS.map((tier) =>
      anyOffer(`tier_${tier}`, sql`${offerConditionsExcept(offer, 'tier')} and o.seller_tier = ${tier}`),
    );
    return sql`cross join lateral (
              select ${anyOffer('all_filters', offerConditionsExcept(offer))},
                     ${sql.join(tiers, sql`, `)},
                     ${anyOffer('verified', sql`${offerConditionsExcept(offer, 'verified')} and o.seller_verified`)},
                     ${anyOffer('stock', sql`${offerConditionsExcept(offer, 'stock')} and ${IN_STOCK}`)},
                     min(o.price_minor) filter (where ${offerConditionsExcept(offer, 'price')}) as price_min,
                     max(o.price_minor) filter (where ${offerConditionsExcept(offer, 'price')}) as price_max
                from offers o where ${offerBase(filters)}
            ) m`;
  },

  /** A condition: product `p` has an active offer. */
  hasActiveOffer: sql`exists (select 1 from offers o where o.product_id = p.id and o.is_active)`,

  /** A column: how many active offers product `p` has. */
  activeOffersCount: sql`(select count(*)::int from offers o where o.product_id = p.id and o.is_active)`,

  /** A lateral `best` (price_minor, currency, stock): the cheapest active offer, one in stock when there is one. */
  bestOfferLateral: sql`left join lateral (
        select o.price_minor, o.currency, o.stock
          from offers o
         where o.product_id = p.id and o.is_active
         order by (o.stock is null or o.stock > 0) desc, o.price_minor asc, o.id
         limit 1
      ) best on true`,

  /** A lateral `cheapest` (price_minor, currency): the cheapest active offer in stock, if any. */
  cheapestInStockLateral: sql`left join lateral (
          select o.price_minor, o.currency from offers o
          where o.product_id = p.id and o.is_active and coalesce(o.stock, 1) > 0
          order by o.price_minor limit 1
        ) cheapest on true`,
};

export type ProductOffersSql = typeof productOffersSql;
