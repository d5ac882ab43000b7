import { describe, it, expect } from 'vitest';
import { canApplySearch, isSearchResultEmpty, normalizeSearchText } from './search-text';

describe('search text', () => {
  it('is trimmed', () => {
    expect(normalizeSearchText('  robux \n')).toBe('robux');
  });

  it('cannot be applied when blank', () => {
    expect(canApplySearch('')).toBe(false);
    expect(canApplySearch(' \t ')).toBe(false);
    expect(canApplySearch(' a ')).toBe(true);
  });
});

describe('isSearchResultEmpty', () => {
  const nothing = { loading: false, text: 'zzz', listingsCount: 0, offersCount: 0 };

  it('is true only when done loading, with a query and no results', () => {
    expect(isSearchResultEmpty(nothing)).toBe(true);
    expect(isSearchResultEmpty({ ...nothing, loading: true })).toBe(false);
    expect(isSearchResultEmpty({ ...nothing, text: '  ' })).toBe(false);
    expect(isSearchResultEmpty({ ...nothing, offersCount: 1 })).toBe(false);
    expect(isSearchResultEmpty({ ...nothing, listingsCount: 1 })).toBe(false);
  });
});
