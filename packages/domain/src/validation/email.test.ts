import { describe, it, expect } from 'vitest';
import { guestEmailFormSchema, guestEmailSchema, loginEmailError, loginEmailSchema } from './email';

function messagesOf(value: unknown, schema = guestEmailSchema): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('guestEmailSchema', () => {
  it('trims and lowercases', () => {
    expect(guestEmailSchema.parse(' Foo@Mail.RU ')).toBe('foo@mail.ru');
    expect(guestEmailFormSchema.parse({ email: 'A@B.CO' })).toEqual({ email: 'a@b.co' });
  });

  it('asks for an e-mail when empty or missing', () => {
    expect(messagesOf('')).toEqual(['Введите email']);
    expect(messagesOf('   ')).toEqual(['Введите email']);
    expect(messagesOf(undefined)).toEqual(['Введите email']);
  });

  it('rejects a malformed address', () => {
    expect(messagesOf('foo@')).toEqual(['Некорректный email']);
    expect(messagesOf('foo.mail.ru')).toEqual(['Некорректный email']);
  });
});

describe('loginEmailSchema', () => {
  it('accepts a standard address and lowercases it', () => {
    expect(loginEmailSchema.parse('User.Name+tag@Example.com')).toBe('user.name+tag@example.com');
  });

  it('rejects anything else with "Некорректный email"', () => {
    expect(messagesOf('user@localhost', loginEmailSchema)).toEqual(['Некорректный email']);
    expect(messagesOf('', loginEmailSchema)).toEqual(['Некорректный email']);
  });
});

describe('loginEmailError', () => {
  it('stays quiet until touched and non-empty', () => {
    expect(loginEmailError('bad', false)).toBeNull();
    expect(loginEmailError('  ', true)).toBeNull();
    expect(loginEmailError('bad', true)).toBe('Некорректный email');
    expect(loginEmailError('ok@mail.ru', true)).toBeNull();
  });
});
