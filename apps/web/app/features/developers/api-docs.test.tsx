import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiDocs } from './api-docs';

describe('ApiDocs', () => {
  it('lists every scope with the routes the API lets it call, and never a withdrawal', () => {
    render(<ApiDocs origin="https://lootmarket.ru" defaultPerMinute={120} />);
    expect(screen.getByRole('heading', { level: 1, name: 'API для продавцов' })).toBeTruthy();
    const table = screen.getByRole('table');
    expect(within(table).getByText('stock:write')).toBeTruthy();
    expect(within(table).getByText('PUT /api/gw/private/v1/seller/stock/:offer_id')).toBeTruthy();
    expect(table.textContent).not.toContain('/wallet/outcomes/confirmation');
    expect(screen.getByText(/120 запросов в минуту/)).toBeTruthy();
  });
});
