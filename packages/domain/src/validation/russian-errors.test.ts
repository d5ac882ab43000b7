import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkoutDraftSchema } from '../contracts/checkout-draft';
import { pluralRu, russianIssueMessage } from './russian-errors';

const issuesOf = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error!.issues.map(({ code, message }) => ({ code, message }));
/** Latin words (type names, English phrases) would mean a message people cannot read; «email» is the spec's own word. */
const LATIN_WORD = /\b(?!email\b)[a-z]{3,}\b/i;

describe('Russian validation messages', () => {
  it('explains the usual mistakes in Russian and keeps the machine code', () => {
    expect(issuesOf(checkoutDraftSchema, { offerId: 'x', quantity: 0, inputs: {} })).toEqual([
      { code: 'invalid_format', message: 'Некорректный идентификатор' },
      { code: 'too_small', message: 'Должно быть не меньше 1' },
    ]);
    expect(issuesOf(checkoutDraftSchema, { offerId: '8f1e5b8e-8f6a-4c57-9a3e-0d7a2f0b9c11', quantity: '1' })).toEqual([
      { code: 'invalid_type', message: 'Неверный тип: ожидается число' },
      { code: 'invalid_type', message: 'Обязательное поле' },
    ]);
    expect(issuesOf(z.string().min(1), '')).toEqual([{ code: 'too_small', message: 'Заполните поле' }]);
    expect(issuesOf(z.string().max(3), 'четыре')).toEqual([
      { code: 'too_big', message: 'Должно быть не больше 3 символов' },
    ]);
    expect(issuesOf(z.array(z.string()).min(2), ['a'])).toEqual([
      { code: 'too_small', message: 'Должно быть не меньше 2 элементов' },
    ]);
    expect(issuesOf(z.strictObject({}), { extra: 1 })).toEqual([
      { code: 'unrecognized_keys', message: 'Лишнее поле: extra' },
    ]);
    expect(issuesOf(z.enum(['rub', 'usd']), 'eur')).toEqual([
      { code: 'invalid_value', message: 'Допустимые значения: rub, usd' },
    ]);
  });

  it('has no English in any message it makes', () => {
    const schemas: [z.ZodType, unknown][] = [
      [z.email(), 'nope'],
      [z.url(), 'nope'],
      [z.iso.datetime(), 'nope'],
      [z.number().int(), 1.5],
      [z.number().multipleOf(5), 7],
      [z.boolean(), 'yes'],
      [z.object({}), 'a string'],
      [z.union([z.string(), z.number()]), true],
      [z.number().gt(0), 0],
      [z.string().regex(/^\d+$/), 'x'],
    ];
    for (const [schema, input] of schemas) {
      for (const { message } of issuesOf(schema, input)) expect(message, message).not.toMatch(LATIN_WORD);
    }
  });

  it('keeps a message the schema gives', () => {
    expect(issuesOf(z.string().min(1, 'Введите email'), '')).toEqual([{ code: 'too_small', message: 'Введите email' }]);
    expect(russianIssueMessage({ code: 'custom', input: 1 })).toBe('Неверное значение');
  });

  it('declines counts the Russian way', () => {
    expect([1, 2, 5, 11, 21, 22, 111].map((count) => pluralRu(count, 'символ', 'символа', 'символов'))).toEqual([
      'символ',
      'символа',
      'символов',
      'символов',
      'символ',
      'символа',
      'символов',
    ]);
  });
});
