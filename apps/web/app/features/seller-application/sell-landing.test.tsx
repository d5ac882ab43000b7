import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from '#app/components/ui/toast';
import { SellLanding } from './sell-landing';

describe('SellLanding', () => {
  it('states the payout terms the wallet enforces', () => {
    render(
      <MemoryRouter>
        <ToastProvider>
          <SellLanding user={null} />
        </ToastProvider>
      </MemoryRouter>,
    );
    const payouts = screen.getByRole('region', { name: 'Выплаты' }).textContent ?? '';
    expect(payouts).toContain('от 100\u00a0₽ до 500\u00a0000\u00a0₽');
    expect(payouts).toMatch(/от 1\s000\s₽, только на кошелёк в сети TRC-20/);
    expect(payouts).not.toContain('ERC-20');
    expect(payouts).toContain('7 дней удерживаются');
    expect(document.body.textContent).toContain('Вывести её можно через 7 дней удержания');
  });
});
