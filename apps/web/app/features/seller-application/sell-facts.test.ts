import { PLATFORM_FEE_BASIS_POINTS, PRODUCT_CATEGORIES } from '@lootmarket/domain';
import { describe, expect, it } from 'vitest';
import { DEAL_HOURS, PAYOUT_TERMS, categoryFeeRows } from './sell-facts';

describe('categoryFeeRows', () => {
  it('lists every fee category once, cheapest first', () => {
    const rows = categoryFeeRows();
    expect(rows.map((row) => row.category).sort()).toEqual([...PRODUCT_CATEGORIES].sort());
    const rates = rows.map((row) => PLATFORM_FEE_BASIS_POINTS[row.category]);
    expect(rates).toEqual([...rates].sort((a, b) => a - b));
  });

  it('shows the rate and what the seller keeps from a 1 000 ₽ sale', () => {
    const rows = categoryFeeRows();
    const games = rows.find((row) => row.category === 'game');
    const exchange = rows.find((row) => row.category === 'exchange_rate');
    expect(games).toMatchObject({ percent: '10\u00a0%', sellerGets: '900\u00a0₽' });
    expect(exchange).toMatchObject({ percent: '3\u00a0%', sellerGets: '970\u00a0₽' });
  });
});

describe('DEAL_HOURS', () => {
  it('follows the order clock', () => {
    expect(DEAL_HOURS).toEqual({ accept: 1, fulfil: 24, confirm: 72 });
  });
});

describe('PAYOUT_TERMS', () => {
  it('states what the wallet enforces: a 7-day hold, 100 ₽ by SBP, 1 000 ₽ in USDT on TRC-20 only', () => {
    expect(PAYOUT_TERMS).toMatchObject({
      newSellerHoldDays: 7,
      sbp: { min: 10_000 },
      usdtMin: 100_000,
      usdtNetwork: 'TRC-20',
    });
  });
});
