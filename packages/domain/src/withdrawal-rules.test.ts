import { describe, expect, it } from 'vitest';
import {
  DEFAULT_HOLD_POLICY,
  formatCryptoCents,
  formatRate,
  holdFor,
  parseRate,
  quoteWithdrawal,
  toCryptoCents,
  withdrawalAmountProblem,
  withdrawalFee,
} from './withdrawal-rules';

describe('withdrawal rules', () => {
  it('charges 1.5 % for SBP, at least 15 ₽, rounding half up', () => {
    expect(withdrawalFee('sbp', 'rub', 100_000)).toBe(1_500);
    expect(withdrawalFee('sbp', 'rub', 200_033)).toBe(3_000);
    expect(withdrawalFee('sbp', 'rub', 200_034)).toBe(3_001);
    expect(withdrawalFee('sbp', 'usd', 100_000)).toBeNull();
  });

  it('checks the amount against the method limits and the balance, in Russian', () => {
    expect(withdrawalAmountProblem('sbp', 'rub', 9_999, 1_000_000)).toBe('Сумма меньше минимальной для вывода');
    expect(withdrawalAmountProblem('sbp', 'rub', 50_000_001, 90_000_000)).toBe(
      'Сумма больше максимальной для одного вывода',
    );
    expect(withdrawalAmountProblem('sbp', 'rub', 20_000, 10_000)).toBe('Недостаточно средств на балансе');
    expect(withdrawalAmountProblem('sbp', 'kzt', 20_000, 100_000)).toBe('Через СБП выводятся только рубли');
    expect(withdrawalAmountProblem('crypto', 'rub', 100_000, 100_000)).toBeNull();
  });

  it('converts with integer rates and rounds the USDT down', () => {
    expect(parseRate('92.3412')).toBe(923_412);
    expect(parseRate('92.34123')).toBeNull();
    expect(parseRate('0')).toBeNull();
    expect(formatRate(923_400)).toBe('92.34');
    expect(toCryptoCents(100_000, 923_412)).toBe(1_082);
    expect(formatCryptoCents(1_082)).toBe('10.82');
    expect(quoteWithdrawal('crypto', 'rub', 200_000, 1_000_000)).toEqual({
      fee: 10_000,
      payout: 190_000,
      cryptoCents: 1_900,
    });
    expect(quoteWithdrawal('sbp', 'rub', 200_000, null)).toEqual({ fee: 3_000, payout: 197_000, cryptoCents: null });
  });

  it('holds order income by seller tier and donations for the chargeback window', () => {
    expect(holdFor(DEFAULT_HOLD_POLICY, { source: 'order', sellerTier: 'bronze' })).toEqual({
      reason: 'seller_hold',
      hours: 168,
    });
    expect(holdFor(DEFAULT_HOLD_POLICY, { source: 'order', sellerTier: 'gold' })).toEqual({
      reason: 'seller_hold',
      hours: 24,
    });
    expect(holdFor(DEFAULT_HOLD_POLICY, { source: 'donation' })).toEqual({ reason: 'donation_chargeback', hours: 72 });
  });
});
