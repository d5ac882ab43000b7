import { describe, expect, it } from 'vitest';
import { offerListHref, parseOfferListView, stockText } from './offer-list-params';

describe('offer list address', () => {
  it('reads known filters and drops the rest', () => {
    expect(parseOfferListView(new URLSearchParams('status=paused&category=dlc&text=%20elden%20&page=3'))).toEqual({
      status: 'paused',
      category: 'dlc',
      text: 'elden',
      page: 3,
    });
    expect(parseOfferListView(new URLSearchParams('status=sold&category=cars&page=-1'))).toEqual({
      status: null,
      category: null,
      text: '',
      page: 1,
    });
  });

  it('writes filters back and restarts paging when one changes', () => {
    const view = { status: 'active' as const, category: null, text: 'ключ', page: 4 };
    expect(offerListHref('7', view, { page: 5 })).toBe(
      '/7/my-offers?status=active&text=%D0%BA%D0%BB%D1%8E%D1%87&page=5',
    );
    expect(offerListHref('7', view, { status: null })).toBe('/7/my-offers?text=%D0%BA%D0%BB%D1%8E%D1%87');
    expect(offerListHref('7', { status: null, category: null, text: '', page: 1 }, {})).toBe('/7/my-offers');
  });
});

describe('stockText', () => {
  it('counts keys in Russian, pieces, or says there is no limit', () => {
    expect(stockText({ stock: 1, stockMode: 'keys' })).toBe('1 ключ');
    expect(stockText({ stock: 3, stockMode: 'keys' })).toBe('3 ключа');
    expect(stockText({ stock: 12, stockMode: 'keys' })).toBe('12 ключей');
    expect(stockText({ stock: 0, stockMode: 'keys' })).toBe('0 ключей');
    expect(stockText({ stock: 40, stockMode: 'quantity' })).toBe('40 шт.');
    expect(stockText({ stock: null, stockMode: 'unlimited' })).toBe('Без ограничений');
    const tenge = { productType: 'steam_top_up' as const, title: 'Пополнение Steam (Казахстан)', slug: 'steam-kz' };
    expect(stockText({ stock: 5000, stockMode: 'quantity', product: tenge }).replace(/\s/g, ' ')).toBe('5 000 ₸');
  });
});
