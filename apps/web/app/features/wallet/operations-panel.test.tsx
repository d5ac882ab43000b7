import type { WalletOperationsResponse } from '@lootmarket/domain';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { operationsSearch, parseOperationsFilters, type OperationsFilters } from './operations-filters';
import { OperationsPanel } from './operations-panel';

const rub = (amount: number) => ({ amount, currency: 'rub' as const });
const operations: WalletOperationsResponse = {
  items: [
    {
      id: '2',
      kind: 'escrow_release',
      label: 'Продажа',
      source: 'order',
      reference: 'order:5e11e700-0000-4000-8000-000000000001',
      amount: rub(90_000),
      fee: rub(10_000),
      created_at: '2026-11-20T09:00:00Z',
    },
    {
      id: '3',
      kind: 'escrow_release',
      label: 'Донат',
      source: 'donation',
      reference: 'donation:5e11e700-0000-4000-8000-000000000002',
      amount: rub(4_650),
      fee: rub(350),
      created_at: '2026-11-20T10:00:00Z',
    },
    {
      id: '1',
      kind: 'payout_reserve',
      label: 'Вывод средств',
      source: null,
      reference: null,
      amount: rub(-50_000),
      fee: null,
      created_at: '2026-11-19T09:00:00Z',
    },
  ],
  total: 3,
  limit: 10,
  offset: 0,
};

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function show(query: string, data: WalletOperationsResponse = operations) {
  const path = `/7/wallet${query}`;
  const filters = parseOperationsFilters(new URLSearchParams(query));
  const hrefFor = (next: OperationsFilters) => `/7/wallet${operationsSearch(next)}`;
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <OperationsPanel operations={data} filters={filters} hrefFor={hrefFor} />
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe('OperationsPanel', () => {
  it('shows the fee beside each income and none beside a withdrawal', () => {
    show('');
    const [sale, donation, withdrawal] = within(screen.getByRole('list', { name: 'Операции' })).getAllByRole(
      'listitem',
    );
    expect(sale).toHaveTextContent('+900 ₽');
    expect(sale).toHaveTextContent('комиссия 100 ₽');
    expect(sale).toHaveTextContent('Заказ № 5E11E700');
    expect(donation).toHaveTextContent('комиссия 3,50 ₽');
    expect(donation!.textContent!.match(/Донат/g)).toHaveLength(1);
    expect(withdrawal).not.toHaveTextContent('комиссия');
  });

  it('keeps the source and the dates when the kind changes, and exports exactly what is shown', () => {
    show('?source=donation&from=2026-11-01&until=2026-11-30&page=2');
    expect(screen.getByRole('link', { name: 'Доходы' })).toHaveAttribute(
      'href',
      '/7/wallet?operations=income&source=donation&from=2026-11-01&until=2026-11-30',
    );
    const csv = new URL(screen.getByRole('link', { name: 'CSV' }).getAttribute('href')!, 'http://localhost');
    expect(Object.fromEntries(csv.searchParams)).toEqual({
      source: 'donation',
      from: '2026-11-01T00:00:00+03:00',
      to: '2026-12-01T00:00:00+03:00',
    });
    expect(screen.getByRole('link', { name: 'Сбросить' })).toHaveAttribute('href', '/7/wallet');
  });

  it('puts the chosen source and days in the address, on the first page, keeping the kind', async () => {
    show('?operations=income&page=3');
    expect(screen.queryByRole('link', { name: 'Сбросить' })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Источник' }), 'Донаты');
    fireEvent.change(screen.getByLabelText('С даты'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('По дату'), { target: { value: '2026-11-30' } });
    await userEvent.click(screen.getByRole('button', { name: 'Показать' }));
    expect(await screen.findByTestId('where')).toHaveTextContent(
      '/7/wallet?operations=income&source=donation&from=2026-11-01&until=2026-11-30',
    );
  });

  it('leaves fields left empty out of the address', async () => {
    show('?source=order&from=2026-11-01');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Источник' }), 'Все источники');
    fireEvent.change(screen.getByLabelText('С даты'), { target: { value: '' } });
    await userEvent.click(screen.getByRole('button', { name: 'Показать' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/7\/wallet$/));
  });

  it('says when nothing matches the filters', () => {
    show('?source=order', { items: [], total: 0, limit: 10, offset: 0 });
    expect(screen.getByText('Нет операций с такими условиями')).toBeInTheDocument();
  });
});
