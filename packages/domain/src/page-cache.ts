/**
 * How a page tells the server it may be kept and shown to other anonymous visitors: for how many seconds,
 * and which data it was built from (the `cache-tag` of the API answers it used). The server reads both
 * headers and never sends them on.
 */
export const PAGE_CACHE_SECONDS_HEADER = 'x-page-cache-seconds';
export const CACHE_TAG_HEADER = 'cache-tag';

/** A product page may be shown for this long when no change to its product or sellers was announced. */
export const PRODUCT_PAGE_CACHE_SECONDS = 30;
