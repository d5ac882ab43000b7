/** Where a header search goes; null when there is nothing to search for. */
export function searchPath(text: string): string | null {
  const query = text.trim();
  return query ? `/search?q=${encodeURIComponent(query)}` : null;
}

export const SEARCH_PLACEHOLDER = 'Поиск по товарам';
