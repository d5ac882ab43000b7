import { describe, it, expect } from 'vitest';
import { searchQuerySchema, searchRequestSchema, searchResponseSchema } from './search';
import { DEFAULT_SEARCH_SUGGESTIONS, listingPath } from './search-suggestions';

describe('default search suggestions', () => {
  it('offer five offers and five listings', () => {
    expect(DEFAULT_SEARCH_SUGGESTIONS.offers).toHaveLength(5);
    expect(DEFAULT_SEARCH_SUGGESTIONS.listings.map((listing) => listing.title)).toEqual([
      'Mobile Legends',
      'PUBG Mobile',
      'Игры Steam',
      'Valorant',
      'Zenless Zone Zero',
    ]);
    expect(searchResponseSchema.parse(DEFAULT_SEARCH_SUGGESTIONS)).toEqual(DEFAULT_SEARCH_SUGGESTIONS);
  });
});

describe('listingPath', () => {
  it('adds a leading slash only when missing', () => {
    expect(listingPath('ru-ru/valorant')).toBe('/ru-ru/valorant');
    expect(listingPath('/ru-ru/valorant')).toBe('/ru-ru/valorant');
  });
});

describe('searchQuerySchema', () => {
  it('defaults the limits to 10 and trims the text', () => {
    expect(searchQuerySchema.parse({ text: ' robux ' })).toEqual({
      text: 'robux',
      listings_limit: 10,
      offers_limit: 10,
    });
  });

  it('refuses limits above 10', () => {
    expect(searchQuerySchema.safeParse({ text: 'a', offers_limit: '11' }).success).toBe(false);
  });
});

describe('searchResponseSchema', () => {
  it('treats missing lists as empty', () => {
    expect(searchResponseSchema.parse({})).toEqual({ listings: [], offers: [] });
  });
});

describe('searchRequestSchema', () => {
  it('keeps the panel defaults and allows up to 50 of each', () => {
    expect(searchRequestSchema.parse({ text: '' })).toEqual({ text: '', listings_limit: 10, offers_limit: 10 });
    expect(searchRequestSchema.parse({ text: 'a', offers_limit: '50' }).offers_limit).toBe(50);
    expect(searchRequestSchema.safeParse({ text: 'a', listings_limit: '51' }).success).toBe(false);
  });
});
