import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetViewport, setViewportWidth } from '#app/components/ui/test-viewport';
import { resetSpringSaleDismissal } from './promo-dismissal';
import { SpringSalePromo } from './spring-sale-promo';

function renderAt(path: string, accountEmail: string | null = null) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <SpringSalePromo accountEmail={accountEmail} />
          </>
        ),
        children: [{ path: '*', element: <main>Страница</main> }],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const promo = () => screen.queryByRole('dialog', { name: 'Весенняя распродажа' });

describe('SpringSalePromo', () => {
  beforeEach(() => {
    resetSpringSaleDismissal();
    setViewportWidth(1280);
  });
  afterEach(resetViewport);

  it('opens for utm_campaign=springsale2025', () => {
    renderAt('/?utm_source=vk&utm_campaign=springsale2025');
    expect(promo()).toBeInTheDocument();
  });

  it.each(['/', '/?utm_campaign=springsale2024', '/?utm_campaign=SpringSale2025', '/?utm_campaign=springsale2025x'])(
    'stays closed for %s',
    (path) => {
      renderAt(path);
      expect(promo()).not.toBeInTheDocument();
    },
  );

  it('states the facts of the sale and links to the Steam top-up', () => {
    renderAt('/?utm_campaign=springsale2025');
    const dialog = within(promo()!);
    expect(dialog.getByText(/от 1 000 ₽ с 13 по 31 марта/)).toBeInTheDocument();
    expect(dialog.getByText(/50 000 ₽ на баланс Steam/)).toBeInTheDocument();
    expect(dialog.getByText(/10 победителей получат по 5 000 ₽/)).toBeInTheDocument();
    expect(dialog.getByText(/1 апреля в нашем/)).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Telegram-канале' })).toHaveAttribute('href', 'https://t.me/lootmarket');
    expect(dialog.getByRole('link', { name: 'Пополнить Steam' })).toHaveAttribute(
      'href',
      '/ru-ru/steam/popolnenie-balansa',
    );
  });

  it('carries the art for each screen class, switched by CSS', () => {
    renderAt('/?utm_campaign=springsale2025');
    const art = (variant: string) => promo()!.querySelector(`svg[data-variant="${variant}"]`);
    expect(art('desktop')).toHaveClass('hidden', 'lg:block');
    expect(art('tablet')).toHaveClass('hidden', 'min-[641px]:block', 'lg:hidden');
    expect(art('mobile')).toHaveClass('block', 'min-[641px]:hidden');
  });

  it('hides the close button on desktop and closes on Escape', async () => {
    renderAt('/?utm_campaign=springsale2025');
    expect(within(promo()!).getByRole('button', { name: 'Закрыть' })).toHaveClass('desktop:hidden');
    await userEvent.keyboard('{Escape}');
    expect(promo()).not.toBeInTheDocument();
  });

  it('keeps the URL and stays closed on later client navigations', async () => {
    const router = renderAt('/?utm_campaign=springsale2025');
    await userEvent.keyboard('{Escape}');
    expect(router.state.location.search).toBe('?utm_campaign=springsale2025');
    await act(() => router.navigate('/ru-ru/igry?utm_campaign=springsale2025'));
    expect(screen.getByText('Страница')).toBeInTheDocument();
    expect(promo()).not.toBeInTheDocument();
  });

  it('stays closed after a remount within the same page view', async () => {
    renderAt('/?utm_campaign=springsale2025');
    await userEvent.keyboard('{Escape}');
    screen.getByText('Страница');
    document.body.innerHTML = '';
    renderAt('/?utm_campaign=springsale2025');
    expect(promo()).not.toBeInTheDocument();
  });

  it('is a bottom sheet with a close button on phones', () => {
    setViewportWidth(375);
    renderAt('/?utm_campaign=springsale2025');
    expect(promo()).toHaveAttribute('data-vaul-drawer');
    // A plain click: vaul treats pointer presses as the start of a drag, which jsdom cannot follow.
    fireEvent.click(within(promo()!).getByRole('button', { name: 'Закрыть' }));
    expect(promo()).not.toBeInTheDocument();
  });

  it('enters the prize draw with the e-mail given, and says where the result goes', async () => {
    const fetchMock = vi.fn(async () => Response.json({ campaign: 'springsale2025', email: 'fan@mail.ru' }));
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/?utm_campaign=springsale2025');
    const dialog = within(promo()!);
    await userEvent.click(dialog.getByRole('button', { name: 'Участвовать' }));
    expect(dialog.getByText('Введите email')).toBeInTheDocument();
    await userEvent.type(dialog.getByLabelText('E-mail для участия'), ' Fan@Mail.ru ');
    await userEvent.click(dialog.getByRole('button', { name: 'Участвовать' }));
    expect(await dialog.findByRole('status')).toHaveTextContent(
      'Вы участвуете в розыгрыше! Итоги придут на fan@mail.ru.',
    );
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/gw/public/v1/sale');
    expect(JSON.parse(String(init.body))).toEqual({ campaign: 'springsale2025', email: 'fan@mail.ru' });
    vi.unstubAllGlobals();
  });

  it('fills in a signed-in user’s e-mail', () => {
    renderAt('/?utm_campaign=springsale2025', 'buyer@mail.ru');
    expect(within(promo()!).getByLabelText('E-mail для участия')).toHaveValue('buyer@mail.ru');
  });
});
