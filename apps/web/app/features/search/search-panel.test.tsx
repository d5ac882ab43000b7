import type { SearchResponse } from '@lootmarket/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, Outlet, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { MobileSearch } from './mobile-search';
import { SearchField } from './search-field';
import { SearchClientContext, type SearchSuggestionsFn } from './search-client';

const DEFAULTS: SearchResponse = {
  listings: [{ title: 'Mobile Legends', image: null, slug: 'ru-ru/mobile-legends' }],
  offers: [{ title: 'Robux для Roblox', slug: 'roblox-robux', listingTitle: 'Roblox' }],
};
const GENSHIN: SearchResponse = {
  listings: [
    {
      title: 'Genshin Impact',
      image: null,
      slug: 'ru-ru/genshin-impact',
      categories: [{ title: 'Кристаллы', slug: 'ru-ru/genshin-impact/kristally' }],
    },
  ],
  offers: [{ title: 'Кристаллы Genshin Impact', slug: 'genshin-impact-kristally', listingTitle: 'Genshin Impact' }],
};

/** The engine as the panel sees it: defaults for blank text, Genshin for "gen…", nothing otherwise. */
const engine: SearchSuggestionsFn = async (text) => {
  if (text === '') return DEFAULTS;
  if (text.startsWith('gen')) return GENSHIN;
  return { listings: [], offers: [] };
};

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

function renderSearch(ui: 'desktop' | 'mobile', search: SearchSuggestionsFn = engine) {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <SearchClientContext.Provider value={search}>
          <button type="button">Снаружи</button>
          {ui === 'desktop' ? <SearchField /> : <MobileSearch initialQuery="" />}
          <Outlet />
        </SearchClientContext.Provider>
      ),
      children: [
        { path: '*', Component: LocationProbe },
        { index: true, Component: LocationProbe },
      ],
    },
  ]);
  render(<Stub initialEntries={['/']} />);
  return { user: userEvent.setup(), location: () => screen.getByTestId('location').textContent };
}

const field = () => screen.getByRole('combobox', { name: 'Поиск по товарам' });

describe('header search panel', () => {
  it('opens on focus with a skeleton, then the default suggestions under "Категории"', async () => {
    let answer: (value: SearchResponse) => void = () => {};
    const { user } = renderSearch('desktop', () => new Promise((resolve) => (answer = resolve)));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.click(field());
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    expect((await screen.findByTestId('search-skeleton')).children).toHaveLength(4);
    answer(DEFAULTS);
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByRole('group', { name: 'Категории' })).toHaveTextContent('Mobile Legends');
    expect(within(listbox).getByRole('option', { name: /Robux для Roblox/ })).toHaveAttribute(
      'href',
      '/product/roblox-robux',
    );
  });

  it('shows loading while typing, asks once after the pause, and shows the empty state', async () => {
    const search = vi.fn(engine);
    const { user } = renderSearch('desktop', search);
    await user.click(field());
    await screen.findByRole('listbox');
    await user.type(field(), 'майнкрафт');
    expect(screen.getByTestId('search-skeleton')).toBeInTheDocument();
    expect(await screen.findByText('Не смогли ничего найти', {}, { timeout: 2000 })).toBeInTheDocument();
    expect(screen.getByText('Попробуйте изменить запрос')).toBeInTheDocument();
    expect(search.mock.calls.map(([text]) => text)).toEqual(['', 'майнкрафт']);
  });

  it('restores the defaults when the text is cleared', async () => {
    const { user } = renderSearch('desktop');
    await user.click(field());
    await user.type(field(), 'genshn');
    await screen.findByRole('option', { name: /^Genshin Impact/ }, { timeout: 2000 });
    await user.click(screen.getByRole('button', { name: 'Очистить поиск' }));
    expect(field()).toHaveValue('');
    expect(screen.getByRole('option', { name: /Mobile Legends/ })).toBeInTheDocument();
  });

  it('closes on Escape and on a click outside, and reopens on typing', async () => {
    const { user } = renderSearch('desktop');
    await user.click(field());
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    await user.type(field(), 'g');
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Снаружи' }));
    expect(field()).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves through the options with the arrow keys and opens the chosen category with Enter', async () => {
    const { user, location } = renderSearch('desktop');
    await user.click(field());
    await user.type(field(), 'gen');
    await screen.findByRole('option', { name: /^Genshin Impact/ }, { timeout: 2000 });
    await user.keyboard('{ArrowDown}');
    const first = screen.getByRole('option', { name: /^Genshin Impact/ });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(field()).toHaveAttribute('aria-activedescendant', first.id);
    await user.keyboard('{ArrowDown}{ArrowUp}{Enter}');
    expect(location()).toBe('/ru-ru/genshin-impact');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('applies the trimmed text with Enter and ignores blank text', async () => {
    const { user, location } = renderSearch('desktop');
    await user.type(field(), '   {Enter}');
    expect(location()).toBe('/');
    await user.type(field(), ' roblox {Enter}');
    expect(location()).toBe('/search?q=roblox');
    expect(field()).toHaveAttribute('aria-expanded', 'false');
  });

  it('on mobile, shows results full screen with "Показать все результаты", disabled for blank text', async () => {
    const { user, location } = renderSearch('mobile');
    await user.click(screen.getByRole('button', { name: 'Открыть поиск' }));
    const dialog = screen.getByRole('dialog', { name: 'Поиск' });
    const showAll = within(dialog).getByRole('button', { name: 'Показать все результаты' });
    expect(showAll).toBeDisabled();
    await within(dialog).findByRole('group', { name: 'Категории' });
    await user.type(field(), 'genshn');
    expect(showAll).toBeEnabled();
    await user.click(showAll);
    expect(location()).toBe('/search?q=genshn');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('on mobile, picking a category navigates with a leading slash and closes the panel', async () => {
    const { user, location } = renderSearch('mobile');
    await user.click(screen.getByRole('button', { name: 'Открыть поиск' }));
    await user.click(await screen.findByRole('option', { name: /Mobile Legends/ }));
    expect(location()).toBe('/ru-ru/mobile-legends');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
