import type { AdminPayout } from '@lootmarket/domain';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PayoutHistory } from './payout-history';

const money = (amount: number) => ({ amount, currency: 'rub' as const });
const payout: AdminPayout = {
  id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  type: 'sbp',
  status: 'outcome_status_cancelled',
  stage: null,
  display_status: 'cancelled',
  status_label: 'Отменён',
  amount: money(100_000),
  fee: money(1_500),
  payout: money(98_500),
  crypto: null,
  sbp: { phone: '+7 (912) 345-67-89', bank_id: '100000000111', bank_name: 'Сбербанк' },
  destination_label: '+7 (912) 345-67-89 · Сбербанк',
  cancellable: false,
  reason: 'Реквизиты чужие',
  created_at: '2026-11-24T09:00:00.000Z',
  updated_at: '2026-11-24T09:30:00.000Z',
  paid_at: null,
  user: { id: 5, name: 'Kate', email: 'kate@mail.ru', created_at: '2026-11-01T09:00:00.000Z' },
  risks: [],
  paid_before: [],
  history: {
    withdrawals: {
      outcome_status_new: 1,
      outcome_status_approved: 2,
      outcome_status_cancelled: 1,
      outcome_status_error: 0,
    },
    recent_disputes: 1,
    recent_order_refunds: 0,
    recent_donation_refunds: 2,
  },
  provider: 'sandbox',
  attempt: 1,
  auto_approved: false,
  events: [
    {
      type: 'CREATED',
      status: 'outcome_status_new',
      actor: 'user',
      actor_id: 5,
      actor_name: 'Kate',
      reason: null,
      at: '2026-11-24T09:00:00.000Z',
    },
    {
      type: 'REJECT',
      status: 'outcome_status_cancelled',
      actor: 'admin',
      actor_id: 1,
      actor_name: 'Ольга',
      reason: 'Реквизиты чужие',
      at: '2026-11-24T09:30:00.000Z',
    },
  ],
};

describe('a payout case history', () => {
  it("shows the user's record and every step with who took it and when, in Moscow time", () => {
    render(<PayoutHistory payout={payout} />);
    const record = screen.getByRole('list', { name: 'История пользователя', hidden: true });
    expect(record).toHaveTextContent('выводов: 2 одобрено, 1 отменено, 0 с ошибкой, 1 ждут');
    expect(record).toHaveTextContent('за 30 дней: споров 1, возвратов заказов 0, возвратов донатов 2');
    const steps = within(screen.getByRole('list', { name: 'Шаги и решения', hidden: true }))
      .getAllByRole('listitem', { hidden: true })
      .map((item) => item.textContent);
    expect(steps).toEqual([
      '24 нояб., 12:00 Заявка создана · владелец',
      '24 нояб., 12:30 Отклонено · администратор Ольга — Реквизиты чужие',
    ]);
  });
});
