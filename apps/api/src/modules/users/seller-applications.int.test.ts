import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { createTestApp, type TestApp } from '../../test-app';
import { mailbox, PROFILE_URL, signIn } from '../auth/auth.test-support';
import { SELLER_TEAM_MAILBOX } from './seller-applications.service';

const APPLY_URL = '/api/gw/private/v1/seller-application';
const ADMIN_URL = '/api/gw/private/v1/admin/seller-applications';
const MAIL_URL = '/api/mailer/send-mail';
const ORIGIN = 'http://localhost:80';

describe(`seller applications on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    await t.demo.users();
    admin = (await signIn(t, 'admin@demo.lootmarket.ru')).body.access_token;
  });
  afterAll(() => t.close());

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const apply = (token: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: APPLY_URL, headers: bearer(token), payload });
  const decide = (token: string, id: number, verb: 'approve' | 'reject') =>
    t.app.inject({ method: 'POST', url: `${ADMIN_URL}/${id}/${verb}`, headers: bearer(token) });

  it('validates the body with the domain rules', async () => {
    const { body } = await signIn(t, 'validate@mail.ru');
    expect((await apply(body.access_token, { telegram_login: '', policy_accepted: true })).json().code).toBe(
      'VALIDATION_FAILED',
    );
    expect((await apply(body.access_token, { telegram_login: 'bad login!', policy_accepted: true })).statusCode).toBe(
      400,
    );
    expect((await apply(body.access_token, { telegram_login: 'good', policy_accepted: false })).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'POST', url: APPLY_URL, payload: { telegram_login: 'x', policy_accepted: true } }))
        .statusCode,
    ).toBe(401);
  });

  it('takes the contact by the method chosen (Telegram by default), stores it and mails it to the team', async () => {
    const { body } = await signIn(t, 'contact-vk@mail.ru');
    expect(
      (await apply(body.access_token, { contact_method: 'VK', telegram_login: 'bad login!', policy_accepted: true }))
        .statusCode,
    ).toBe(400);
    expect(
      (await apply(body.access_token, { contact_method: 'FAX', telegram_login: 'id1', policy_accepted: true }))
        .statusCode,
    ).toBe(400);
    const created = await apply(body.access_token, {
      contact_method: 'VK',
      telegram_login: 'id4242',
      policy_accepted: true,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ contact_method: 'VK', telegram_login: 'id4242' });
    const listed = (await t.app.inject({ url: ADMIN_URL, headers: bearer(admin) })).json().items;
    expect(listed.find((item: { id: number }) => item.id === created.json().id)).toMatchObject({
      contact_method: 'VK',
    });

    const lead = await t.app.inject({
      method: 'POST',
      url: MAIL_URL,
      headers: bearer(body.access_token),
      payload: { contact_method: 'EMAIL', telegram_login: 'Seller@Mail.ru' },
    });
    expect(lead.statusCode).toBe(200);
    const mail = (await mailbox(t)).find(
      (one) => one.to === SELLER_TEAM_MAILBOX && one.subject.includes('seller@mail.ru'),
    );
    expect(mail?.text).toContain('E-mail: seller@mail.ru');
  });

  it('keeps one pending application per user, also under concurrency', async () => {
    const { body } = await signIn(t, 'racer@mail.ru');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => apply(body.access_token, { telegram_login: 'racer', policy_accepted: true })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json()).toEqual({
      code: 'CONFLICT',
      message: 'Заявка уже на рассмотрении',
    });
  });

  it('is approved by an admin, which grants the seller role once, idempotently', async () => {
    const { body } = await signIn(t, 'future-seller@mail.ru');
    const created = await apply(body.access_token, { telegram_login: ' future_seller ', policy_accepted: true });
    expect(created.statusCode).toBe(201);
    const application = created.json();
    expect(application).toMatchObject({ telegram_login: 'future_seller', status: 'pending', user_id: body.user.id });

    const listed = (await t.app.inject({ url: ADMIN_URL, headers: bearer(admin) })).json().items;
    expect(listed[0]).toMatchObject({ id: application.id, email: 'future-seller@mail.ru', status: 'pending' });

    const approvals = await Promise.all([
      decide(admin, application.id, 'approve'),
      decide(admin, application.id, 'approve'),
    ]);
    expect(approvals.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect((await decide(admin, application.id, 'approve')).json().status).toBe('approved');
    expect((await decide(admin, application.id, 'reject')).statusCode).toBe(409);

    const profile = (await t.app.inject({ url: PROFILE_URL, headers: bearer(body.access_token) })).json();
    expect(profile).toMatchObject({ isSeller: true, roles: [0, 2] });
    // With nothing pending any more, the user may apply again (for example after a rejection).
    expect((await apply(body.access_token, { telegram_login: 'again', policy_accepted: true })).statusCode).toBe(201);
  });

  it('rejects without granting anything', async () => {
    const { body } = await signIn(t, 'rejected@mail.ru');
    const { id } = (await apply(body.access_token, { telegram_login: 'nope', policy_accepted: true })).json();
    expect((await decide(admin, id, 'reject')).json().status).toBe('rejected');
    expect((await decide(admin, id, 'reject')).statusCode).toBe(200);
    expect((await decide(admin, id, 'approve')).statusCode).toBe(409);
    expect((await t.app.inject({ url: PROFILE_URL, headers: bearer(body.access_token) })).json().isSeller).toBe(false);
  });

  it('shows the applicant their pending application, then tells them the decision in the app and by mail', async () => {
    const mine = async (token: string) =>
      (await t.app.inject({ url: APPLY_URL, headers: bearer(token) })).json().application;
    const notices = async (token: string) =>
      (await t.app.inject({ url: '/api/gw/private/v1/notifications', headers: bearer(token) })).json().items;
    const approved = (await signIn(t, 'told-approved@mail.ru')).body;
    const rejected = (await signIn(t, 'told-rejected@mail.ru')).body;
    expect(await mine(approved.access_token)).toBeNull();
    const first = (await apply(approved.access_token, { telegram_login: 'told_a', policy_accepted: true })).json();
    const second = (await apply(rejected.access_token, { telegram_login: 'told_r', policy_accepted: true })).json();
    expect(await mine(approved.access_token)).toMatchObject({ id: first.id, status: 'pending' });

    await decide(admin, first.id, 'approve');
    await decide(admin, first.id, 'approve');
    await decide(admin, second.id, 'reject');
    expect(await mine(approved.access_token)).toMatchObject({ status: 'approved' });
    expect(await notices(approved.access_token)).toEqual([
      expect.objectContaining({
        kind: 'seller_application.decided',
        title: 'Заявка продавца одобрена',
        link: `/${approved.user.id}/my-offers`,
      }),
    ]);
    expect(await notices(rejected.access_token)).toEqual([
      expect.objectContaining({
        kind: 'seller_application.decided',
        title: 'Заявка продавца отклонена',
        link: '/sell',
      }),
    ]);
    const mails = await mailbox(t);
    expect(mails.filter((mail) => mail.to === 'told-approved@mail.ru' && /одобрена/.test(mail.subject))).toHaveLength(
      1,
    );
    const rejection = mails.find((mail) => mail.to === 'told-rejected@mail.ru' && /отклонена/.test(mail.subject));
    expect(rejection?.text).toContain('/sell');
  });

  it('refuses admin routes to everyone but admins, and unknown ids with 404', async () => {
    const { body } = await signIn(t, 'seller@demo.lootmarket.ru');
    expect((await t.app.inject({ url: ADMIN_URL, headers: bearer(body.access_token) })).statusCode).toBe(403);
    expect((await decide(body.access_token, 1, 'approve')).statusCode).toBe(403);
    expect((await t.app.inject({ url: ADMIN_URL })).statusCode).toBe(401);
    expect((await decide(admin, 999_999, 'approve')).statusCode).toBe(404);
    expect((await decide(admin, 0, 'approve')).statusCode).toBe(400);
  });

  it('mails the lead to the team for a signed-in user, checking the origin of cookie writes', async () => {
    const { body, cookies } = await signIn(t, 'lead@mail.ru');
    const payload = { telegram_login: 'lead_login' };
    expect((await t.app.inject({ method: 'POST', url: MAIL_URL, payload })).statusCode).toBe(401);
    const cookie = { access_token: cookies.access_token!.value };
    expect((await t.app.inject({ method: 'POST', url: MAIL_URL, payload, cookies: cookie })).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: MAIL_URL,
          payload: { telegram_login: 'a b' },
          headers: bearer(body.access_token),
        })
      ).statusCode,
    ).toBe(400);
    const sent = await t.app.inject({
      method: 'POST',
      url: MAIL_URL,
      payload,
      cookies: cookie,
      headers: { origin: ORIGIN, host: 'localhost:80' },
    });
    expect(sent.statusCode).toBe(200);
    const mail = (await mailbox(t)).find((item) => item.to === SELLER_TEAM_MAILBOX);
    expect(mail?.text).toContain('@lead_login');
    expect(mail?.text).toContain('lead@mail.ru');
  });
});
