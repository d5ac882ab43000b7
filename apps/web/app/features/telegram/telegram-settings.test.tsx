import type { TelegramStatus } from '@lootmarket/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from '#app/components/ui/toast';
import { TelegramSettings } from './telegram-settings';

const everything = {
  order_paid: true,
  order_message: true,
  dispute: true,
  review: false,
  payout: true,
  seller_application: true,
  donation: true,
  support_answer: true,
};
const status = (change: Partial<TelegramStatus>): TelegramStatus => ({
  available: true,
  linked: false,
  blocked: false,
  username: null,
  linkedAt: null,
  preferences: { events: everything, donationMinMinor: 0 },
  ...change,
});
const show = (initial: TelegramStatus, isStreamer = false) =>
  render(
    <ToastProvider>
      <TelegramSettings initial={initial} isStreamer={isStreamer} />
    </ToastProvider>,
  );

describe('Telegram settings', () => {
  it('offers linking and shows each switch as saved', () => {
    show(status({}));
    expect(screen.getByRole('button', { name: 'Подключить Telegram' })).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Отзывы' }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('checkbox', { name: 'Новый оплаченный заказ' }) as HTMLInputElement).checked).toBe(true);
    // Donations are a streamer's news.
    expect(screen.queryByRole('checkbox', { name: 'Донат получен' })).toBeNull();
  });

  it('names the linked chat and offers unlinking', () => {
    show(status({ linked: true, username: 'shopkeeper' }));
    expect(screen.getByText('@shopkeeper')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Отключить' })).toBeTruthy();
  });

  it('says when the bot was blocked and offers linking again', () => {
    show(status({ linked: true, blocked: true }));
    expect(screen.getByRole('alert').textContent).toContain('Бот заблокирован в Telegram');
    expect(screen.getByRole('button', { name: 'Подключить заново' })).toBeTruthy();
  });

  it('gives streamers the donation switch and its amount', () => {
    show(status({ preferences: { events: everything, donationMinMinor: 50_000 } }), true);
    expect(screen.getByRole('checkbox', { name: 'Донат получен' })).toBeTruthy();
    expect((screen.getByLabelText('Донаты от суммы, ₽') as HTMLInputElement).value).toBe('500');
  });

  it('offers nothing to link without a bot', () => {
    show(status({ available: false }));
    expect(screen.getByText('Telegram-бот пока не подключён.')).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
