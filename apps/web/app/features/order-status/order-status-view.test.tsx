import {
  ORDER_DISPLAY_STATUS_TEXT,
  ORDER_DISPLAY_STATUSES,
  type OrderDisplayStatus,
  type OrderView,
} from '@lootmarket/domain';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from '#app/components/ui/toast';
import { OrderStatusView } from './order-status-view';

const HOUR = 3_600_000;

function orderIn(displayStatus: OrderDisplayStatus, patch: Partial<OrderView> = {}): OrderView {
  return {
    id: '8f3a2c1d-1111-4000-8000-000000000000',
    status: 'PROCESSING',
    stage: null,
    displayStatus,
    sellerStatus: null,
    deadline: ORDER_DISPLAY_STATUS_TEXT[displayStatus].hasCountdown ? new Date(Date.now() + HOUR).toISOString() : null,
    canPay: false,
    canConfirm: false,
    canDispute: false,
    product: {
      id: '00000000-0000-4000-8000-000000000001',
      slug: 'rust-key',
      title: 'Rust — ключ Steam',
      productType: 'game_dlc_key',
    },
    offerId: '00000000-0000-4000-8000-000000000002',
    seller: { id: '42', name: 'KeyShop' },
    quantity: 1,
    unitPrice: { amount: 106_893, currency: 'rub' },
    amount: { amount: 106_893, currency: 'rub' },
    inputs: { password: 'secret', steam_login: 'ivan_petrov' },
    delivery: null,
    createdAt: '2026-11-24T11:05:00.000Z',
    deliveredAt: null,
    dispute: null,
    ...patch,
  };
}

const show = (order: OrderView, viewer: { kind: 'user' } | { kind: 'guest'; token: string } = { kind: 'user' }) =>
  render(
    <MemoryRouter>
      <ToastProvider>
        <OrderStatusView order={order} viewer={viewer} onChanged={() => {}} refresh={() => {}} />
      </ToastProvider>
    </MemoryRouter>,
  );

describe('OrderStatusView', () => {
  it.each(ORDER_DISPLAY_STATUSES)('shows %s with its title, text and a timer only where it counts down', (status) => {
    const { unmount } = show(orderIn(status));
    const text = ORDER_DISPLAY_STATUS_TEXT[status];
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(text.title);
    expect(screen.getByText(text.description)).toBeInTheDocument();
    expect(screen.queryByTestId('order-countdown') !== null).toBe(text.hasCountdown);
    expect(screen.getAllByRole('link', { name: /Связаться с поддержкой/ })[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/t\.me\//),
    );
    unmount();
  });

  it('offers paying again and another method after a bank error', () => {
    show(orderIn('ACQUIRING_ERROR', { status: 'ACQUIRING_ERROR', canPay: true }));
    expect(screen.getByRole('button', { name: 'Оплатить ещё раз' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Другой способ оплаты' })).toBeEnabled();
  });

  it('shows delivered keys and gift links with copy buttons, and the confirm and dispute actions', () => {
    const delivery = { text: null, keys: ['AAAA-BBBB-CCCC', 'https://store.steampowered.com/gift/abc'] };
    show(
      orderIn('DELIVERED', { delivery, canConfirm: true, canDispute: true, deliveredAt: '2026-11-24T11:10:00.000Z' }),
      { kind: 'guest', token: 'token-1234567' },
    );
    const section = screen.getByRole('region', { name: 'Ваш товар' });
    expect(within(section).getByTestId('delivered-key')).toHaveTextContent('AAAA-BBBB-CCCC');
    expect(within(section).getByRole('link', { name: /store\.steampowered\.com/ })).toHaveAttribute('target', '_blank');
    expect(within(section).getAllByRole('button', { name: /^Копировать/ })).toHaveLength(2);
    expect(within(section).getByText(/отправили товар на почту/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Подтвердить получение' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Открыть спор' })).toBeInTheDocument();
  });

  it('lists the buyer inputs with the password hidden and the total', () => {
    show(orderIn('COMPLETED'));
    expect(screen.getByText('ivan_petrov')).toBeInTheDocument();
    expect(screen.queryByText('secret')).not.toBeInTheDocument();
    expect(screen.getByTestId('order-total')).toHaveTextContent(/1\s068,93\s₽/);
    expect(screen.getByRole('link', { name: /Купить снова/ })).toHaveAttribute('href', '/product/rust-key');
  });

  it('names the seller with a link to the storefront', () => {
    show(orderIn('COMPLETED'));
    expect(screen.getByText('Продавец')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'KeyShop' })).toHaveAttribute('href', '/seller/42');
  });
});
