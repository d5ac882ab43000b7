import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Footer } from './footer';

function renderFooter(path: string, showContentCreatorsTerms = true) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Footer showContentCreatorsTerms={showContentCreatorsTerms} />
    </MemoryRouter>,
  );
}

const column = (title: string) => within(screen.getByRole('navigation', { name: title }));

const PRODUCTS = [
  ['Главная', '/'],
  ['Пополнение Steam', '/ru-ru/steam/popolnenie-balansa'],
  ['Игры', '/ru-ru/igry'],
  ['DLC', '/ru-ru/dlc'],
  ['Игровая валюта', '/ru-ru/igrovaya-valyuta'],
  ['Подарочные карты', '/ru-ru/podarochnye-karty'],
  ['Подписки', '/ru-ru/podpiski'],
  ['Пополнение баланса', '/ru-ru/popolnenie-balansa'],
];

const COMPANY = [
  ['Условия для контент-мейкеров', '/terms-content-creators'],
  ['Продавцам', '/sell'],
  ['Пользовательское соглашение', '/terms'],
  ['Политика конфиденциальности', '/policy'],
  ['Публичная оферта', '/oferta'],
  ['Поддержка', 'https://t.me/lootmarket_support_bot'],
];

const linksOf = (title: string) =>
  column(title)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('Footer', () => {
  it('lists every link of the spec in its column on another page', () => {
    renderFooter('/product/robux');
    expect(screen.getByRole('heading', { name: 'Товары' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Компания' })).toBeInTheDocument();
    expect(linksOf('Товары')).toEqual(PRODUCTS);
    expect(linksOf('Компания')).toEqual(COMPANY);
  });

  it('opens support in a new tab', () => {
    renderFooter('/');
    const support = screen.getByRole('link', { name: 'Поддержка' });
    expect(support).toHaveAttribute('target', '_blank');
    expect(support.getAttribute('rel')).toContain('noopener');
  });

  it.each([
    ['/terms', 'Пользовательское соглашение'],
    ['/', 'Главная'],
    ['/ru-ru/dlc', 'DLC'],
  ])('hides the link to the current page %s', (path, label) => {
    renderFooter(path);
    expect(screen.queryByRole('link', { name: label })).not.toBeInTheDocument();
    expect(linksOf('Товары').length + linksOf('Компания').length).toBe(PRODUCTS.length + COMPANY.length - 1);
  });

  it('shows the content-creators terms only with the flag', () => {
    renderFooter('/', false);
    expect(screen.queryByRole('link', { name: 'Условия для контент-мейкеров' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Пользовательское соглашение' })).toBeInTheDocument();
  });

  it('links the social networks with labels, each in a new tab', () => {
    renderFooter('/');
    const expected = [
      ['Лутмаркет в Twitch', 'https://twitch.tv/lootmarket'],
      ['Лутмаркет в Telegram', 'https://t.me/lootmarket'],
      ['Лутмаркет во ВКонтакте', 'https://vk.com/lootmarket'],
      ['Лутмаркет в TikTok', 'https://tiktok.com/@lootmarket'],
      ['Лутмаркет на YouTube', 'https://youtube.com/@lootmarket'],
    ];
    for (const [label, href] of expected) {
      const link = screen.getByRole('link', { name: label });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.querySelector('svg path')).toHaveAttribute('d');
    }
  });

  it('shows the 2025 copyright and the logo', () => {
    renderFooter('/terms');
    expect(screen.getByText('© 2025 Лутмаркет')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Лутмаркет' })).toHaveAttribute('href', '/');
  });
});
