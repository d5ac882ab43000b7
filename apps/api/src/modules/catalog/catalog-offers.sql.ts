import type { ParsedCatalogFilters } from '@lootmarket/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { CategoryRule } from './catalog-categories';

/** Which products a request looks at: those filed under some listings, plus a cross-game category. */
export interface CatalogScope {
  /** Null browses the whole catalog. */
  listingIds: string[] | null;
  category: CategoryRule | null;
}

const textArray = (values: readonly string[]): SQL =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/** Products in the scope; `p` is the products alias. */
export function scopeCondition({ listingIds, category }: CatalogScope): SQL {
  if (listingIds === null) return sql`true`;
  const filed = sql`p.listing_id in (${sql.join(
    listingIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;
  if (!category) return filed;
  const parts = [sql`p.product_type = any(${textArray(category.productTypes)})`];
  if (category.withTag) parts.push(sql`${category.withTag} = any(p.attribute_tags)`);
  if (category.withoutTag) parts.push(sql`not (${category.withoutTag} = any(p.attribute_tags))`);
  return sql`(${filed} or (${sql.join(parts, sql` and `)}))`;
}

export type ProductFilter = 'types' | 'tags' | 'regions';

/** Conditions on the product `p` from the filters, each by name so facets can leave one out. */
export function productConditions(filters: ParsedCatalogFilters): Record<ProductFilter, SQL> {
  const types = filters.productTypes ?? [];
  const tags = filters.tags ?? [];
  const regions = filters.regionGroups ?? [];
  return {
    types: types.length > 0 ? sql`p.product_type = any(${textArray(types)})` : sql`true`,
    tags: tags.length > 0 ? sql`p.attribute_tags @> ${textArray(tags)}` : sql`true`,
    regions: regions.length > 0 ? sql`p.region_groups && ${textArray(regions)}` : sql`true`,
  };
}

export function productConditionsExcept(conditions: Record<ProductFilter, SQL>, ...left: ProductFilter[]): SQL {
  const kept = (Object.keys(conditions) as ProductFilter[])
    .filter((name) => !left.includes(name))
    .map((name) => conditions[name]);
  return sql.join(kept, sql` and `);
}
