import { sql } from 'drizzle-orm';
import { bigint, check, customType, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The search index: one row per listing and product, rebuilt from the catalog. The texts are normalized
 * in code (case, ё, both scripts) so that SQL only compares them; `tsv` is written together with them.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<'listing' | 'product'>().notNull(),
    refId: uuid('ref_id').notNull(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    image: text('image'),
    // Listings: their child categories as JSON [{ title, slug }]; products: the listing they belong to.
    extra: text('extra').notNull().default('[]'),
    titleText: text('title_text').notNull(),
    searchText: text('search_text').notNull(),
    popularity: bigint('popularity', { mode: 'number' }).notNull().default(0),
    tsv: tsvector('tsv').notNull(),
  },
  (table) => [
    uniqueIndex('search_documents_kind_ref_idx').on(table.kind, table.refId),
    // One full-text index per kind: a search asks for one kind at a time, and on one shared index the
    // planner prefers reading every document of the kind through the unique index instead.
    index('search_documents_product_tsv_idx')
      .using('gin', table.tsv)
      .where(sql`${table.kind} = 'product'`),
    index('search_documents_listing_tsv_idx')
      .using('gin', table.tsv)
      .where(sql`${table.kind} = 'listing'`),
    index('search_documents_search_text_trgm_idx').using('gin', table.searchText.op('gin_trgm_ops')),
    check('search_documents_kind_known', sql`${table.kind} in ('listing', 'product')`),
  ],
);

/**
 * Every distinct word of the indexed texts, with a trigram index: a typed word is corrected against this
 * short list (a few thousand words) instead of against every document.
 */
export const searchTerms = pgTable('search_terms', { term: text('term').primaryKey() }, (table) => [
  index('search_terms_term_trgm_idx').using('gin', table.term.op('gin_trgm_ops')),
]);
