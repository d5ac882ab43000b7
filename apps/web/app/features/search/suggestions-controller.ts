import { normalizeSearchText, SEARCH, type SearchResponse } from '@lootmarket/domain';
import type { SearchSuggestionsFn } from './search-client';

export interface SuggestionsState {
  /** The trimmed text the shown (or awaited) results belong to. */
  text: string;
  loading: boolean;
  results: SearchResponse;
}

export const NO_RESULTS: SearchResponse = { listings: [], offers: [] };
export const INITIAL_SUGGESTIONS: SuggestionsState = { text: '', loading: true, results: NO_RESULTS };

/**
 * Turns typed text into suggestions: typing shows loading at once, the request leaves after the
 * debounce, an answer to anything but the latest text is dropped, a failure is logged and reads as
 * nothing found, and blank text brings back the default suggestions (fetched once, then remembered).
 */
export function createSuggestionsController({
  search,
  onChange,
  debounceMs = SEARCH.debounceMs,
}: {
  search: SearchSuggestionsFn;
  onChange: (state: SuggestionsState) => void;
  debounceMs?: number;
}) {
  let latest = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let defaults: SearchResponse | null = null;

  async function run(request: number, text: string) {
    let results = NO_RESULTS;
    let failed = false;
    try {
      results = await search(text);
    } catch (error) {
      failed = true;
      console.error('search failed', { text, error });
    }
    if (request !== latest) return;
    if (text === '' && !failed) defaults = results;
    onChange({ text, loading: false, results });
  }

  return {
    setText(raw: string) {
      const text = normalizeSearchText(raw);
      clearTimeout(timer);
      const request = ++latest;
      if (text === '' && defaults) {
        onChange({ text, loading: false, results: defaults });
        return;
      }
      onChange({ text, loading: true, results: NO_RESULTS });
      // The defaults are one cheap call made once; only typed text waits for the typist to pause.
      if (text === '') void run(request, text);
      else timer = setTimeout(() => void run(request, text), debounceMs);
    },

    /** Stops a pending request from starting and any answer in flight from landing. */
    dispose() {
      clearTimeout(timer);
      latest += 1;
    },
  };
}
