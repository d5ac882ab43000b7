import type { CatalogService } from '@lootmarket/api/modules/catalog/catalog.service';

export type SitemapCatalog = Pick<
  CatalogService,
  'listSitemapListings' | 'countSitemapProducts' | 'listSitemapProducts'
>;

/** The protocol's limit of addresses per sitemap file; above it /sitemap.xml becomes an index of chunks. */
export const SITEMAP_MAX_URLS = 50_000;

/** Products read per query while a chunk is written. */
const PRODUCT_PAGE = 5_000;

/** Public pages that exist in every catalog; the terms for content creators only while their flag is on. */
export function staticSitemapPaths({ termsContentCreators }: { termsContentCreators: boolean }): string[] {
  return [
    '/',
    '/terms',
    '/oferta',
    '/policy',
    '/terms-donation',
    ...(termsContentCreators ? ['/terms-content-creators'] : []),
  ];
}

interface UrlEntry {
  path: string;
  lastmod?: Date;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!);

/** W3C datetime to the second: what search engines document for `lastmod`. */
const w3cDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

const location = (origin: string, path: string) => escapeXml(origin + encodeURI(path));

function urlElement(origin: string, entry: UrlEntry): string {
  const lastmod = entry.lastmod ? `<lastmod>${w3cDate(entry.lastmod)}</lastmod>` : '';
  return `<url><loc>${location(origin, entry.path)}</loc>${lastmod}</url>`;
}

export interface SitemapSource {
  catalog: SitemapCatalog;
  staticPaths: string[];
  /** Addresses per file; the protocol's 50 000 unless a test wants small chunks. */
  chunkSize?: number;
}

/**
 * The sitemap as files: one `urlset` when everything fits, otherwise an index at /sitemap.xml and chunks
 * at /sitemaps/{n}.xml. Addresses run in a fixed order (static pages, listings, products by slug) so that
 * chunk n always covers the same range however often it is fetched.
 */
export function createSitemap({ catalog, staticPaths, chunkSize = SITEMAP_MAX_URLS }: SitemapSource) {
  async function fixedEntries(): Promise<UrlEntry[]> {
    const listings = await catalog.listSitemapListings();
    return [
      ...staticPaths.map((path) => ({ path })),
      ...listings.map((listing) => ({ path: `/ru-ru/${listing.slug}`, lastmod: listing.lastmod })),
    ];
  }

  /** Addresses `from` to `from + count` of the whole sitemap, as `<url>` elements. */
  async function urls(origin: string, fixed: UrlEntry[], from: number, count: number): Promise<string[]> {
    const out = fixed.slice(from, from + count).map((entry) => urlElement(origin, entry));
    let offset = Math.max(0, from - fixed.length);
    let after: string | undefined;
    while (out.length < count) {
      const limit = Math.min(PRODUCT_PAGE, count - out.length);
      const page = await catalog.listSitemapProducts(after === undefined ? { offset, limit } : { after, limit });
      for (const product of page)
        out.push(urlElement(origin, { path: `/product/${product.slug}`, lastmod: product.lastmod }));
      if (page.length < limit) break;
      after = page[page.length - 1]!.slug;
      offset = 0;
    }
    return out;
  }

  const urlset = (elements: string[]) => `${XML_HEAD}<urlset xmlns="${NS}">\n${elements.join('\n')}\n</urlset>\n`;

  return {
    /** /sitemap.xml: every address, or the index of the chunks when there are more than one file holds. */
    async root(origin: string): Promise<string> {
      const fixed = await fixedEntries();
      const total = fixed.length + (await catalog.countSitemapProducts());
      if (total <= chunkSize) return urlset(await urls(origin, fixed, 0, total));
      const chunks = Math.ceil(total / chunkSize);
      const entries = Array.from(
        { length: chunks },
        (_, index) => `<sitemap><loc>${location(origin, `/sitemaps/${index + 1}.xml`)}</loc></sitemap>`,
      );
      return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${entries.join('\n')}\n</sitemapindex>\n`;
    },

    /** /sitemaps/{n}.xml, from 1; undefined when the sitemap has no such chunk. */
    async chunk(origin: string, n: number): Promise<string | undefined> {
      const fixed = await fixedEntries();
      const total = fixed.length + (await catalog.countSitemapProducts());
      if (total <= chunkSize || n < 1 || n > Math.ceil(total / chunkSize)) return undefined;
      const from = (n - 1) * chunkSize;
      return urlset(await urls(origin, fixed, from, Math.min(chunkSize, total - from)));
    },
  };
}
