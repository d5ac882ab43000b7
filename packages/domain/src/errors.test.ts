import { describe, it, expect } from 'vitest';
import { ERROR_CODES, errorBody, errorBodySchema, errorCodeSchema } from './errors';

describe('error shape', () => {
  it('parses the one error body', () => {
    expect(errorBodySchema.parse({ code: 'NOT_FOUND', message: 'Не найдено' })).toEqual({
      code: 'NOT_FOUND',
      message: 'Не найдено',
    });
    expect(errorBodySchema.safeParse({ message: 'нет кода' }).success).toBe(false);
  });

  it('builds bodies with default Russian messages', () => {
    expect(errorBody('RATE_LIMITED')).toEqual({ code: 'RATE_LIMITED', message: 'Слишком много запросов. Попробуйте позже' });
    expect(errorBody('VALIDATION_FAILED', undefined, { field: 'email' })).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Проверьте введённые данные',
      details: { field: 'email' },
    });
  });

  it('keeps the catalogue messages and statuses', () => {
    expect(ERROR_CODES.UNAUTHORIZED).toEqual({ status: 401, message: 'Требуется вход' });
    expect(ERROR_CODES.FORBIDDEN.message).toBe('Недостаточно прав');
    expect(ERROR_CODES.CONFLICT.message).toBe('Конфликт состояния');
    expect(ERROR_CODES.INTERNAL.message).toBe('Произошла ошибка');
    expect(errorCodeSchema.safeParse('CONFLICT').success).toBe(true);
    expect(errorCodeSchema.safeParse('TEAPOT').success).toBe(false);
  });
});
