/**
 * How a page tells the server it may be kept and shown to other anonymous visitors: for how many seconds,
 * and which data it was built from (the `cache-tag` of the API answers it used). The server reads both
 * headers and never sends them on.
 */
export const PAGE_CACHE_SECONDS_HEADER = 'x-page-cache-seconds';
export const CACHE_TAG_HEADER = 'cache-tag';

/** A product page may be shown for this long when no change to its product or sellers was announced. */
export const PRODUCT_PAGE_CACHE_SECONDS = 30;

/** Home, listing and search pages may be shown for this long when no change to what they list was announced. */
export const CATALOG_PAGE_CACHE_SECONDS = 30;
/** The tag of pages that list products: dropped whenever a product, a seller or the search index changes. */
export const PRODUCT_LISTS_TAG = 'product-lists';

/** The headers with which a page asks to be kept for anonymous visitors, built from data under `tags`. */
export function keptPageHeaders(seconds: number, tags: readonly string[]): Record<string, string> {
  return { [PAGE_CACHE_SECONDS_HEADER]: String(seconds), [CACHE_TAG_HEADER]: tags.join(',') };
}
