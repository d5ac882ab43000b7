import { ORDER_DISPLAY_STATUSES, ORDER_DISPLAY_STATUS_TEXT } from '@lootmarket/domain';
import { describe, expect, it } from 'vitest';
import { COUNTDOWN_LABEL, orderActions, pollIntervalMs, STATUS_TONE, supportIsPrimary } from './order-actions';

const order = (
  displayStatus: (typeof ORDER_DISPLAY_STATUSES)[number],
  flags: Partial<{ canPay: boolean; canConfirm: boolean; canDispute: boolean }> = {},
) => ({
  displayStatus,
  canPay: false,
  canConfirm: false,
  canDispute: false,
  ...flags,
});

describe('order actions', () => {
  it('offers paying and another method while the order waits for payment', () => {
    expect(orderActions(order('AWAIT_PAYMENT', { canPay: true }))).toEqual(['pay', 'another-method', 'support']);
  });

  it('offers a retry and another method after a bank error', () => {
    expect(orderActions(order('ACQUIRING_ERROR', { canPay: true }))).toEqual(['retry', 'another-method', 'support']);
  });

  it('offers buying again once the time to pay is over', () => {
    expect(orderActions(order('ACQUIRING_ERROR'))).toEqual(['buy-again', 'support']);
    expect(orderActions(order('UNPAID'))).toEqual(['buy-again', 'support']);
  });

  it('offers confirming and disputing a delivered order', () => {
    expect(orderActions(order('DELIVERED', { canConfirm: true, canDispute: true }))).toEqual([
      'confirm',
      'dispute',
      'support',
    ]);
  });

  it('offers a dispute on a late seller only when the server allows it, and cancelling until the seller accepts', () => {
    expect(orderActions(order('PROCESSING'))).toEqual(['cancel', 'support']);
    expect(orderActions(order('PROCESSING', { canDispute: true }))).toEqual(['dispute', 'cancel', 'support']);
    expect(orderActions(order('IN_PROGRESS'))).toEqual(['support']);
  });

  it('always leaves support, and puts it first where only support can help', () => {
    for (const status of ORDER_DISPLAY_STATUSES) expect(orderActions(order(status)).at(-1)).toBe('support');
    expect(['ERROR', 'MANUAL_APPROVE', 'DISAGREEMENT'].every((status) => supportIsPrimary(status as never))).toBe(true);
    expect(supportIsPrimary('DELIVERED')).toBe(false);
  });
});

describe('status presentation', () => {
  it('labels the timer of exactly the statuses that count down', () => {
    for (const status of ORDER_DISPLAY_STATUSES) {
      expect(Boolean(COUNTDOWN_LABEL[status]), status).toBe(ORDER_DISPLAY_STATUS_TEXT[status].hasCountdown);
      expect(STATUS_TONE[status]).toBeDefined();
    }
  });

  it('keeps the spec texts for each display status', () => {
    expect(ORDER_DISPLAY_STATUS_TEXT.ACQUIRING_ERROR.title).toBe('Ошибка оплаты');
    expect(ORDER_DISPLAY_STATUS_TEXT.DELIVERED.title).toBe('Доставлен');
  });

  it('polls fast while the bank may answer and slowly while the seller works', () => {
    expect(pollIntervalMs('AWAIT_PAYMENT')).toBe(3_000);
    expect(pollIntervalMs('IN_PROGRESS')).toBe(20_000);
    expect(pollIntervalMs('COMPLETED')).toBeNull();
  });
});
