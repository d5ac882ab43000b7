import type { ProductType, SearchProductCard } from '@lootmarket/domain';
import { describe, expect, it } from 'vitest';
import { pageOfResults } from './search.results';

const card = (index: number, productType: ProductType, game: string, inStock = true): SearchProductCard => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  slug: `p-${index}`,
  title: `Product ${index}`,
  productType,
  listing: { slug: game, title: game.toUpperCase(), accentColor: '#000' },
  price: { amount: 10_000 + index, currency: 'rub' },
  offersCount: 1,
  inStock,
});

const ranked = [
  card(1, 'rmt', 'roblox'),
  card(2, 'gift_card_key', 'roblox', false),
  card(3, 'rmt', 'steam'),
  ...Array.from({ length: 30 }, (_, index) => card(10 + index, 'steam_top_up', 'steam')),
];
const base = { text: 'x', page: 1, in_stock: false };

describe('pageOfResults', () => {
  it('pages by 24 in rank order and clamps past the end', () => {
    const first = pageOfResults(ranked, base, []);
    expect(first).toMatchObject({ total: 33, page: 1, pageCount: 2 });
    expect(first.products.map((product) => product.slug).slice(0, 3)).toEqual(['p-1', 'p-2', 'p-3']);
    expect(pageOfResults(ranked, { ...base, page: 2 }, []).products).toHaveLength(9);
    expect(pageOfResults(ranked, { ...base, page: 9 }, []).page).toBe(2);
  });

  it('filters and counts each facet under the other filters only', () => {
    const result = pageOfResults(ranked, { ...base, type: 'rmt', category: 'roblox' }, []);
    expect(result.products.map((product) => product.slug)).toEqual(['p-1']);
    expect(result.facets.types).toEqual([
      { value: 'rmt', title: 'Аккаунты и предметы', count: 1 },
      { value: 'gift_card_key', title: 'Подарочные карты', count: 1 },
    ]);
    expect(result.facets.categories).toEqual([
      { value: 'roblox', title: 'ROBLOX', count: 1 },
      { value: 'steam', title: 'STEAM', count: 1 },
    ]);
    expect(pageOfResults(ranked, { ...base, in_stock: true, category: 'roblox' }, []).total).toBe(1);
  });

  it('answers an empty first page when nothing matches', () => {
    expect(pageOfResults([], base, [])).toMatchObject({
      products: [],
      total: 0,
      page: 1,
      pageCount: 1,
      facets: { types: [], categories: [], inStock: 0 },
    });
  });
});
