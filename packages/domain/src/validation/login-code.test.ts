import { describe, it, expect } from 'vitest';
import { emailCodeLoginSchema, isLoginCodeComplete, loginCodeSchema } from './login-code';
import { WRONG_CODE_MESSAGE } from './messages';

describe('loginCodeSchema', () => {
  it('accepts six one-digit cells or a six-digit string', () => {
    expect(loginCodeSchema.parse(['1', '2', '3', '4', '5', '6'])).toBe('123456');
    expect(loginCodeSchema.parse('654321')).toBe('654321');
  });

  it.each([
    [['1', '2', '3', '4', '5']],
    [['1', '2', '3', '4', '5', '']],
    [['12', '3', '4', '5', '6']],
    [['1', '2', '3', '4', '5', 'a']],
    ['12345'],
    ['1234567'],
    ['12345a'],
    [123456],
  ])('rejects %j with "Неверный код"', (code) => {
    const result = loginCodeSchema.safeParse(code);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Неверный код');
  });

  it('exports the server failure message', () => {
    expect(WRONG_CODE_MESSAGE).toBe('Неверный код');
  });
});

describe('code cells', () => {
  it('are complete only when all six hold a digit', () => {
    expect(isLoginCodeComplete(['1', '2', '3', '4', '5', '6'])).toBe(true);
    expect(isLoginCodeComplete(['1', '2', '3', '4', '5', ''])).toBe(false);
  });
});

describe('emailCodeLoginSchema', () => {
  it('lowercases the e-mail', () => {
    expect(emailCodeLoginSchema.parse({ code: '123456', email: 'Foo@Mail.RU' })).toEqual({
      code: '123456',
      email: 'foo@mail.ru',
    });
  });
});
