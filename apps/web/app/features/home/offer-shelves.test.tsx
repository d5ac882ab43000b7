import type { CatalogCard, OfferListType } from '@lootmarket/domain';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { HomeOffers } from './home-types';
import { OfferShelves } from './offer-shelves';
import { testCard } from './test-cards';

const OFFERS: HomeOffers = {
  tabs: [
    { type: 'popular', title: 'Популярное', moreHref: null },
    { type: 'top-ups', title: 'Пополнения', moreHref: '/ru-ru/popolnenie-balansa' },
  ],
  first: {
    type: 'popular',
    items: [
      testCard(),
      testCard({ productId: '0190a000-0000-7000-8000-000000000002', slug: 'robux-800', title: '800 робуксов' }),
    ],
  },
};

function deferred() {
  let resolve!: (cards: CatalogCard[]) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<CatalogCard[]>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('OfferShelves', () => {
  it('shows the first tab from the page without asking for it again', () => {
    const asked: OfferListType[] = [];
    render(
      <MemoryRouter>
        <OfferShelves offers={OFFERS} loadShelf={async (type) => (asked.push(type), [])} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('tab', { name: 'Популярное' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByTestId('offer-card')).toHaveLength(2);
    expect(asked).toEqual([]);
  });

  it('asks for the first tab itself when the page came without its cards', async () => {
    const asked: OfferListType[] = [];
    render(
      <MemoryRouter>
        <OfferShelves
          offers={{ ...OFFERS, first: null }}
          loadShelf={async (type) => (asked.push(type), [testCard()])}
        />
      </MemoryRouter>,
    );
    expect(await screen.findByTestId('offer-card')).toBeInTheDocument();
    expect(asked).toEqual(['popular']);
  });

  it('loads another tab in place with a skeleton, then shows its cards and its "see all" link', async () => {
    const pending = deferred();
    const asked: OfferListType[] = [];
    render(
      <MemoryRouter>
        <OfferShelves offers={OFFERS} loadShelf={(type) => (asked.push(type), pending.promise)} />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Пополнения' }));
    expect(asked).toEqual(['top-ups']);
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByLabelText('Загрузка предложений')).toBeInTheDocument();
    await act(async () => pending.resolve([testCard({ slug: 'steam-500', title: 'Пополнение Steam на 500 ₽' })]));
    expect(within(screen.getByRole('tabpanel')).getByRole('link')).toHaveAttribute('href', '/product/steam-500');
    expect(screen.getByRole('link', { name: /Смотреть все/ })).toHaveAttribute('href', '/ru-ru/popolnenie-balansa');
    await userEvent.click(screen.getByRole('tab', { name: 'Популярное' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Пополнения' }));
    expect(asked).toEqual(['top-ups']);
  });

  it('shows the error state when a tab fails and loads it again on retry', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const attempts = [deferred(), deferred()];
    let call = 0;
    render(
      <MemoryRouter>
        <OfferShelves offers={OFFERS} loadShelf={() => attempts[call++]!.promise} />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Пополнения' }));
    await act(async () => attempts[0]!.reject(new Error('offline')));
    expect(screen.getByRole('alert')).toHaveTextContent('Произошла ошибка');
    await userEvent.click(screen.getByRole('button', { name: 'Перезагрузить' }));
    await act(async () => attempts[1]!.resolve([testCard()]));
    expect(within(screen.getByRole('tabpanel')).getAllByTestId('offer-card')).toHaveLength(1);
    quiet.mockRestore();
  });
});
