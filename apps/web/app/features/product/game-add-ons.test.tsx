import type { Product, SearchProductCard } from '@lootmarket/domain';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AddOnsSection, BaseGameNotice, splitTitle } from './game-add-ons';

const card = (slug: string, title: string, price: number | null, inStock = true): SearchProductCard => ({
  id: `0190a3b4-0000-4000-8000-${String(slug.length).padStart(12, '0')}`,
  slug,
  title,
  productType: 'game_dlc_key',
  listing: { slug: 'dlc', title: 'DLC', accentColor: '#ec4899' },
  price: price === null ? null : { amount: price, currency: 'rub' },
  offersCount: price === null ? 0 : 4,
  inStock,
});

const witcher = card('the-witcher-3-wild-hunt-gift', 'The Witcher 3: Wild Hunt — Steam Gift (Россия)', 89_000);
const bloodAndWine = card(
  'the-witcher-3-blood-and-wine-dlc',
  'The Witcher 3: Blood and Wine — DLC, ключ Steam',
  49_000,
);
const heartsOfStone = card(
  'the-witcher-3-hearts-of-stone-dlc',
  'The Witcher 3: Hearts of Stone — DLC, ключ Steam',
  29_000,
  false,
);

const page = (overrides: Partial<Product>) =>
  ({
    title: 'The Witcher 3: Hearts of Stone — DLC, ключ Steam',
    layout: 'game-dlc',
    baseGame: null,
    addOns: [],
    ...overrides,
  }) as Product;

const renderIn = (node: React.ReactNode) => render(<MemoryRouter>{node}</MemoryRouter>);

describe('an add-on’s page', () => {
  it('says the base game is needed and links to it with its price', () => {
    renderIn(<BaseGameNotice product={page({ baseGame: witcher })} />);
    const notice = screen.getByTestId('base-game-notice');
    expect(within(notice).getByRole('heading')).toHaveTextContent('Дополнение — для игры нужна основная игра');
    expect(notice).toHaveTextContent('«The Witcher 3: Hearts of Stone» не запускается само по себе');
    const link = within(notice).getByRole('link');
    expect(link).toHaveAttribute('href', '/product/the-witcher-3-wild-hunt-gift');
    expect(link).toHaveTextContent(/^Основная игра · Steam Gift \(Россия\)The Witcher 3: Wild Huntот\s890\s₽$/);
  });

  it('asks to buy the base game elsewhere when the catalog does not sell it', () => {
    renderIn(<BaseGameNotice product={page({})} />);
    expect(screen.getByTestId('base-game-notice')).toHaveTextContent('Основной игры сейчас нет в каталоге');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('is no add-on page for other layouts', () => {
    renderIn(<BaseGameNotice product={page({ layout: 'game-dlc-gift', baseGame: witcher })} />);
    expect(screen.queryByTestId('base-game-notice')).toBeNull();
  });

  it('lists the game’s other add-ons by name, price from or out of stock', () => {
    renderIn(<AddOnsSection product={page({ addOns: [bloodAndWine, heartsOfStone] })} />);
    expect(screen.getByRole('heading')).toHaveTextContent(/^Другие дополнения к игре2$/);
    const [first, second] = screen.getAllByTestId('add-on-card');
    expect(first).toHaveAttribute('href', '/product/the-witcher-3-blood-and-wine-dlc');
    expect(first).toHaveTextContent(/^DLC, ключ SteamThe Witcher 3: Blood and Wineот\s490\s₽4 предложения$/);
    expect(second).toHaveTextContent('Нет в наличии');
  });
});

describe('a game’s page', () => {
  it('lists its add-ons under «Дополнения», and nothing without any', () => {
    const { unmount } = renderIn(
      <AddOnsSection product={page({ layout: 'game-dlc-gift', addOns: [heartsOfStone, bloodAndWine] })} />,
    );
    expect(screen.getByRole('heading')).toHaveTextContent(/^Дополнения2$/);
    unmount();
    renderIn(<AddOnsSection product={page({ layout: 'game-dlc-gift' })} />);
    expect(screen.queryByTestId('add-ons')).toBeNull();
  });

  it('splits a title into the name and how it is sold', () => {
    expect(splitTitle('Cyberpunk 2077: Phantom Liberty — DLC, ключ Steam')).toEqual({
      name: 'Cyberpunk 2077: Phantom Liberty',
      edition: 'DLC, ключ Steam',
    });
    expect(splitTitle('Hollow Knight')).toEqual({ name: 'Hollow Knight', edition: null });
  });
});
