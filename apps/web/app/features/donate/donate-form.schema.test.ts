import { describe, expect, it } from 'vitest';
import { amountHint, defaultAmount, donateFormSchema, quickAmounts } from './donate-form.schema';

describe('donate form rules', () => {
  const values = { donorName: 'Гость', amount: '150', currency: 'rub' as const, message: '' };

  it('turns a typed amount into minor units within the limits', () => {
    expect(donateFormSchema({}).parse(values)).toEqual({
      donorName: 'Гость',
      amount: { amount: 15_000, currency: 'rub' },
      message: '',
    });
    expect(donateFormSchema({}).parse({ ...values, amount: '99,76', currency: 'usd' }).amount).toEqual({
      amount: 9_976,
      currency: 'usd',
    });
  });

  it("refuses amounts outside the limits and under the streamer's minimum, with the range in the message", () => {
    const low = donateFormSchema({}).safeParse({ ...values, amount: '99' });
    expect(low.error?.issues[0]).toMatchObject({
      path: ['amount'],
      message: 'Сумма доната — от 100 до 10\u00A0000\u00A0₽',
    });
    expect(donateFormSchema({ rub: 30_000 }).safeParse(values).success).toBe(false);
    expect(donateFormSchema({}).safeParse({ ...values, amount: '' }).error?.issues[0]?.message).toBe(
      'Это поле обязательно',
    );
  });

  it('needs a name and keeps the message within its length', () => {
    expect(donateFormSchema({}).safeParse({ ...values, donorName: '  ' }).success).toBe(false);
    expect(donateFormSchema({}).safeParse({ ...values, message: 'x'.repeat(301) }).error?.issues[0]?.message).toBe(
      'Сообщение — не длиннее 300 символов',
    );
  });

  it('offers quick amounts, a hint and a starting value that respect the minimum', () => {
    expect(quickAmounts('rub', {})).toEqual([100, 300, 500, 1000, 2000]);
    expect(quickAmounts('rub', { rub: 30_000 })).toEqual([300, 500, 1000, 2000]);
    expect(amountHint('rub', {})).toBe('от 100 до 10\u00A0000\u00A0₽');
    expect(amountHint('usd', {})).toBe('от $1 до $99.76');
    expect(defaultAmount('kzt', {})).toBe('500');
    expect(defaultAmount('rub', { rub: 30_000 })).toBe('300');
  });
});
