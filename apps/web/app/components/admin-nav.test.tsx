import { UserRole } from '@lootmarket/domain';
import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AdminNav } from './admin-nav';

/** The nav under a root route whose loader says who is signed in, as the app's root does. */
async function renderNav(roles: number[], at = '/admin/payouts?status=outcome_status_error') {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ user: { roles } }),
      children: [{ path: '*', Component: () => <AdminNav /> }],
    },
  ]);
  render(<Stub initialEntries={[at]} />);
  const nav = await screen.findByRole('navigation', { name: 'Разделы поддержки' });
  return within(nav).getAllByRole('link');
}

const entries = (links: HTMLElement[]) => links.map((link) => [link.textContent, link.getAttribute('href')]);

describe('AdminNav', () => {
  it('links every page of the console to a superadmin and marks the one open', async () => {
    const links = await renderNav([UserRole.Admin]);
    expect(entries(links)).toEqual([
      ['Очереди', '/admin'],
      ['Пользователи', '/admin/users'],
      ['Заказы и споры', '/admin/orders'],
      ['Выплаты', '/admin/payouts'],
      ['Предложенные товары', '/admin/product-proposals'],
      ['Заявки продавцов', '/admin/seller-applications'],
      ['Продавцы', '/admin/sellers'],
      ['Модерация', '/admin/moderation'],
      ['Идеи', '/admin/ideas'],
      ['Поддержка', '/admin/support'],
      ['Журнал действий', '/admin/audit'],
    ]);
    expect(links.find((link) => link.textContent === 'Выплаты')).toHaveAttribute('aria-current', 'page');
    expect(links.find((link) => link.textContent === 'Очереди')).not.toHaveAttribute('aria-current');
  });

  it('shows a role only the pages its permissions open', async () => {
    expect(entries(await renderNav([UserRole.Arbiter])).map(([label]) => label)).toEqual([
      'Очереди',
      'Пользователи',
      'Заказы и споры',
    ]);
  });
});
