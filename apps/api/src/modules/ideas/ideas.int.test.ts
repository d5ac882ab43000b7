import { IDEA_TEXT_MESSAGE } from '@lootmarket/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/rows';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { createTestApp, type TestApp } from '../../test-app';
import { nextAddress, signIn } from '../auth/auth.test-support';

const IDEA = '/api/gw/public/v1/profile/idea';
const ADMIN_IDEAS = '/api/gw/private/v1/admin/ideas';

describe(`ideas on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await t.demo.users();
  });
  afterAll(() => t.close());

  const send = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: IDEA, payload, headers, remoteAddress: nextAddress() });
  const bearer = async (email: string) => ({
    authorization: `Bearer ${(await signIn(t, email)).body.access_token as string}`,
  });

  it('stores a signed-in user’s idea with the account and its e-mail, and shows it to admins', async () => {
    const response = await send(
      { text: '  Добавьте тёмную тему для писем  ' },
      await bearer('buyer@demo.lootmarket.ru'),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ id: expect.any(Number), createdAt: expect.any(String) });

    const admin = await t.app.inject({ url: ADMIN_IDEAS, headers: await bearer('admin@demo.lootmarket.ru') });
    expect(admin.statusCode).toBe(200);
    expect(admin.json().items[0]).toEqual({
      id: response.json().id,
      text: 'Добавьте тёмную тему для писем',
      email: 'buyer@demo.lootmarket.ru',
      userId: expect.stringMatching(/^\d+$/),
      createdAt: response.json().createdAt,
    });
  });

  it('takes a visitor’s idea with the e-mail they left', async () => {
    const response = await send({ text: 'Сделайте вишлист товаров', email: ' Fan@Mail.RU ' });
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await selectRows<{ email: string; user_id: string | null }>(
      t.database.db,
      sql`select email, user_id from ideas where id = ${response.json().id}`,
    );
    expect(row).toEqual({ email: 'fan@mail.ru', user_id: null });
  });

  it('refuses a too short or too long idea with the Russian message and stores nothing', async () => {
    const [before] = await selectRows<{ n: string }>(t.database.db, sql`select count(*) as n from ideas`);
    for (const text of ['коротко', 'x'.repeat(1001)]) {
      const response = await send({ text });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: { issues: [expect.objectContaining({ message: IDEA_TEXT_MESSAGE })] },
      });
    }
    const [after] = await selectRows<{ n: string }>(t.database.db, sql`select count(*) as n from ideas`);
    expect(after!.n).toBe(before!.n);
  });

  it('keeps the list to admins', async () => {
    expect((await t.app.inject({ url: ADMIN_IDEAS })).statusCode).toBe(401);
    const buyer = await t.app.inject({ url: ADMIN_IDEAS, headers: await bearer('seller@demo.lootmarket.ru') });
    expect(buyer.statusCode).toBe(403);
  });
});
