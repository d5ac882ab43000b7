import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { createTestApp, type TestApp } from '../../test-app';

describe(`validation answers on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('explains each refused field in Russian beside its machine code', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/gw/public/v1/order',
      payload: { offerId: 'x', quantity: 0, inputs: {}, email: 'a@b.ru' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Проверьте введённые данные',
      details: {
        issues: [
          { path: '/offerId', code: 'invalid_format', message: 'Некорректный идентификатор' },
          { path: '/quantity', code: 'too_small', message: 'Должно быть не меньше 1' },
        ],
      },
    });
  });

  it('answers a missing query parameter in Russian too', async () => {
    const response = await t.app.inject('/api/gw/public/v1/listing');
    expect(response.json().details.issues).toEqual([
      { path: '/slug', code: 'invalid_type', message: 'Обязательное поле' },
    ]);
  });
});
