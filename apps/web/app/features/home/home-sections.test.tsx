import type { Blogger, ContentBlock } from '@lootmarket/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { onAuthEvent } from '#app/lib/auth-events';
import { BloggersSection } from './bloggers-section';
import { homeMeta } from './home-meta';
import { MainTopMenu } from './main-top-menu';
import { PopularCategories } from './popular-categories';
import { PromoBanner } from './promo-banner';
import { ServicesSection } from './services-section';

const block = (overrides: Partial<ContentBlock>): ContentBlock => ({
  id: crypto.randomUUID(),
  title: 'Блок',
  subtitle: '',
  href: null,
  action: null,
  image: null,
  icon: null,
  accentColor: '#7c5cff',
  badge: null,
  ...overrides,
});

describe('home sections', () => {
  it('links bloggers to their donation pages with their letters when they have no picture', () => {
    const blogger: Blogger = {
      id: '7',
      name: 'Лиза Котова',
      slug: 'liza-kotova',
      avatar: null,
      avatarLetters: 'ЛК',
      avatarColor: '#ec4899',
      href: '/liza-kotova/donate',
    };
    render(
      <MemoryRouter>
        <BloggersSection items={[blogger]} />
      </MemoryRouter>,
    );
    const card = screen.getByTestId('blogger-card');
    expect(card).toHaveAttribute('href', '/liza-kotova/donate');
    expect(card).toHaveTextContent('ЛК');
    expect(card).toHaveTextContent('Лиза Котова');
  });

  it('runs a service action through the auth events and follows a service link', async () => {
    const asked: string[] = [];
    const stop = onAuthEvent('auth:connect', ({ action }) => asked.push(action));
    render(
      <MemoryRouter>
        <ServicesSection
          items={[
            block({ title: 'Донаты для стримеров', action: 'connect-donations', icon: 'radio' }),
            block({ title: 'Пополнение Steam', href: '/ru-ru/steam/popolnenie-balansa', icon: 'wallet' }),
          ]}
        />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: /Донаты для стримеров/ }));
    expect(asked).toEqual(['connect-donations']);
    expect(screen.getByRole('link', { name: /Пополнение Steam/ })).toHaveAttribute(
      'href',
      '/ru-ru/steam/popolnenie-balansa',
    );
    stop();
  });

  it('puts every game of the main menu one link away', () => {
    render(
      <MemoryRouter>
        <MainTopMenu
          items={[
            {
              id: crypto.randomUUID(),
              slug: 'steam',
              title: 'Steam',
              subtitle: '',
              image: null,
              accentColor: '#1e88e5',
              popularity: 1,
            },
          ]}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('navigation', { name: 'Игры и сервисы' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Steam/ })).toHaveAttribute('href', '/ru-ru/steam');
  });

  it('gives the home page the default title, canonical / and site JSON-LD', () => {
    const meta = homeMeta('https://lootmarket.ru');
    expect(meta).toContainEqual({ title: 'Лутмаркет — маркетплейс игровых товаров' });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://lootmarket.ru/' });
    expect(meta).toContainEqual({ property: 'og:title', content: 'Лутмаркет — маркетплейс игровых товаров' });
    const jsonLd = meta.flatMap((tag) =>
      'script:ld+json' in tag ? [tag['script:ld+json'] as { '@type': string }] : [],
    );
    expect(jsonLd.map((item) => item['@type'])).toEqual(['WebSite', 'Organization']);
  });

  it('shows the spring sale with the texts of spec §1 and links to the Steam top-up', () => {
    render(
      <MemoryRouter>
        <PromoBanner
          art={<svg data-testid="art" />}
          href="/ru-ru/steam/popolnenie-balansa"
          channelUrl="https://t.me/lootmarket"
        />
      </MemoryRouter>,
    );
    const banner = screen.getByTestId('spring-sale-banner');
    expect(banner).toHaveTextContent(
      'Пополнения баланса от 1 000 ₽ с 13 по 31 марта участвуют в розыгрыше 50 000 ₽ на баланс Steam.',
    );
    expect(banner).toHaveTextContent('10 победителей получат по 5 000 ₽.');
    expect(banner).toHaveTextContent('Итоги — 1 апреля в нашем Telegram-канале');
    expect(screen.getByRole('link', { name: 'Пополнить Steam' })).toHaveAttribute(
      'href',
      '/ru-ru/steam/popolnenie-balansa',
    );
    expect(screen.getByRole('link', { name: 'Telegram-канале' })).toHaveAttribute('href', 'https://t.me/lootmarket');
    expect(screen.getByTestId('art')).toBeInTheDocument();
  });

  it('shows category tiles with their covers through /_ipx and their badges', () => {
    const { container } = render(
      <MemoryRouter>
        <PopularCategories
          tab={{
            name: 'popular-categories',
            title: 'Популярные категории',
            description: '',
            blocks: [
              block({
                title: 'Игры',
                subtitle: 'Ключи',
                href: '/ru-ru/igry',
                image: '/covers/listings/igry.svg',
                badge: 'Хит',
              }),
            ],
          }}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Популярные категории' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Игры/ })).toHaveAttribute('href', '/ru-ru/igry');
    expect(screen.getByText('Хит')).toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('src', '/_ipx/w_320,f_webp/covers/listings/igry.svg');
  });
});
