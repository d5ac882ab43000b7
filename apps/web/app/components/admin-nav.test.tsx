import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AdminNav } from './admin-nav';

describe('AdminNav', () => {
  it('links every admin queue and marks the one open', () => {
    render(
      <MemoryRouter initialEntries={['/admin/payouts?status=outcome_status_error']}>
        <AdminNav />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Разделы поддержки' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
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
    expect(within(nav).getByRole('link', { name: 'Выплаты' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Заказы и споры' })).not.toHaveAttribute('aria-current');
  });
});
