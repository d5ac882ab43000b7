import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Pager } from './pager';

const hrefFor = (page: number) => `/list?page=${page}`;
const show = (page: number, pages: number) =>
  render(
    <MemoryRouter>
      <Pager page={page} pages={pages} hrefFor={hrefFor} previousLabel="Новее" nextLabel="Старше" />
    </MemoryRouter>,
  );

describe('Pager', () => {
  it('is absent for a list of one page', () => {
    show(1, 1);
    expect(screen.queryByRole('navigation', { name: 'Страницы' })).not.toBeInTheDocument();
  });

  it('links only forward from the first page', () => {
    show(1, 3);
    expect(screen.getByText('1 из 3')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Новее/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Старше/ })).toHaveAttribute('href', '/list?page=2');
  });

  it('links both ways in the middle and only back from the last page', () => {
    const { unmount } = show(2, 3);
    expect(screen.getByRole('link', { name: /Новее/ })).toHaveAttribute('href', '/list?page=1');
    expect(screen.getByRole('link', { name: /Старше/ })).toHaveAttribute('href', '/list?page=3');
    unmount();
    show(3, 3);
    expect(screen.queryByRole('link', { name: /Старше/ })).not.toBeInTheDocument();
  });
});
