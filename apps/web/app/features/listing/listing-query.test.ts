import { PRODUCT_ATTRIBUTE_TAGS, PRODUCT_TYPES, REGION_GROUPS, SELLER_TIERS, CATALOG_SORTS } from '@lootmarket/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  EMPTY_LISTING_STATE,
  listingQueryString,
  parseListingQuery,
  toCatalogFilters,
  toggled,
  type ListingState,
} from './listing-query';

const parse = (query: string) => parseListingQuery(new URLSearchParams(query));

describe('listing URL state', () => {
  it('reads the default view from an empty query and writes it back as nothing', () => {
    expect(parse('')).toEqual(EMPTY_LISTING_STATE);
    expect(listingQueryString(EMPTY_LISTING_STATE)).toBe('');
  });

  it('reads every filter and the sort', () => {
    expect(
      parse(
        '?type=steam_top_up,gift_card_key&tag=auto_delivery&region=RU,GL&tier=gold&price_from=500&price_to=1500&verified=1&in_stock=1&sort=price_asc',
      ),
    ).toEqual({
      sort: 'price_asc',
      types: ['steam_top_up', 'gift_card_key'],
      tags: ['auto_delivery'],
      regions: ['RU', 'GL'],
      tiers: ['gold'],
      priceFrom: 500,
      priceTo: 1500,
      verifiedOnly: true,
      inStockOnly: true,
    });
  });

  it('drops what it does not understand instead of failing', () => {
    expect(parse('?type=nope,rmt&sort=cheap&price_from=-5&price_to=1e3&verified=yes&tier=platinum')).toEqual({
      ...EMPTY_LISTING_STATE,
      types: ['rmt'],
    });
  });

  it('swaps a reversed price range and accepts repeated keys', () => {
    expect(parse('?price_from=900&price_to=100')).toMatchObject({ priceFrom: 100, priceTo: 900 });
    expect(parse('?tag=dlc&tag=auto_delivery').tags).toEqual(['auto_delivery', 'dlc']);
  });

  it('writes a short, readable query with the sort last', () => {
    const state: ListingState = {
      ...EMPTY_LISTING_STATE,
      types: ['gift_card_key'],
      inStockOnly: true,
      sort: 'newest',
      priceFrom: 100,
    };
    expect(listingQueryString(state)).toBe('?type=gift_card_key&price_from=100&in_stock=1&sort=newest');
  });

  it('round-trips any state through the URL', () => {
    const subset = <T>(values: readonly T[]) => fc.subarray([...values]);
    const price = fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null });
    fc.assert(
      fc.property(
        fc.record({
          sort: fc.constantFrom(...CATALOG_SORTS),
          types: subset(PRODUCT_TYPES),
          tags: subset(PRODUCT_ATTRIBUTE_TAGS),
          regions: subset(REGION_GROUPS),
          tiers: subset(SELLER_TIERS),
          priceFrom: price,
          priceTo: price,
          verifiedOnly: fc.boolean(),
          inStockOnly: fc.boolean(),
        }),
        (state) => {
          const ordered =
            state.priceFrom !== null && state.priceTo !== null && state.priceFrom > state.priceTo
              ? { ...state, priceFrom: state.priceTo, priceTo: state.priceFrom }
              : state;
          expect(parse(listingQueryString(ordered))).toEqual(ordered);
        },
      ),
    );
  });

  it('turns roubles into minor units for the API and leaves defaults out', () => {
    expect(toCatalogFilters('steam', EMPTY_LISTING_STATE)).toEqual({ listing: 'steam', currency: 'rub' });
    expect(
      toCatalogFilters('steam/igry', {
        ...EMPTY_LISTING_STATE,
        priceFrom: 500,
        priceTo: 1500,
        tiers: ['gold'],
        verifiedOnly: true,
      }),
    ).toEqual({
      listing: 'steam/igry',
      currency: 'rub',
      priceMin: 50_000,
      priceMax: 150_000,
      sellerTiers: ['gold'],
      verifiedOnly: true,
    });
  });

  it('counts applied filters and toggles list values in canonical order', () => {
    expect(
      activeFilterCount({
        ...EMPTY_LISTING_STATE,
        types: ['rmt', 'exchange_rate'],
        priceTo: 10,
        inStockOnly: true,
        sort: 'newest',
      }),
    ).toBe(4);
    expect(toggled(['GL'], 'RU', REGION_GROUPS)).toEqual(['RU', 'GL']);
    expect(toggled(['RU', 'GL'], 'RU', REGION_GROUPS)).toEqual(['GL']);
  });
});
