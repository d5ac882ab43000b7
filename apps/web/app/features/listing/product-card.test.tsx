import type { CatalogCard } from '@lootmarket/domain';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ProductCard } from './product-card';

const card: CatalogCard = {
  productId: '00000000-0000-4000-8000-000000000001',
  slug: 'elden-ring-gift',
  title: 'Elden Ring — Steam Gift (Россия)',
  productType: 'game_dlc_gift',
  cover: '/covers/products/elden-ring-gift.svg',
  listing: { slug: 'steam/igry', title: 'Игры' },
  price: { amount: 192_738, currency: 'rub' },
  offersCount: 3,
  deliveryMinutes: 13,
  badges: ['steam_gift', 'delivery_2_min', 'available_in_russia'],
  seller: { tier: 'gold', verified: true },
  inStock: true,
};

const renderCard = (value: CatalogCard) =>
  render(
    <MemoryRouter>
      <ProductCard card={value} />
    </MemoryRouter>,
  );

describe('ProductCard', () => {
  it('links to the product and shows the best price with the symbol on its side', () => {
    renderCard(card);
    expect(screen.getByRole('link')).toHaveAttribute('href', '/product/elden-ring-gift');
    expect(screen.getByTestId('card-price')).toHaveTextContent(/^от\s?1\s927,38\s₽$/);
    renderCard({ ...card, price: { amount: 999, currency: 'usd' } });
    expect(screen.getAllByTestId('card-price')[1]).toHaveTextContent(/^от\s?\$9\.99$/);
  });

  it('shows delivery, offers, badges in card order and the seller', () => {
    renderCard(card);
    expect(screen.getByText('от 13 мин')).toBeInTheDocument();
    expect(screen.getByText('3 предложения')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['За 2 минуты', 'Steam Gift']);
    expect(screen.getByText('Золотой продавец')).toBeInTheDocument();
    expect(screen.getByLabelText('Проверенный продавец')).toBeInTheDocument();
  });

  it('says «Нет в наличии» instead of a price when every offer is sold out', () => {
    renderCard({ ...card, inStock: false });
    expect(screen.getByTestId('card-out-of-stock')).toHaveTextContent('Нет в наличии');
    expect(screen.queryByTestId('card-price')).toBeNull();
  });
});
