import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, Outlet, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HeaderMobileSearch, HeaderSearchField } from './header-search';

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

function renderHeaderSearch(path = '/') {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <>
          <HeaderSearchField />
          <HeaderMobileSearch />
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

describe('Header search', () => {
  it('navigates to the results with the encoded, trimmed query on Enter', async () => {
    const { user, location } = renderHeaderSearch();
    await user.type(screen.getByPlaceholderText('Поиск по товарам'), '  Genshin & co/2 {Enter}');
    expect(location()).toBe(`/search?q=${encodeURIComponent('Genshin & co/2')}`);
    expect(screen.getByPlaceholderText('Поиск по товарам')).toHaveValue('Genshin & co/2');
  });

  it('does nothing on blank text', async () => {
    const { user, location } = renderHeaderSearch('/ru-ru/igry');
    await user.type(screen.getByPlaceholderText('Поиск по товарам'), '   {Enter}');
    expect(location()).toBe('/ru-ru/igry');
  });

  it('opens the mobile panel focused and closes it with Отмена', async () => {
    const { user } = renderHeaderSearch();
    await user.click(screen.getByRole('button', { name: 'Открыть поиск' }));
    const panel = screen.getByRole('dialog', { name: 'Поиск' });
    expect(within(panel).getByPlaceholderText('Поиск по товарам')).toHaveFocus();
    await user.click(within(panel).getByRole('button', { name: 'Отмена' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Открыть поиск' })).toHaveFocus();
  });

  it('closes the mobile panel on Escape and searches from it', async () => {
    const { user, location } = renderHeaderSearch();
    await user.click(screen.getByRole('button', { name: 'Открыть поиск' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Открыть поиск' }));
    await user.keyboard('robux{Enter}');
    expect(location()).toBe('/search?q=robux');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
