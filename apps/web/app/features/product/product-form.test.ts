import {
  INVALID_LINK_MESSAGE,
  INVALID_MAIL_MESSAGE,
  INVALID_OTP_MESSAGE,
  REQUIRED_MESSAGE,
  STEAM_LOGIN_MESSAGE,
  type ProductPageOffer,
} from '@lootmarket/domain';
import { describe, expect, it } from 'vitest';
import {
  buildCheckoutDraft,
  initialFormValues,
  initialTopUpAmount,
  lineTotal,
  productFormSchema,
  quantityBounds,
  quantityMessages,
  topUpBounds,
  topUpMessages,
} from './product-form';

const offer = (stock: number | null, amount = 15_000): ProductPageOffer => ({
  id: '0190a3b4-0000-4000-8000-000000000001',
  price: { amount, currency: 'rub' },
  stock,
  inStock: stock === null || stock > 0,
  deliveryMinutes: 5,
  seller: {
    id: '1',
    name: 'GameVault',
    avatar: null,
    avatarLetters: 'GA',
    avatarColor: '#000',
    tier: 'gold',
    verified: true,
    trust: { completedDeals: 1, refundShareBp: 0, medianDeliveryMinutes: 3 },
    rating: { average: 4.8, count: 12 },
  },
});

function messages(result: ReturnType<ReturnType<typeof productFormSchema>['safeParse']>): Record<string, string> {
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('product buy form', () => {
  it('offers the signed-in buyer’s account e-mail for the goods and leaves the other inputs empty', () => {
    const bounds = { min: 1, max: 10 };
    expect(initialFormValues(['email', 'nickname'], bounds, 'ivan@mail.ru')).toEqual({
      quantity: 1,
      inputs: { email: 'ivan@mail.ru', nickname: '' },
    });
    expect(initialFormValues(['email'], bounds, null).inputs).toEqual({ email: '' });
    expect(initialFormValues(['account'], bounds, 'ivan@mail.ru').inputs).toEqual({ account: '' });
  });

  it('checks every input with the spec’s messages', () => {
    const schema = productFormSchema(['steam_login', 'steam_account', 'email', 'otp', 'nickname'], { min: 1, max: 10 });
    const bad = schema.safeParse({
      quantity: 1,
      inputs: { steam_login: 'иван', steam_account: 'https://example.com', email: 'nope', otp: '12a', nickname: '  ' },
    });
    expect(messages(bad)).toEqual({
      'inputs.steam_login': STEAM_LOGIN_MESSAGE,
      'inputs.steam_account': INVALID_LINK_MESSAGE,
      'inputs.email': INVALID_MAIL_MESSAGE,
      'inputs.otp': INVALID_OTP_MESSAGE,
      'inputs.nickname': REQUIRED_MESSAGE,
    });
    const good = schema.safeParse({
      quantity: 2,
      inputs: {
        steam_login: 'ivan_petrov.1',
        steam_account: 'https://steamcommunity.com/id/ivan',
        email: 'ivan@example.ru',
        otp: '123456',
        nickname: ' Dragon ',
      },
    });
    expect(good.success).toBe(true);
    expect(good.data?.inputs.nickname).toBe('Dragon');
  });

  it('accepts only listed choices for select inputs', () => {
    const schema = productFormSchema(['server'], { min: 1, max: 1 });
    expect(messages(schema.safeParse({ quantity: 1, inputs: { server: '' } }))).toEqual({
      'inputs.server': REQUIRED_MESSAGE,
    });
    expect(schema.safeParse({ quantity: 1, inputs: { server: 'europe' } }).success).toBe(true);
  });

  it('bounds the quantity by stock, a per-order cap, and one lot for exchange rates', () => {
    expect(quantityBounds('game-dlc-key', offer(3))).toEqual({ min: 1, max: 3 });
    expect(quantityBounds('mobile-top-up', offer(null))).toEqual({ min: 1, max: 100 });
    expect(quantityBounds('exchange-rate', offer(null))).toEqual({ min: 100, max: 100_000 });
    const schema = productFormSchema([], { min: 1, max: 3 });
    expect(messages(schema.safeParse({ quantity: 4, inputs: {} }))).toEqual({ quantity: quantityMessages.max(3) });
    expect(messages(schema.safeParse({ quantity: 0, inputs: {} }))).toEqual({ quantity: quantityMessages.min(1) });
    expect(messages(schema.safeParse({ quantity: null, inputs: {} }))).toEqual({ quantity: quantityMessages.required });
  });

  it('takes a Steam top-up as the amount credited, within the wallet limits and a counted stock', () => {
    const plain = (text: string | undefined) => text?.replace(/\u00A0/g, ' ');
    expect(topUpBounds('rub', offer(null, 102))).toEqual({ min: 100, max: 15_000 });
    expect(topUpBounds('kzt', undefined)).toEqual({ min: 500, max: 100_000 });
    expect(topUpBounds('rub', offer(3_000, 102))).toEqual({ min: 100, max: 3_000 });
    expect(initialTopUpAmount('rub', { min: 100, max: 15_000 })).toBe(1_000);
    expect(initialTopUpAmount('rub', { min: 100, max: 500 })).toBe(500);
    expect(initialTopUpAmount('usd', { min: 2, max: 200 })).toBe(10);

    const bounds = topUpBounds('rub', offer(null, 102));
    const schema = productFormSchema([], bounds, topUpMessages('rub', bounds));
    const range = 'Сумма пополнения — от 100 ₽ до 15 000 ₽';
    expect(plain(messages(schema.safeParse({ quantity: 20_000, inputs: {} })).quantity)).toBe(range);
    expect(plain(messages(schema.safeParse({ quantity: 99, inputs: {} })).quantity)).toBe(range);
    expect(messages(schema.safeParse({ quantity: null, inputs: {} })).quantity).toBe('Укажите сумму пополнения');
    expect(schema.safeParse({ quantity: 1_000, inputs: {} }).success).toBe(true);
    // 1 000 ₽ credited at 1,02 ₽ per rouble: 1 020 ₽ to pay.
    expect(lineTotal('mobile-top-up', offer(null, 102), 1_000)).toBe(102_000);
  });

  it('totals a line, per lot of 100 for exchange rates', () => {
    expect(lineTotal('mobile-top-up', offer(null, 15_000), 3)).toBe(45_000);
    expect(lineTotal('exchange-rate', offer(null, 17_000), 250)).toBe(42_500);
    expect(lineTotal('exchange-rate', offer(null, 333), 101)).toBe(337);
    expect(lineTotal('game-dlc-key', offer(5), null)).toBe(0);
  });

  it('builds the checkout draft with exactly the product’s inputs', () => {
    const draft = buildCheckoutDraft(['id', 'zone_id'], offer(null).id, {
      quantity: 2,
      inputs: { id: '123', zone_id: '2041' },
    });
    expect(draft).toEqual({ offerId: offer(null).id, quantity: 2, inputs: { id: '123', zone_id: '2041' } });
    expect(() => buildCheckoutDraft(['id'], 'not-an-id', { quantity: 1, inputs: { id: '1' } })).toThrow();
  });
});
