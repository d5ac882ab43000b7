import { describe, expect, it } from 'vitest';
import { readResultsParams, resultsHref } from './results-params';
import { ruPlural } from './ru-plural';

describe('results URL', () => {
  it('reads the query and filters, dropping broken ones', () => {
    expect(
      readResultsParams(new URLSearchParams('q=%20steam%20&type=steam_top_up&category=steam&in_stock=1&page=2')),
    ).toEqual({
      q: 'steam',
      type: 'steam_top_up',
      category: 'steam',
      inStock: true,
      page: 2,
    });
    expect(readResultsParams(new URLSearchParams('q=x&type=cars&category=../admin&in_stock=yes&page=-3'))).toEqual({
      q: 'x',
      type: null,
      category: null,
      inStock: false,
      page: 1,
    });
  });

  it('writes the filters back and returns to the first page when one changes', () => {
    const params = readResultsParams(new URLSearchParams('q=гта 5&category=steam&page=3'));
    expect(resultsHref(params, { page: 3 })).toBe('/search?q=%D0%B3%D1%82%D0%B0+5&category=steam&page=3');
    expect(resultsHref(params, { inStock: true })).toBe('/search?q=%D0%B3%D1%82%D0%B0+5&category=steam&in_stock=1');
    expect(readResultsParams(new URL(`http://x${resultsHref(params, { type: 'rmt' })}`).searchParams)).toMatchObject({
      q: 'гта 5',
      type: 'rmt',
      page: 1,
    });
  });
});

describe('ruPlural', () => {
  it.each([
    [1, 'товар'],
    [2, 'товара'],
    [5, 'товаров'],
    [11, 'товаров'],
    [14, 'товаров'],
    [21, 'товар'],
    [22, 'товара'],
    [111, 'товаров'],
    [0, 'товаров'],
  ])('%i → %s', (count, word) => {
    expect(ruPlural(count, ['товар', 'товара', 'товаров'])).toBe(word);
  });
});
