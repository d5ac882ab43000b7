import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { createTestApp, type TestApp } from '../../test-app';
import { createTranslationsService } from './translations.service';

describe(`GET /api/translations on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers empty groups on an empty database', async () => {
    expect((await t.app.inject('/api/translations')).json()).toEqual({ params: {}, values: {} });
  });

  it('groups the texts stored in the database', async () => {
    await t.services.translations.seedDefaults();
    const body = (await t.app.inject('/api/translations')).json();
    expect(body.values.home.heroTitle).toBe('Игровые товары с гарантией сделки');
  });

  it('keeps an edited text when the defaults are seeded again', async () => {
    await t.database.db.execute(
      sql`update translations set value = 'Новый заголовок' where group_name = 'home' and key = 'heroTitle'`,
    );
    await t.services.translations.seedDefaults();
    const body = (await t.app.inject('/api/translations')).json();
    expect(body.values.home.heroTitle).toBe('Новый заголовок');
  });

  it('serves edits made elsewhere once the short cache expires', async () => {
    let clock = 1_000_000;
    const service = createTranslationsService({ db: t.database.db, now: () => clock });
    const before = (await service.getAll()).values.home?.heroText;
    await t.database.db.execute(
      sql`update translations set value = 'Другой текст' where group_name = 'home' and key = 'heroText'`,
    );
    expect((await service.getAll()).values.home?.heroText).toBe(before);
    clock += 30_001;
    expect((await service.getAll()).values.home?.heroText).toBe('Другой текст');
  });
});
