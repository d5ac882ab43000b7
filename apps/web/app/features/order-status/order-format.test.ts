import { describe, expect, it } from 'vitest';
import { formatOrderDate, isGiftLink, orderInputLines, orderNumber, remainingUntil } from './order-format';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

describe('order details', () => {
  it('counts the time left to a deadline', () => {
    expect(remainingUntil('2026-03-01T10:30:00.000Z', Date.parse('2026-03-01T10:00:00Z'))).toBe(30 * MINUTE);
  });

  it('numbers an order by the first block of its id', () => {
    expect(orderNumber('8f3a2c1d-1111-4000-8000-000000000000')).toBe('№ 8F3A2C1D');
  });

  it('writes the date in Russian in the given time zone', () => {
    expect(formatOrderDate('2026-11-24T11:05:00.000Z', 'Europe/Moscow')).toBe('24 ноября 2026, 14:05');
  });

  it('labels the buyer inputs like the product form and hides passwords', () => {
    expect(orderInputLines({ password: 'secret', steam_login: 'ivan_petrov' })).toEqual([
      { label: 'Логин Steam', value: 'ivan_petrov' },
      { label: 'Пароль от аккаунта', value: '••••••••' },
    ]);
  });

  it('shows a chosen server or region by its name, never by its stored code', () => {
    expect(orderInputLines({ server: 'europe', region: 'CIS', zone_id: '2041' })).toEqual([
      { label: 'Zone ID', value: '2041' },
      { label: 'Регион аккаунта', value: 'СНГ' },
      { label: 'Сервер', value: 'Европа' },
    ]);
  });

  it('tells gift links from keys', () => {
    expect(isGiftLink('https://store.steampowered.com/gift/abc')).toBe(true);
    expect(isGiftLink('ABCD-EFGH-IJKL')).toBe(false);
  });
});
