import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { SearchDocument } from './search.documents';
import { searchDocuments } from './search.tables';

export interface SearchHit {
  title: string;
  slug: string;
  image: string | null;
  extra: string;
}

/** How close a trigram match must be to count; below it typos turn into unrelated words. */
const WORD_SIMILARITY_MIN = 0.5;

const INSERT_SLICE = 500;

export function createSearchRepo(db: Db) {
  return {
    /** Replaces the whole index; the caller runs it in a transaction. */
    replaceAll: async (documents: SearchDocument[]): Promise<void> => {
      await db.delete(searchDocuments);
      for (let start = 0; start < documents.length; start += INSERT_SLICE) {
        const slice = documents.slice(start, start + INSERT_SLICE).map((document) => ({
          ...document,
          tsv: sql`setweight(to_tsvector('russian', ${document.titleText}), 'A') || setweight(to_tsvector('russian', ${document.searchText}), 'B')`,
        }));
        if (slice.length > 0) await db.insert(searchDocuments).values(slice);
      }
    },

    /**
     * The best documents of a kind for any of the spellings: a spelling matches when all its words match
     * after Russian stemming or when it is close in trigrams. The score adds the full-text rank and the
     * trigram closeness to the title and to the whole text; popularity breaks near ties.
     */
    search: async (kind: SearchDocument['kind'], variants: string[], limit: number): Promise<SearchHit[]> => {
      const spellings = sql.join(variants.map((variant) => sql`${variant}`), sql`, `);
      const result = await db.execute(sql`
        with variants as (
          select v, plainto_tsquery('russian', v) as query from unnest(array[${spellings}]::text[]) as v
        )
        select d.title, d.slug, d.image, d.extra
          from search_documents d
          join variants on d.tsv @@ variants.query or word_similarity(variants.v, d.search_text) >= ${WORD_SIMILARITY_MIN}
         where d.kind = ${kind}
         group by d.id
         order by round(max(
                    (case when d.tsv @@ variants.query then 0.5 else 0 end)
                    + ts_rank(d.tsv, variants.query)
                    + word_similarity(variants.v, d.title_text)
                    + 0.5 * word_similarity(variants.v, d.search_text)
                  )::numeric, 1) desc,
                  d.popularity desc, d.title
         limit ${limit}`);
      return (result as unknown as { rows: SearchHit[] }).rows;
    },

    findBySlugs: (kind: SearchDocument['kind'], slugs: string[]): Promise<SearchHit[]> =>
      db
        .select({ title: searchDocuments.title, slug: searchDocuments.slug, image: searchDocuments.image, extra: searchDocuments.extra })
        .from(searchDocuments)
        .where(and(eq(searchDocuments.kind, kind), inArray(searchDocuments.slug, slugs))),

    count: async (): Promise<number> => {
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(searchDocuments);
      return row?.count ?? 0;
    },
  };
}
