import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/rows';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { createTestApp, type TestApp } from '../../test-app';
import { nextAddress, signIn } from '../auth/auth.test-support';

const SALE = '/api/gw/public/v1/sale';

describe(`sale entries on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await t.demo.users();
  });
  afterAll(() => t.close());

  const enter = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: SALE, payload, headers, remoteAddress: nextAddress() });
  const entries = (email: string) =>
    selectRows<{ campaign: string; user_id: string | null }>(
      t.database.db,
      sql`select campaign, user_id::text as user_id from sale_entries where email = ${email}`,
    );

  it('enters an e-mail into the spring sale draw once, however often it is sent', async () => {
    for (let i = 0; i < 2; i += 1) {
      const response = await enter({ campaign: 'springsale2025', email: ' Winner@Mail.RU ' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ campaign: 'springsale2025', email: 'winner@mail.ru' });
    }
    expect(await entries('winner@mail.ru')).toEqual([{ campaign: 'springsale2025', user_id: null }]);
  });

  it('links a signed-in entrant’s account', async () => {
    const { body } = await signIn(t, 'buyer@demo.lootmarket.ru');
    const response = await enter(
      { campaign: 'springsale2025', email: 'buyer@demo.lootmarket.ru' },
      { authorization: `Bearer ${body.access_token as string}` },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(await entries('buyer@demo.lootmarket.ru')).toEqual([
      { campaign: 'springsale2025', user_id: String(body.user.id) },
    ]);
  });

  it('refuses a bad e-mail or an unknown sale with a Russian message and stores nothing', async () => {
    const bad = await enter({ campaign: 'springsale2025', email: 'не почта' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { issues: [expect.objectContaining({ message: 'Некорректный email' })] },
    });
    const unknown = await enter({ campaign: 'blackfriday', email: 'x@mail.ru' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { issues: [expect.objectContaining({ message: 'Акция не найдена' })] },
    });
    expect(await entries('x@mail.ru')).toEqual([]);
  });
});
