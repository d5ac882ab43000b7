import {
  DONATION_PAGE_ABOUT_TOO_LONG_MESSAGE,
  DONATION_PAGE_ACCENT_MESSAGE,
  DONATION_PAGE_BACKGROUND_MESSAGE,
  DONATION_PAGE_CONTROL_CHARS_MESSAGE,
  DONATION_PAGE_HEADLINE_TOO_LONG_MESSAGE,
} from '@lootmarket/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { createTestApp, type TestApp } from '../../test-app';
import { signIn } from '../auth/auth.test-support';
import { PRIVATE, PUBLIC } from '../orders/orders.test-support';
import { DEMO_STREAMERS } from '../../demo/demo-users';
import { DEMO_DONATION_SETUPS } from '../../demo/demo-donations';

const STREAMER = DEMO_STREAMERS[1]!;
const URL = `${PRIVATE}/donations/cabinet/page-design`;
const DESIGN = {
  accent: 'cyan',
  background: 'grid',
  headline: 'Спасибо, что смотрите стрим!',
  about: 'Играю в шутеры по вечерам.\nДонаты идут на новый микрофон.',
};

describe(`donate page design on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let streamerAuth: Record<string, string>;
  let donorAuth: Record<string, string>;
  const clock = Date.parse('2026-11-24T01:00:00Z');

  beforeAll(async () => {
    t = await createTestApp({}, { now: () => clock });
    await t.demo.streamers();
    streamerAuth = { authorization: `Bearer ${(await signIn(t, STREAMER.email)).body.access_token}` };
    donorAuth = { authorization: `Bearer ${(await signIn(t, 'design-donor@mail.ru')).body.access_token}` };
  });
  afterAll(() => t.close());

  const put = (payload: Record<string, unknown>, headers = streamerAuth) =>
    t.app.inject({ method: 'PUT', url: URL, headers, payload });
  const publicPage = async () =>
    (await t.app.inject(`${PUBLIC}/donations/streamer-by-slug-donation?slug=${STREAMER.slug}`)).json();

  it('gives a streamer who never saved a design the default one', async () => {
    const page = (await t.app.inject({ url: `${PRIVATE}/donations/cabinet/page`, headers: streamerAuth })).json();
    expect(page.design).toEqual({ accent: 'violet', background: 'glow', headline: '', about: '', updatedAt: null });
    expect((await publicPage()).design).toEqual(page.design);
  });

  it('refuses a colour off the palette, an unknown background, long texts and control characters, changing nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...DESIGN, accent: '#ff0000' }, '/accent', DONATION_PAGE_ACCENT_MESSAGE],
      [{ ...DESIGN, background: 'video' }, '/background', DONATION_PAGE_BACKGROUND_MESSAGE],
      [{ ...DESIGN, headline: 'я'.repeat(121) }, '/headline', DONATION_PAGE_HEADLINE_TOO_LONG_MESSAGE],
      [{ ...DESIGN, about: 'я'.repeat(301) }, '/about', DONATION_PAGE_ABOUT_TOO_LONG_MESSAGE],
      [{ ...DESIGN, headline: 'Привет\nмир' }, '/headline', DONATION_PAGE_CONTROL_CHARS_MESSAGE],
      [{ ...DESIGN, about: 'звонок\u0007' }, '/about', DONATION_PAGE_CONTROL_CHARS_MESSAGE],
    ];
    for (const [payload, path, message] of cases) {
      const response = await put(payload);
      expect(response.statusCode, path).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: { issues: [{ path, message }] } });
    }
    expect((await publicPage()).design.updatedAt).toBeNull();
  });

  it('is for streamers only', async () => {
    expect((await put(DESIGN, donorAuth)).statusCode).toBe(403);
    expect((await put(DESIGN, {})).statusCode).toBe(401);
    expect((await publicPage()).design.accent).toBe('violet');
  });

  it('saves the design with trimmed texts and shows it on the public donate page as plain text', async () => {
    const headline = '  <b>Спасибо</b> за поддержку!  ';
    const saved = await put({ ...DESIGN, headline, about: `${'а'.repeat(300)}\r\n` });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      accent: 'cyan',
      background: 'grid',
      headline: headline.trim(),
      about: 'а'.repeat(300),
      updatedAt: new Date(clock).toISOString(),
    });
    expect((await publicPage()).design).toEqual(saved.json());

    const again = await put(DESIGN);
    expect(again.json()).toMatchObject(DESIGN);
    const page = (await t.app.inject({ url: `${PRIVATE}/donations/cabinet/page`, headers: streamerAuth })).json();
    expect(page.design).toMatchObject(DESIGN);
    expect((await publicPage()).design).toMatchObject(DESIGN);
  });

  it('keeps each streamer’s design apart', async () => {
    const other = DEMO_STREAMERS[0]!;
    const page = (await t.app.inject(`${PUBLIC}/donations/streamer-by-slug-donation?slug=${other.slug}`)).json();
    expect(page.design).toMatchObject({ accent: 'violet', headline: '' });
  });

  it('gives the demo streamers designs of their own once, keeping one a streamer saved', async () => {
    await t.demo.donations();
    const designOf = async (slug: string) =>
      (await t.app.inject(`${PUBLIC}/donations/streamer-by-slug-donation?slug=${slug}`)).json().design;
    for (const setup of DEMO_DONATION_SETUPS.filter((demo) => demo.slug !== STREAMER.slug)) {
      expect(await designOf(setup.slug), setup.slug).toEqual({
        ...setup.design,
        updatedAt: new Date(clock).toISOString(),
      });
    }
    expect(await designOf(STREAMER.slug)).toMatchObject(DESIGN);
    await put(
      { ...DESIGN, headline: 'Своё' },
      { authorization: `Bearer ${(await signIn(t, DEMO_STREAMERS[0]!.email)).body.access_token}` },
    );
    await t.demo.donations();
    expect(await designOf(DEMO_STREAMERS[0]!.slug)).toMatchObject({ ...DESIGN, headline: 'Своё' });
  });
});
