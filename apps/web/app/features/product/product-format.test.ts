import { formatMoneyValue } from '@lootmarket/domain';
import { describe, expect, it } from 'vitest';
import { badgesForOffer, layoutFamily, sellerAwayText } from './product-format';

describe('product page figures', () => {
  it('shows prices with the currency symbol on the spec’s side', () => {
    expect(formatMoneyValue({ amount: 15_000, currency: 'rub' })).toBe('150\u00A0₽');
    expect(formatMoneyValue({ amount: 123_450, currency: 'kzt' })).toBe('1\u00A0234,50\u00A0₸');
    expect(formatMoneyValue({ amount: 999, currency: 'usd' })).toBe('$9.99');
  });

  it('puts every product layout in a family', () => {
    expect(layoutFamily('game-dlc-gift')).toBe('key');
    expect(layoutFamily('game-points-manual')).toBe('points');
    expect(layoutFamily('mobile-top-up')).toBe('top-up');
    expect(layoutFamily('subscription-key')).toBe('subscription');
    expect(layoutFamily('gift-card-key')).toBe('gift-card');
    expect(layoutFamily('exchange-rate')).toBe('exchange-rate');
    expect(layoutFamily('rmt')).toBe('rmt');
    expect(layoutFamily('offer-default')).toBe('offer');
  });
});

describe('a seller away', () => {
  it('says when the seller is back, in Moscow time, and nothing while they are in', () => {
    expect(sellerAwayText({ open: false, backAt: '2026-03-03T07:00:00.000Z' })).toBe(
      'Продавец вернётся 3 марта в 10:00 (мск) — тогда и начнётся час на принятие заказа',
    );
    expect(sellerAwayText({ open: false, backAt: null })).toMatch(/в отпуске/);
    expect(sellerAwayText({ open: true, backAt: null })).toBeNull();
    expect(sellerAwayText(undefined)).toBeNull();
  });
});

describe('badges beside the chosen offer', () => {
  const badges = [
    { badge: 'top_up' as const, label: 'Пополнение' },
    { badge: 'delivery_2_min' as const, label: 'Доставка за 2 минуты' },
  ];

  it('keeps «Доставка за 2 минуты» only while the chosen offer delivers within 2 minutes', () => {
    expect(badgesForOffer(badges, { deliveryMinutes: 2 })).toEqual(badges);
    expect(badgesForOffer(badges, { deliveryMinutes: 27 })).toEqual([{ badge: 'top_up', label: 'Пополнение' }]);
  });

  it('shows the product’s badges as they are when no offer is chosen', () => {
    expect(badgesForOffer(badges, undefined)).toEqual(badges);
  });
});
