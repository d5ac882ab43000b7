import { describe, expect, it } from 'vitest';
import { orderNotificationText } from './order-notifications';
import { ORDER_DISPLAY_STATUSES } from './order-status';

const topUp = {
  productTitle: 'Steam 1000',
  quantity: 1,
  amountMinor: 100_000,
  currency: 'rub' as const,
  deliveryKind: 'manual' as const,
};

describe('order notifications', () => {
  it('tell the buyer about every status but the payment they start themselves', () => {
    const silent = ORDER_DISPLAY_STATUSES.filter((status) => orderNotificationText('buyer', status, topUp) === null);
    expect(silent).toEqual(['AWAIT_PAYMENT']);
  });

  it('tell the seller only once the money is held', () => {
    const told = ORDER_DISPLAY_STATUSES.filter((status) => orderNotificationText('seller', status, topUp) !== null);
    expect(told).toEqual(['PROCESSING', 'IN_PROGRESS', 'DELIVERED', 'COMPLETED', 'DISAGREEMENT', 'CANCELLED', 'ERROR']);
  });

  it('name the product and the amount in Russian', () => {
    const paid = orderNotificationText('seller', 'PROCESSING', topUp)!;
    expect(paid.title).toBe('Новый заказ');
    expect(paid.body).toBe('Оплачен заказ «Steam 1000» × 1 на 1\u00A0000\u00A0₽. Примите его в течение часа.');
  });

  it('do not ask the seller to accept what is delivered automatically', () => {
    expect(orderNotificationText('seller', 'PROCESSING', { ...topUp, deliveryKind: 'key' })!.body).toContain(
      'выдаётся автоматически',
    );
  });

  it('never tell a buyer of an automatically delivered key that a seller must accept it', () => {
    for (const deliveryKind of ['key', 'gift'] as const) {
      const paid = orderNotificationText('buyer', 'PROCESSING', { ...topUp, deliveryKind })!;
      expect(paid.body).not.toContain('Продавец должен принять');
      expect(paid.body).toContain('выдаётся автоматически');
    }
    expect(orderNotificationText('buyer', 'PROCESSING', topUp)!.body).toContain(
      'Продавец должен принять заказ в течение часа',
    );
  });
});
