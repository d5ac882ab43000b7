/** The text a search runs with: surrounding whitespace never matters. */
export function normalizeSearchText(text: string): string {
  return text.trim();
}

/** Whether a search can be applied; blank text cannot. */
export function canApplySearch(text: string): boolean {
  return normalizeSearchText(text) !== '';
}

/** Whether to show the empty-results state: loading done, a real query, and nothing found. */
export function isSearchResultEmpty(state: {
  loading: boolean;
  text: string;
  listingsCount: number;
  offersCount: number;
}): boolean {
  return !state.loading && canApplySearch(state.text) && state.listingsCount === 0 && state.offersCount === 0;
}
