import { describe, it, expect } from 'vitest';
import type { z } from 'zod';
import {
  accountEmailSchema,
  buyerInputSchema,
  otpSchema,
  steamLoginSchema,
  steamProfileLinkSchema,
} from './buyer-inputs';

function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('steamProfileLinkSchema', () => {
  it.each([
    'https://steamcommunity.com/profiles/76561198000000000',
    'https://steamcommunity.com/profiles/76561198000000000/',
    'https://steamcommunity.com/id/gaben',
    ' https://steamcommunity.com/id/my_name-1/ ',
  ])('accepts %j', (link) => {
    expect(messagesOf(steamProfileLinkSchema, link)).toEqual([]);
  });

  it.each([
    'https://steamcommunity.com/profiles/7656119800000000',
    'https://steamcommunity.com/profiles/765611980000000000',
    'http://steamcommunity.com/id/gaben',
    'https://steamcommunity.com.evil.ru/id/gaben',
    'https://steamcommunity.com/id/',
    'https://store.steampowered.com/app/570',
    'steamcommunity.com/id/gaben',
  ])('rejects %j with "Неверная ссылка"', (link) => {
    expect(messagesOf(steamProfileLinkSchema, link)).toEqual(['Неверная ссылка']);
  });
});

describe('steamLoginSchema', () => {
  it('accepts latin letters, digits, dots and underscores', () => {
    expect(steamLoginSchema.parse('a.b_c1')).toBe('a.b_c1');
  });

  it.each(['ник', 'a-b', 'a b', 'name@'])('rejects %j', (login) => {
    expect(messagesOf(steamLoginSchema, login)).toEqual([
      'Логин Steam должен состоять из латинских букв, цифр, точек или подчеркиваний.',
    ]);
  });

  it('asks for a value when empty', () => {
    expect(messagesOf(steamLoginSchema, '')).toEqual(['Это поле обязательно']);
  });
});

describe('accountEmailSchema', () => {
  it('accepts a valid address, trimmed', () => {
    expect(accountEmailSchema.parse(' player@mail.ru ')).toBe('player@mail.ru');
  });

  it.each(['player', 'player@', 'player@mail', '@mail.ru', 'pla yer@mail.ru'])('rejects %j', (email) => {
    expect(messagesOf(accountEmailSchema, email)).toEqual(['Неверная почта']);
  });
});

describe('otpSchema', () => {
  it('accepts exactly six digits', () => {
    expect(otpSchema.parse('123456')).toBe('123456');
  });

  it.each(['12345', '1234567', '12345a', '12 345'])('rejects %j', (otp) => {
    expect(messagesOf(otpSchema, otp)).toEqual(['Некорректный OTP-код']);
  });
});

describe('buyerInputSchema', () => {
  it('applies the rule of a ruled kind', () => {
    expect(messagesOf(buyerInputSchema('account'), 'nope')).toEqual(['Неверная почта']);
    expect(messagesOf(buyerInputSchema('steam_account'), 'nope')).toEqual(['Неверная ссылка']);
  });

  it('only requires a value for other kinds', () => {
    expect(buyerInputSchema('nickname').parse(' Игрок ')).toBe('Игрок');
    expect(messagesOf(buyerInputSchema('zone_id'), '  ')).toEqual(['Это поле обязательно']);
  });
});
