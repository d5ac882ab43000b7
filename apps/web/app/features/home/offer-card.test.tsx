import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { deliveryLabel } from './delivery-label';
import { OfferCard } from './offer-card';
import { testCard } from './test-cards';

describe('OfferCard', () => {
  it('links to the product and shows its game, title, best price and delivery time', () => {
    render(
      <MemoryRouter>
        <OfferCard card={testCard()} />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', '/product/mobile-legends-almazy-86');
    expect(link).toHaveTextContent('Mobile Legends');
    expect(link).toHaveTextContent('86 алмазов Mobile Legends');
    expect(link).toHaveTextContent('от1 500 ₽');
    expect(link).toHaveTextContent('до 5 мин');
    expect(link).toHaveTextContent('Моментальная доставка');
    expect(screen.getByLabelText('Проверенный продавец')).toBeInTheDocument();
  });

  it('loads the cover as webp through /_ipx at one and two densities, lazily', () => {
    const { container } = render(
      <MemoryRouter>
        <OfferCard card={testCard()} />
      </MemoryRouter>,
    );
    const image = container.querySelector('img')!;
    expect(image).toHaveAttribute('src', '/_ipx/w_320,f_webp/covers/products/mobile-legends-almazy-86.svg');
    expect(image).toHaveAttribute(
      'srcset',
      '/_ipx/w_320,f_webp/covers/products/mobile-legends-almazy-86.svg 1x, /_ipx/w_640,f_webp/covers/products/mobile-legends-almazy-86.svg 2x',
    );
    expect(image).toHaveAttribute('loading', 'lazy');
  });
});

describe('deliveryLabel', () => {
  it('speaks in minutes, hours and days', () => {
    expect(deliveryLabel(1)).toBe('Моментально');
    expect(deliveryLabel(30)).toBe('до 30 мин');
    expect(deliveryLabel(61)).toBe('до 2 ч');
    expect(deliveryLabel(720)).toBe('до 12 ч');
    expect(deliveryLabel(1440)).toBe('до 1 дня');
    expect(deliveryLabel(4320)).toBe('до 3 дней');
  });
});
