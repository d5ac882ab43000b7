import type { SearchListing, SearchResultsResponse } from '@lootmarket/domain';
import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { readResultsParams } from './results-params';
import { SearchResultsPage } from './search-results-page';

const EMPTY: SearchResultsResponse = {
  text: '',
  listings: [],
  products: [],
  total: 0,
  page: 1,
  pageCount: 1,
  facets: { types: [], categories: [], inStock: 0 },
};

const FOUND: SearchResultsResponse = {
  text: 'robux',
  listings: [
    {
      title: 'Roblox',
      image: null,
      slug: 'ru-ru/roblox',
      categories: [{ title: 'Робуксы', slug: 'ru-ru/roblox/robux' }],
    },
  ],
  products: [
    {
      id: '00000000-0000-4000-8000-000000000001',
      slug: 'robux-400',
      title: '400 робуксов',
      productType: 'game_points_manual',
      listing: { slug: 'roblox', title: 'Roblox', accentColor: '#00a2ff' },
      price: { amount: 45_000, currency: 'rub' },
      offersCount: 3,
      inStock: true,
    },
    {
      id: '00000000-0000-4000-8000-000000000002',
      slug: 'roblox-karta-800',
      title: 'Подарочная карта Roblox',
      productType: 'gift_card_key',
      listing: { slug: 'roblox', title: 'Roblox', accentColor: '#00a2ff' },
      price: { amount: 60_000, currency: 'rub' },
      offersCount: 1,
      inStock: false,
    },
  ],
  total: 2,
  page: 1,
  pageCount: 1,
  facets: {
    types: [
      { value: 'game_points_manual', title: 'Игровая валюта', count: 1 },
      { value: 'gift_card_key', title: 'Подарочные карты', count: 1 },
    ],
    categories: [{ value: 'roblox', title: 'Roblox', count: 2 }],
    inStock: 1,
  },
};

function renderPage(search: string, results: SearchResultsResponse, popular: SearchListing[] = []) {
  const params = readResultsParams(new URLSearchParams(search));
  const Stub = createRoutesStub([
    { path: '/search', Component: () => <SearchResultsPage params={params} results={results} popular={popular} /> },
  ]);
  render(<Stub initialEntries={[`/search?${search}`]} />);
}

describe('search results page', () => {
  it('shows the familiar empty state when nothing matches', () => {
    renderPage('q=qqzz', { ...EMPTY, text: 'qqzz' });
    expect(screen.getByText('Ничего не найдено')).toBeInTheDocument();
    expect(screen.getByText('Попробуй изменить запрос')).toBeInTheDocument();
  });

  it('offers the popular categories as a way out of the empty state', () => {
    renderPage('q=qqzz', { ...EMPTY, text: 'qqzz' }, [
      { title: 'Mobile Legends', image: null, slug: 'ru-ru/mobile-legends', categories: [] },
      { title: 'Игры Steam', image: null, slug: 'ru-ru/steam/igry', categories: [] },
    ]);
    expect(screen.getByRole('heading', { name: 'Популярные категории' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Mobile Legends/ })).toHaveAttribute('href', '/ru-ru/mobile-legends');
    expect(screen.getByRole('link', { name: /Игры Steam/ })).toHaveAttribute('href', '/ru-ru/steam/igry');
  });

  it('lists categories and products with price, stock and filter links kept in the URL', () => {
    renderPage('q=robux&in_stock=1', FOUND);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Результаты по запросу «robux»');
    expect(screen.getByRole('link', { name: /Roblox Робуксы/ })).toHaveAttribute('href', '/ru-ru/roblox');
    const [first, second] = screen.getAllByTestId('search-product-card');
    expect(first).toHaveAttribute('href', '/product/robux-400');
    expect(first).toHaveTextContent('от 450 ₽');
    expect(first).toHaveTextContent('3 предложения');
    expect(second).toHaveTextContent('Нет в наличии');
    const filters = within(screen.getByRole('complementary', { name: 'Фильтры' }));
    expect(filters.getByRole('checkbox', { name: /Только в наличии/ })).toHaveAttribute('aria-checked', 'true');
    expect(filters.getByRole('checkbox', { name: /Только в наличии/ })).toHaveAttribute('href', '/search?q=robux');
    expect(filters.getByRole('radio', { name: /Подарочные карты/ })).toHaveAttribute(
      'href',
      '/search?q=robux&type=gift_card_key&in_stock=1',
    );
    expect(filters.getByRole('link', { name: 'Сбросить фильтры' })).toHaveAttribute('href', '/search?q=robux');
  });
});
