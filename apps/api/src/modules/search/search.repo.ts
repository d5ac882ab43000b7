import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { inTransaction } from '../../db/transaction';
import type { SearchDocument } from './search.documents';
import { searchDocuments, searchTerms } from './search.tables';

export interface SearchHit {
  refId: string;
  title: string;
  slug: string;
  image: string | null;
  extra: string;
}

/** How close a trigram match must be to count; below it typos turn into unrelated words. */
const WORD_SIMILARITY_MIN = 0.5;

const INSERT_SLICE = 500;

/** How many documents the full-text rank keeps for the fine ranking, beyond the number asked for. */
const SHORTLIST_EXTRA = 20;

/** Shorter words are left out of the query; words shorter than MIN_CORRECTED are taken as typed. */
const MIN_WORD = 2;
const MIN_CORRECTED = 3;
/** The closest indexed words kept for a mistyped word: more only widen the match, not the answer. */
const CORRECTIONS_PER_WORD = 3;

interface Correction {
  word: string;
  term: string;
  closeness: number;
}

/** A word found in the vocabulary as typed needs no neighbours; others keep their closest few. */
function bestCorrections(rows: Correction[]): Correction[] {
  const byWord = new Map<string, Correction[]>();
  for (const row of rows) byWord.set(row.word, [...(byWord.get(row.word) ?? []), row]);
  return [...byWord].flatMap(([word, terms]) => {
    if (terms.some((row) => row.term === word)) return terms.filter((row) => row.term === word);
    return terms
      .sort((a, b) => b.closeness - a.closeness || a.term.localeCompare(b.term))
      .slice(0, CORRECTIONS_PER_WORD);
  });
}

/** Words as the index stores them (see normalizeText); anything else never reaches a tsquery. */
const PLAIN_WORD = /^[a-zа-я0-9]+$/;

export interface SearchLimits {
  listings: number;
  products: number;
}

/**
 * The typed words and the indexed words close to them (typos, missing letters), as one OR query: the
 * documents it matches come from the full-text index, and the fine ranking runs on the best of them only.
 */
function anyTermQuery(terms: string[]): string {
  return [...new Set(terms)].filter((term) => PLAIN_WORD.test(term)).join(' | ');
}

/**
 * The best documents of a kind: a shortlist by full-text rank over the corrected words (an index scan and
 * a cheap rank), then the fine score — full-text match of a whole spelling, its rank, and the trigram
 * closeness to the title — computed for the shortlist only. Popularity breaks near ties at both steps.
 * Typos in the rest of the text are already handled by the corrected words of the shortlist; comparing
 * trigrams with the whole text as well cost most of the search time and changed none of the tested answers.
 */
function rankedStatement(kind: SearchDocument['kind'], variants: string[], query: string, limit: number) {
  const spellings = sql.join(
    variants.map((variant) => sql`${variant}`),
    sql`, `,
  );
  return sql`
    with variants as (
      select v, plainto_tsquery('russian', v) as query from unnest(array[${spellings}]::text[]) as v
    ), shortlist as materialized (
      select d.id from search_documents d
       where d.tsv @@ to_tsquery('russian', ${query}) and d.kind = ${kind}
       order by ts_rank(d.tsv, to_tsquery('russian', ${query})) desc, d.popularity desc
       limit ${limit + SHORTLIST_EXTRA}
    )
    select d.ref_id as "refId", d.title, d.slug, d.image, d.extra
      from shortlist s
      join search_documents d on d.id = s.id
     cross join variants
     group by d.id
     order by round(max(
                (case when d.tsv @@ variants.query then 0.5 else 0 end)
                + ts_rank(d.tsv, variants.query)
                + word_similarity(variants.v, d.title_text)
              )::numeric, 1) desc,
              d.popularity desc, d.title
     limit ${limit}`;
}

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
      await db.delete(searchTerms);
      await db.execute(sql`
        insert into search_terms (term)
        select distinct word from search_documents, regexp_split_to_table(search_text, ' ') as word where word <> ''`);
      // Fresh statistics for the rebuilt tables: with the old ones the planner misjudges how many documents match.
      await db.execute(sql`analyze ${searchDocuments}, ${searchTerms}`);
    },

    /**
     * Listings and products for the spellings of one query. Each typed word is corrected against the
     * vocabulary (`%>`: the word is close to some part of an indexed word, threshold in this transaction).
     */
    search: (variants: string[], limits: SearchLimits): Promise<{ listings: SearchHit[]; products: SearchHit[] }> =>
      inTransaction(db, async (tx) => {
        // On a table of a few thousand rows the planner would rather read every document than the index.
        await tx.execute(
          sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_MIN)}, true), set_config('enable_seqscan', 'off', true)`,
        );
        // A single letter (the «v» of «v bucks») matches half the catalog and means nothing on its own.
        const words = [
          ...new Set(variants.flatMap((variant) => variant.split(' ')).filter((word) => word.length >= MIN_WORD)),
        ];
        const corrections = bestCorrections(
          rowsOf<Correction>(
            await tx.execute(sql`
              select w as word, t.term, word_similarity(w, t.term) as closeness
                from unnest(array[${sql.join(
                  words.filter((word) => word.length >= MIN_CORRECTED).map((word) => sql`${word}`),
                  sql`, `,
                )}]::text[]) as w
               cross join lateral (select term from search_terms where term %> w) t`),
          ),
        );
        const query = anyTermQuery([...words, ...corrections.map((row) => row.term)]);
        // A spelling none of whose words is close to an indexed word (most wrong-layout guesses) cannot
        // decide the order; leaving it out halves the trigram work of the fine ranking.
        const known = new Set(corrections.map((row) => row.word));
        const useful = variants.filter((variant) => variant.split(' ').some((word) => known.has(word)));
        // Stemming can still match a word no trigram neighbour was found for.
        const spellings = useful.length > 0 ? useful : variants;
        if (!query) return { listings: [], products: [] };
        const ranked = async (kind: SearchDocument['kind'], limit: number) =>
          limit > 0 ? rowsOf<SearchHit>(await tx.execute(rankedStatement(kind, spellings, query, limit))) : [];
        return {
          listings: await ranked('listing', limits.listings),
          products: await ranked('product', limits.products),
        };
      }),

    findBySlugs: (kind: SearchDocument['kind'], slugs: string[]): Promise<SearchHit[]> =>
      db
        .select({
          refId: searchDocuments.refId,
          title: searchDocuments.title,
          slug: searchDocuments.slug,
          image: searchDocuments.image,
          extra: searchDocuments.extra,
        })
        .from(searchDocuments)
        .where(and(eq(searchDocuments.kind, kind), inArray(searchDocuments.slug, slugs))),

    count: async (): Promise<number> => {
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(searchDocuments);
      return row?.count ?? 0;
    },
  };
}
