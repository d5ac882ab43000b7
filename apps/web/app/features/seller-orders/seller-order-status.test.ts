import { describe, expect, it } from 'vitest';
import { buyerInputEntry, parseSellerTab, sellerOrderLabel, sellerOrderNumber } from './seller-order-status';

describe('seller order status', () => {
  it('tells a paid order to accept from one in work', () => {
    expect(sellerOrderLabel({ sellerStatus: 'IN_PROGRESS', displayStatus: 'PROCESSING' })).toEqual({
      label: 'Ждёт принятия',
      tone: 'warning',
    });
    expect(sellerOrderLabel({ sellerStatus: 'IN_PROGRESS', displayStatus: 'IN_PROGRESS' }).label).toBe('В работе');
    expect(sellerOrderLabel({ sellerStatus: 'DELIVERED', displayStatus: 'DISAGREEMENT' })).toEqual({
      label: 'Открыт спор',
      tone: 'danger',
    });
  });

  it('reads only known tabs from the address', () => {
    expect(parseSellerTab('DELIVERED')).toBe('DELIVERED');
    expect(parseSellerTab('whatever')).toBe('all');
    expect(parseSellerTab(null)).toBe('all');
  });

  it('shortens order ids', () => {
    expect(sellerOrderNumber('3f2b9c1a-0000-4000-8000-000000000000')).toBe('№ 3F2B9C1A');
  });

  it('shows picked options by their names', () => {
    expect(buyerInputEntry('server', 'europe')).toEqual({ label: 'Сервер', value: 'Европа' });
    expect(buyerInputEntry('uid', '800123456')).toEqual({ label: 'UID игрока', value: '800123456' });
    expect(buyerInputEntry('unknown', 'x')).toEqual({ label: 'unknown', value: 'x' });
  });
});
