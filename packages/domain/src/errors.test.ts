import { describe, it, expect } from 'vitest';
import { ERROR_CODES, errorBodySchema } from './errors';

describe('error shape', () => {
  it('parses the one error body', () => {
    expect(errorBodySchema.parse({ code: 'NOT_FOUND', message: 'Не найдено' })).toEqual({
      code: 'NOT_FOUND',
      message: 'Не найдено',
    });
    expect(errorBodySchema.safeParse({ message: 'нет кода' }).success).toBe(false);
  });

  it('keeps the catalogue messages and statuses', () => {
    expect(ERROR_CODES.UNAUTHORIZED).toEqual({ status: 401, message: 'Требуется вход' });
    expect(ERROR_CODES.FORBIDDEN.message).toBe('Недостаточно прав');
    expect(ERROR_CODES.CONFLICT.message).toBe('Конфликт состояния');
    expect(ERROR_CODES.INTERNAL.message).toBe('Произошла ошибка');
  });
});
