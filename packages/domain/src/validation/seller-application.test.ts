import { describe, it, expect } from 'vitest';
import type { z } from 'zod';
import { policyConsentSchema, sellerApplicationSchema, sellerLeadSchema, telegramIdSchema } from './seller-application';

function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('telegramIdSchema', () => {
  it('accepts word characters and hyphens', () => {
    expect(telegramIdSchema.parse('user-name_1')).toBe('user-name_1');
  });

  it('requires a value', () => {
    expect(messagesOf(telegramIdSchema, '')).toEqual(['Это поле обязательно']);
    expect(messagesOf(telegramIdSchema, undefined)).toEqual(['Это поле обязательно']);
  });

  it.each(['user name', '@user', 'юзер', 'user.name'])('rejects %j', (id) => {
    expect(messagesOf(telegramIdSchema, id)).toEqual(['Неверный формат ID']);
  });
});

describe('policyConsentSchema', () => {
  it('requires the box to be ticked', () => {
    expect(policyConsentSchema.parse(true)).toBe(true);
    expect(messagesOf(policyConsentSchema, false)).toEqual(['Это поле обязательно']);
    expect(messagesOf(policyConsentSchema, undefined)).toEqual(['Это поле обязательно']);
  });
});

describe('sellerApplicationSchema', () => {
  it('accepts a complete application', () => {
    expect(sellerApplicationSchema.parse({ telegram_login: ' seller_1 ', policy_accepted: true })).toEqual({
      contact_method: 'TELEGRAM',
      telegram_login: 'seller_1',
      policy_accepted: true,
    });
  });

  it('reports both fields', () => {
    const result = sellerApplicationSchema.safeParse({ telegram_login: '', policy_accepted: false });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['telegram_login', 'Это поле обязательно'],
      ['policy_accepted', 'Это поле обязательно'],
    ]);
  });

  it('has a lead body with the login only', () => {
    expect(sellerLeadSchema.parse({ telegram_login: 'seller_1' })).toEqual({
      contact_method: 'TELEGRAM',
      telegram_login: 'seller_1',
    });
  });

  it('takes the contact in the method chosen: an e-mail or a VK page', () => {
    const apply = (contact_method: string, telegram_login: string) =>
      sellerApplicationSchema.safeParse({ contact_method, telegram_login, policy_accepted: true });
    expect(apply('EMAIL', ' Seller@Mail.RU ').data).toMatchObject({
      contact_method: 'EMAIL',
      telegram_login: 'seller@mail.ru',
    });
    expect(apply('VK', 'id12345').data).toMatchObject({ contact_method: 'VK', telegram_login: 'id12345' });
    expect(apply('VK', 'durov').data).toMatchObject({ contact_method: 'VK', telegram_login: 'durov' });
    expect(
      messagesOf(sellerApplicationSchema, {
        contact_method: 'EMAIL',
        telegram_login: 'seller_1',
        policy_accepted: true,
      }),
    ).toEqual(['Неверная почта']);
    expect(
      messagesOf(sellerApplicationSchema, { contact_method: 'VK', telegram_login: 'a b', policy_accepted: true }),
    ).toEqual(['Неверный формат ID']);
    expect(apply('WHATSAPP', 'seller_1').success).toBe(false);
  });
});
