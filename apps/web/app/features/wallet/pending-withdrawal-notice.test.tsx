import type { OutcomeView } from '@lootmarket/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OutcomesList } from './outcomes-list';
import { PendingWithdrawalNotice } from './pending-withdrawal-notice';

const outcome = (id: string, status: OutcomeView['status']): OutcomeView => ({
  id,
  type: 'sbp',
  status,
  stage: null,
  display_status: status === 'outcome_status_new' ? 'new' : 'paid',
  status_label: status === 'outcome_status_new' ? 'В обработке' : 'Выплачен',
  amount: { amount: 150_000, currency: 'rub' },
  fee: { amount: 2_250, currency: 'rub' },
  payout: { amount: 147_750, currency: 'rub' },
  crypto: null,
  sbp: { phone: '+79123456789', bank_id: '1', bank_name: 'Сбербанк' },
  destination_label: '+7 (912) 345-67-89 · Сбербанк',
  cancellable: status === 'outcome_status_new',
  reason: null,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  paid_at: null,
});

describe('PendingWithdrawalNotice', () => {
  it('says why a new withdrawal waits, links to the pending one and cancels it', async () => {
    const pendingId = '11111111-1111-4111-8111-111111111111';
    const onCancel = vi.fn(async () => {});
    const items = [outcome(pendingId, 'outcome_status_new')];
    render(
      <>
        <PendingWithdrawalNotice outcomes={items} onCancel={onCancel} />
        <OutcomesList outcomes={items} onCancel={onCancel} />
      </>,
    );
    const notice = screen.getByRole('region', { name: 'Вывод ждёт обработки' });
    expect(notice).toHaveTextContent('ещё обрабатывается');
    expect(notice).toHaveTextContent('+7 (912) 345-67-89 · Сбербанк');
    const link = within(notice).getByRole('link', { name: 'К выводу' });
    expect(document.querySelector(link.getAttribute('href')!)).toBe(screen.getByRole('listitem'));
    await userEvent.click(within(notice).getByRole('button', { name: 'Отменить вывод' }));
    expect(onCancel).toHaveBeenCalledWith(pendingId);
  });

  it('stays away when nothing is pending', () => {
    render(
      <PendingWithdrawalNotice
        outcomes={[outcome('22222222-2222-4222-8222-222222222222', 'outcome_status_approved')]}
        onCancel={vi.fn()}
      />,
    );
    expect(screen.queryByRole('region')).toBeNull();
  });
});
