import type { HeaderUser } from '@lootmarket/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, Outlet, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onAuthEvent } from '#app/lib/auth-events';
import { Header } from './header';

const baseUser: HeaderUser = {
  id: '1024',
  name: 'Kate',
  avatar: null,
  avatarLetters: 'KT',
  avatarColor: '#7c5cff',
  isSeller: false,
  isStreamer: false,
};

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

function renderHeader(user: HeaderUser | null, path = '/') {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <>
          <Header user={user} />
          <Outlet />
        </>
      ),
      children: [
        { path: '*', Component: LocationProbe },
        { index: true, Component: LocationProbe },
      ],
    },
  ]);
  render(<Stub initialEntries={[path]} />);
  return { user: userEvent.setup(), location: () => screen.getByTestId('location').textContent };
}

function menu() {
  return within(screen.getByRole('navigation', { name: 'Меню пользователя' }));
}

function menuEntries() {
  return menu()
    .getAllByRole('listitem')
    .map((item) => {
      const control = item.querySelector('a, button');
      if (!control) throw new Error('menu item without a control');
      return [control.getAttribute('aria-label') ?? control.textContent, control.getAttribute('href')];
    });
}

afterEach(() => vi.restoreAllMocks());

describe('Header', () => {
  it('links the logo home', () => {
    renderHeader(null);
    expect(screen.getByRole('link', { name: 'Лутмаркет' })).toHaveAttribute('href', '/');
  });

  it('offers guests donations and login, both handed to the auth modal', async () => {
    const { user } = renderHeader(null);
    expect(menuEntries()).toEqual([
      ['Подключить донаты', null],
      ['Войти', null],
    ]);
    const opened = vi.fn();
    const connected = vi.fn();
    const offOpen = onAuthEvent('auth:open', opened);
    const offConnect = onAuthEvent('auth:connect', connected);
    await user.click(menu().getByRole('button', { name: 'Войти' }));
    await user.click(menu().getByRole('button', { name: 'Подключить донаты' }));
    offOpen();
    offConnect();
    expect(opened).toHaveBeenCalledTimes(1);
    expect(connected).toHaveBeenCalledWith({ action: 'connect-donations' });
  });

  it.each([
    [
      'a user without roles',
      {},
      [
        ['Подключить донаты', '/1024?action=connect-donations'],
        ['Покупки', '/1024/orders'],
        ['Профиль', '/1024'],
      ],
    ],
    [
      'a seller',
      { isSeller: true },
      [
        ['Магазин', '/1024/shop'],
        ['Покупки', '/1024/orders'],
        ['Профиль', '/1024'],
      ],
    ],
    [
      'a streamer',
      { isStreamer: true },
      [
        ['Донаты', '/1024/donations/dashboard'],
        ['Покупки', '/1024/orders'],
        ['Профиль', '/1024'],
      ],
    ],
    [
      'a seller and streamer',
      { isSeller: true, isStreamer: true },
      [
        ['Донаты', '/1024/donations/dashboard'],
        ['Магазин', '/1024/shop'],
        ['Профиль', '/1024'],
      ],
    ],
    [
      'a staff member',
      { isStaff: true },
      [
        ['Подключить донаты', '/1024?action=connect-donations'],
        ['Покупки', '/1024/orders'],
        ['Админка', '/admin'],
        ['Профиль', '/1024'],
      ],
    ],
  ])('shows %s exactly the menu of the spec', (_, roles, expected) => {
    renderHeader({ ...baseUser, ...roles });
    expect(menuEntries()).toEqual(expected);
  });

  it('shows the profile as an avatar titled with the name', () => {
    renderHeader({ ...baseUser, avatar: 'https://cdn.example/a.webp' });
    const profile = menu().getByRole('link', { name: 'Профиль' });
    expect(profile).toHaveAttribute('title', 'Kate');
    expect(profile.querySelector('img')).toHaveAttribute('src', 'https://cdn.example/a.webp');
  });

  it('falls back to the avatar letters', () => {
    renderHeader(baseUser);
    expect(menu().getByRole('link', { name: 'Профиль' })).toHaveTextContent('KT');
  });
});
