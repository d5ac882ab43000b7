import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatTopUpRate,
  orderSizeText,
  priceUnitText,
  STEAM_TOP_UP_BOUNDS,
  STEAM_TOP_UP_MESSAGES,
  steamTopUpAmountIssue,
  steamTopUpBounds,
  steamTopUpSummary,
  steamWalletCurrency,
  stockSells,
  topUpStockIssue,
  topUpOrderText,
  topUpWallet,
} from './steam-top-up';

/** Messages are written with no-break spaces; tests read them with plain ones. */
const plain = (text: string | null) => text?.replace(/\u00A0/g, ' ') ?? null;
const steam = (title: string, slug = 'steam-popolnenie') => ({ productType: 'steam_top_up' as const, title, slug });

describe('the Steam wallet a top-up credits', () => {
  it('is the one the product names, roubles by default', () => {
    expect(steamWalletCurrency(steam('Пополнение Steam (Россия)', 'steam-popolnenie-rossiya'))).toBe('rub');
    expect(steamWalletCurrency(steam('Пополнение Steam (Казахстан)', 'steam-popolnenie-kazahstan'))).toBe('kzt');
    expect(steamWalletCurrency(steam('Пополнение Steam (СНГ)', 'steam-popolnenie-sng'))).toBe('usd');
    expect(steamWalletCurrency(steam('Пополнение Steam (Беларусь)', 'steam-popolnenie-belarus'))).toBe('usd');
    expect(steamWalletCurrency(steam('Steam Wallet USD', 'steam-wallet'))).toBe('usd');
    expect(steamWalletCurrency(steam('Пополнение Steam в тенге', 'steam-tenge'))).toBe('kzt');
  });

  it('reads short names as whole words only', () => {
    expect(steamWalletCurrency(steam('Пополнение Steam (Россия)', 'steam-transcisco'))).toBe('rub');
    expect(steamWalletCurrency(steam('Консоли Steam Deck', 'steam-deck'))).toBe('rub');
  });

  it('belongs to Steam top-ups only', () => {
    expect(topUpWallet(steam('Пополнение Steam (Казахстан)'))).toBe('kzt');
    expect(topUpWallet({ productType: 'mobile_top_up', title: 'Алмазы (Казахстан)', slug: 'almazy' })).toBeNull();
    expect(priceUnitText({ productType: 'game_dlc_key', title: 'Hades II', slug: 'hades-ii-key' })).toBeNull();
    expect(plain(priceUnitText(steam('Пополнение Steam (Россия)')))).toBe('за 1 ₽');
    expect(priceUnitText(steam('Пополнение Steam (СНГ)'))).toBe('за $1');
  });
});

describe('the amount of a Steam top-up', () => {
  it('is 100–15 000 ₽, 500–100 000 ₸ or $2–200, said in the wallet currency', () => {
    expect(STEAM_TOP_UP_BOUNDS).toEqual({
      rub: { min: 100, max: 15_000 },
      kzt: { min: 500, max: 100_000 },
      usd: { min: 2, max: 200 },
    });
    expect(plain(STEAM_TOP_UP_MESSAGES.range('rub'))).toBe('Сумма пополнения — от 100 ₽ до 15 000 ₽');
    expect(plain(STEAM_TOP_UP_MESSAGES.range('kzt'))).toBe('Сумма пополнения — от 500 ₸ до 100 000 ₸');
    expect(plain(STEAM_TOP_UP_MESSAGES.range('usd'))).toBe('Сумма пополнения — от $2 до $200');
  });

  it('is refused outside the bounds and when not a whole number, never clamped', () => {
    expect(steamTopUpAmountIssue(100, 'rub')).toBeNull();
    expect(steamTopUpAmountIssue(15_000, 'rub')).toBeNull();
    expect(plain(steamTopUpAmountIssue(99, 'rub'))).toBe('Сумма пополнения — от 100 ₽ до 15 000 ₽');
    expect(plain(steamTopUpAmountIssue(20_000, 'rub'))).toBe('Сумма пополнения — от 100 ₽ до 15 000 ₽');
    expect(steamTopUpAmountIssue(1, 'usd')).not.toBeNull();
    expect(steamTopUpAmountIssue(100_000, 'kzt')).toBeNull();
    expect(steamTopUpAmountIssue(null, 'rub')).toBe('Укажите сумму пополнения');
    expect(steamTopUpAmountIssue(10.5, 'rub')).toBe('Укажите сумму пополнения');
  });

  it('may be capped lower by the seller, but never under the wallet minimum', () => {
    expect(steamTopUpBounds('rub')).toEqual({ min: 100, max: 15_000 });
    expect(steamTopUpBounds('rub', 5_000)).toEqual({ min: 100, max: 5_000 });
    expect(steamTopUpBounds('rub', 10)).toEqual({ min: 100, max: 100 });
    expect(steamTopUpBounds('rub', 50_000)).toEqual({ min: 100, max: 15_000 });
    expect(plain(steamTopUpAmountIssue(6_000, 'rub', steamTopUpBounds('rub', 5_000)))).toBe(
      'Сумма пополнения — от 100 ₽ до 5 000 ₽',
    );
  });
});

describe('stock that can fill an order', () => {
  it('is unlimited, one piece of a good, or a top-up wallet’s smallest payment', () => {
    const key = { productType: 'game_dlc_key' as const, title: 'Elden Ring', slug: 'elden-ring' };
    expect(stockSells(key, null)).toBe(true);
    expect(stockSells(key, 1)).toBe(true);
    expect(stockSells(key, 0)).toBe(false);
    expect(stockSells(steam('Пополнение Steam (Казахстан)'), 7)).toBe(false);
    expect(stockSells(steam('Пополнение Steam (Казахстан)'), 500)).toBe(true);
    expect(stockSells(steam('Пополнение Steam (Россия)'), 99)).toBe(false);
    expect(stockSells(steam('Пополнение Steam (СНГ)'), 2)).toBe(true);
    expect(stockSells(steam('Пополнение Steam (СНГ)'), null)).toBe(true);
  });

  it('is set by a seller as nothing or at least one smallest payment, told in the wallet currency', () => {
    expect(plain(topUpStockIssue('kzt', 7))).toBe('0 или от 500 ₸: меньше Steam не зачисляет');
    expect(topUpStockIssue('kzt', 0)).toBeNull();
    expect(topUpStockIssue('kzt', 500)).toBeNull();
    expect(plain(topUpStockIssue('rub', 99))).toBe('0 или от 100 ₽: меньше Steam не зачисляет');
    expect(topUpStockIssue(null, 7)).toBeNull();
  });
});

describe('what a Steam top-up costs', () => {
  it('credits the amount, charges the price per unit times it, and the fee is the difference', () => {
    expect(steamTopUpSummary(1_000, 'rub', { amount: 102, currency: 'rub' })).toEqual({
      credited: { amount: 100_000, currency: 'rub' },
      total: { amount: 102_000, currency: 'rub' },
      fee: { amount: 2_000, currency: 'rub' },
    });
    expect(steamTopUpSummary(333, 'rub', { amount: 107, currency: 'rub' }).fee).toEqual({
      amount: 2_331,
      currency: 'rub',
    });
  });

  it('tells no fee for a wallet in another currency, having no exchange rate', () => {
    expect(steamTopUpSummary(5_000, 'kzt', { amount: 17, currency: 'rub' })).toEqual({
      credited: { amount: 500_000, currency: 'kzt' },
      total: { amount: 85_000, currency: 'rub' },
      fee: null,
    });
  });

  it('stays in whole minor units that add up for every amount and price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 15_000 }), fc.integer({ min: 1, max: 100_000 }), (amount, price) => {
        const { credited, total, fee } = steamTopUpSummary(amount, 'rub', { amount: price, currency: 'rub' });
        expect(Number.isSafeInteger(total.amount) && Number.isSafeInteger(fee!.amount)).toBe(true);
        expect(credited.amount + fee!.amount).toBe(total.amount);
        expect(total.amount).toBe(price * amount);
      }),
    );
  });

  it('reads as a rate on cards and as the amount credited on orders', () => {
    expect(plain(formatTopUpRate({ amount: 102, currency: 'rub' }, 'rub'))).toBe('1,02 ₽ за 1 ₽');
    expect(plain(formatTopUpRate({ amount: 8_640, currency: 'rub' }, 'usd'))).toBe('86,40 ₽ за $1');
    expect(plain(formatTopUpRate({ amount: 17, currency: 'rub' }, 'kzt'))).toBe('0,17 ₽ за 1 ₸');
    expect(plain(topUpOrderText(steam('Пополнение Steam (Россия)'), 1_000))).toBe('Пополнение Steam на 1 000 ₽');
    expect(plain(topUpOrderText(steam('Пополнение Steam (СНГ)', 'steam-popolnenie-sng'), 20))).toBe(
      'Пополнение Steam на $20',
    );
    expect(topUpOrderText({ productType: 'game_dlc_key', title: 'Hades II', slug: 'hades-ii-key' }, 2)).toBeNull();
    expect(plain(orderSizeText(steam('Пополнение Steam (Казахстан)'), 5_000))).toBe('на 5 000 ₸');
    expect(orderSizeText({ productType: 'game_dlc_key', title: 'Hades II', slug: 'hades-ii-key' }, 3)).toBe('× 3');
  });
});
