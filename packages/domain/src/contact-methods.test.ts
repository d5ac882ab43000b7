import { describe, expect, it } from 'vitest';
import { CONTACT_METHODS, CONTACT_METHOD_TEXT, DEFAULT_CONTACT_METHOD, formatContact } from './contact-methods';
import { contactSchema } from './validation/contact';

describe('contact methods', () => {
  it('are the spec’s three, Telegram first', () => {
    expect(CONTACT_METHODS).toEqual(['TELEGRAM', 'EMAIL', 'VK']);
    expect(DEFAULT_CONTACT_METHOD).toBe('TELEGRAM');
    expect(CONTACT_METHOD_TEXT.TELEGRAM.field).toBe('Telegram ID');
  });

  it('validate a contact by its method and show it as a person reads it', () => {
    expect(contactSchema.parse({ method: 'EMAIL', value: ' A@Mail.ru ' })).toEqual({
      method: 'EMAIL',
      value: 'a@mail.ru',
    });
    expect(contactSchema.safeParse({ method: 'TELEGRAM', value: '@who' }).success).toBe(false);
    expect(contactSchema.safeParse({ method: 'VK', value: 'id77' }).success).toBe(true);
    expect(contactSchema.safeParse({ method: 'ICQ', value: '1' }).success).toBe(false);
    expect(formatContact('TELEGRAM', 'who')).toBe('@who');
    expect(formatContact('VK', 'id77')).toBe('vk.com/id77');
    expect(formatContact('EMAIL', 'a@mail.ru')).toBe('a@mail.ru');
  });
});
