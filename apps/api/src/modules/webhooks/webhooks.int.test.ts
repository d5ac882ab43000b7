import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { createTestApp, type TestApp } from '../../test-app';
import { signIn } from '../auth/auth.test-support';
import { findOffer, paidOrder, PRIVATE, rows } from '../orders/orders.test-support';
import { WEBHOOK_DELIVER_JOB } from './webhooks.outbox';
import { createWebhooksService } from './webhooks.service';
import { startReceiver, type ReceivedWebhook } from './webhooks.test-support';
import { isPublicAddress, publicOnlyLookup, RefusedAddressError, webhookPolicy } from './webhooks.transport';

type Headers = { authorization: string };
const DAY_MS = 24 * 3600 * 1000;

describe(`seller webhooks on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  // Real time at the start: the independent verifier refuses timestamps five minutes off.
  let clock = Date.now();
  let seller: Headers;
  let buyer: Headers;
  let offer: Awaited<ReturnType<typeof findOffer>>;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  const bearer = async (email: string): Promise<Headers> => ({
    authorization: `Bearer ${(await signIn(t, email)).body.access_token}`,
  });
  let endpoints = 0;
  const create = async (events: string[], headers: Headers = seller, url = `${receiver.url}/${(endpoints += 1)}`) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${PRIVATE}/webhooks`,
      headers,
      payload: { url, events },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: string; secret: string; url: string };
  };
  const post = (url: string, headers: Headers = seller, payload?: object) =>
    t.app.inject({ method: 'POST', url: `${PRIVATE}${url}`, headers, ...(payload ? { payload } : {}) });
  const verified = (secret: string, message: ReceivedWebhook) =>
    new Webhook(secret).verify(message.body, message.headers as Record<string, string>) as {
      type: string;
      object: { id: string };
      sequence: number;
      data: Record<string, unknown>;
    };
  const pendingJobs = () =>
    rows<{ id: string; payload: { deliveryId: number }; run_at: Date; dedupe_key: string }>(
      t,
      `select id, payload, run_at, dedupe_key from jobs where kind = '${WEBHOOK_DELIVER_JOB}' and finished_at is null order by id`,
    );
  /** Runs every pending try as the jobs worker would, whatever its time. */
  const runDeliveries = async () => {
    for (const job of await pendingJobs()) {
      await t.services.webhooks.jobHandlers[WEBHOOK_DELIVER_JOB]!(job.payload, {
        id: Number(job.id),
        kind: WEBHOOK_DELIVER_JOB,
        payload: job.payload,
        attempts: 1,
        maxAttempts: 3,
      });
      await t.database.db.execute(
        `update jobs set finished_at = now(), outcome = 'done' where id = ${job.id}` as never,
      );
    }
  };

  beforeAll(async () => {
    t = await createTestApp({}, { now: () => clock });
    await t.demo.users();
    await t.demo.catalog();
    offer = await findOffer(t, `p.delivery_kind = 'key' and o.stock is not null and o.stock > 3`);
    const [owner] = await rows<{ email: string }>(t, `select email from users where id = ${offer.seller}`);
    seller = await bearer(owner!.email);
    buyer = await bearer('buyer@demo.lootmarket.ru');
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });
  beforeEach(() => {
    receiver.received.length = 0;
    receiver.answer.status = 200;
    clock = Date.now();
  });

  it('creates an endpoint with a whsec_ secret shown once, audited, and signs a test event verifiably', async () => {
    const created = await create(['order.paid']);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    const listed = await t.app.inject({ url: `${PRIVATE}/webhooks`, headers: seller });
    expect(listed.body).not.toContain(created.secret);
    const actions = await rows<{ action: string }>(t, `select action from audit_log where target_id = '${created.id}'`);
    expect(actions.map((row) => row.action)).toEqual(['webhook.create']);

    const tested = await post(`/webhooks/${created.id}/test`);
    expect(tested.statusCode, tested.body).toBe(200);
    expect(tested.json()).toMatchObject({ type: 'webhook.test', status: 'delivered' });
    expect(tested.json().attempts[0]).toMatchObject({ responseStatus: 200, responseBody: 'ok' });
    expect(receiver.received).toHaveLength(1);
    expect(verified(created.secret, receiver.received[0]!)).toMatchObject({ type: 'webhook.test', sequence: 1 });
    const { paths } = (await t.app.inject('/api/openapi.json')).json() as { paths: Record<string, unknown> };
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        `${PRIVATE}/webhooks`,
        `${PRIVATE}/webhooks/{id}/rotate`,
        `${PRIVATE}/webhooks/{id}/test`,
      ]),
    );
    expect(() => verified('whsec_' + Buffer.alloc(32).toString('base64'), receiver.received[0]!)).toThrow();
  });

  it('tells a paid order through the outbox written with the payment, numbered per order', async () => {
    const endpoint = await create(['order.paid', 'order.delivered']);
    const orderId = await paidOrder(t, buyer, offer);
    const jobs = await pendingJobs();
    expect(jobs.length).toBeGreaterThan(0);
    await runDeliveries();
    const messages = receiver.received
      .filter((message) => endpoint.url.endsWith(message.path))
      .map((message) => verified(endpoint.secret, message));
    const ours = messages.filter((message) => message.object.id === orderId);
    expect(ours.map((message) => message.type)[0]).toBe('order.paid');
    expect(ours.map((message) => message.sequence)).toEqual(ours.map((_, index) => index + 1));
    expect(ours[0]!.data).toMatchObject({ orderId, offerId: offer.id });
  });

  it('signs with both secrets for a day after a rotation', async () => {
    const endpoint = await create(['order.paid']);
    const rotated = await post(`/webhooks/${endpoint.id}/rotate`);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const fresh = rotated.json() as { secret: string; previousSecretUntil: string };
    expect(fresh.secret).not.toBe(endpoint.secret);
    expect(Date.parse(fresh.previousSecretUntil) - clock).toBe(DAY_MS);
    await post(`/webhooks/${endpoint.id}/test`);
    const message = receiver.received[0]!;
    expect(String(message.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(verified(endpoint.secret, message).type).toBe('webhook.test');
    expect(verified(fresh.secret, message).type).toBe('webhook.test');
    const actions = await rows<{ action: string }>(
      t,
      `select action from audit_log where target_id = '${endpoint.id}' order by id`,
    );
    expect(actions.map((row) => row.action)).toEqual(['webhook.create', 'webhook.rotate']);
  });

  it('retries a failing delivery with growing, jittered waits and stops at a 410', async () => {
    const endpoint = await create(['order.paid']);
    receiver.answer.status = 500;
    const tested = (await post(`/webhooks/${endpoint.id}/test`)).json() as { id: number; status: string };
    expect(tested.status).toBe('pending');
    const waits: number[] = [];
    for (let attempt = 2; attempt <= 5; attempt += 1) {
      const [job] = (await pendingJobs()).filter((row) => row.payload.deliveryId === tested.id);
      expect(job!.dedupe_key).toBe(`webhook-delivery:${tested.id}:${attempt}`);
      waits.push(new Date(job!.run_at).getTime() - clock);
      clock = new Date(job!.run_at).getTime();
      await runDeliveries();
    }
    expect(waits[0]).toBeGreaterThanOrEqual(4_000);
    expect(waits[0]).toBeLessThanOrEqual(6_000);
    for (let index = 1; index < waits.length; index += 1) expect(waits[index]! / waits[index - 1]!).toBeGreaterThan(2);
    receiver.answer.status = 410;
    clock = new Date((await pendingJobs())[0]!.run_at).getTime();
    await runDeliveries();
    expect(await pendingJobs()).toHaveLength(0);
    const log = await t.app.inject({ url: `${PRIVATE}/webhooks/${endpoint.id}/deliveries`, headers: seller });
    const delivery = (
      log.json().items as { id: number; status: string; attempts: { responseStatus: number }[] }[]
    ).find((item) => item.id === tested.id)!;
    expect(delivery.status).toBe('stopped');
    expect(delivery.attempts.map((attempt) => attempt.responseStatus)).toEqual([500, 500, 500, 500, 500, 410]);
  });

  it('disables an endpoint failing for three days and mails its owner', async () => {
    const endpoint = await create(['order.paid']);
    receiver.answer.status = 503;
    await post(`/webhooks/${endpoint.id}/test`);
    clock += 3 * DAY_MS + 60_000;
    await runDeliveries();
    clock = Date.now();
    const listed = (await t.app.inject({ url: `${PRIVATE}/webhooks`, headers: seller })).json().items as {
      id: string;
      status: string;
    }[];
    expect(listed.find((item) => item.id === endpoint.id)!.status).toBe('disabled');
    const [mailJob] = await rows<{ payload: unknown }>(
      t,
      `select payload from jobs where kind = 'webhooks.disabled-mail' and finished_at is null`,
    );
    await t.services.webhooks.jobHandlers['webhooks.disabled-mail']!(mailJob!.payload, {
      id: 0,
      kind: 'webhooks.disabled-mail',
      payload: mailJob!.payload,
      attempts: 1,
      maxAttempts: 10,
    });
    const mails = await rows<{ subject: string; text: string }>(
      t,
      `select subject, text from dev_mails where subject = 'Вебхук отключён'`,
    );
    expect(mails[0]!.text).toContain(endpoint.url);
    // A test event that gets through brings the endpoint back.
    receiver.answer.status = 200;
    expect((await post(`/webhooks/${endpoint.id}/test`)).json().status).toBe('delivered');
    const again = (await t.app.inject({ url: `${PRIVATE}/webhooks`, headers: seller })).json().items as {
      id: string;
      status: string;
    }[];
    expect(again.find((item) => item.id === endpoint.id)!.status).toBe('active');
  });

  it('replays one delivery or a range with the same webhook-id', async () => {
    const endpoint = await create(['order.paid']);
    const first = (await post(`/webhooks/${endpoint.id}/test`)).json() as { id: number; eventId: string };
    const replayed = await post(`/webhooks/${endpoint.id}/deliveries/${first.id}/replay`);
    expect(replayed.statusCode, replayed.body).toBe(200);
    expect(replayed.json()).toMatchObject({ eventId: first.eventId, status: 'pending' });
    await runDeliveries();
    expect(receiver.received.map((message) => message.headers['webhook-id'])).toEqual([first.eventId, first.eventId]);
    const range = await post(`/webhooks/${endpoint.id}/replay`, seller, {
      since: new Date(clock - 60_000).toISOString(),
      until: new Date(clock + 60_000).toISOString(),
    });
    expect(range.json()).toEqual({ replayed: 1 });
    await runDeliveries();
    expect(receiver.received).toHaveLength(3);
    expect(verified(endpoint.secret, receiver.received[2]!).type).toBe('webhook.test');
  });

  it('prunes events, deliveries and their log after 30 days', async () => {
    const endpoint = await create(['order.paid']);
    const first = (await post(`/webhooks/${endpoint.id}/test`)).json() as { eventId: string };
    const count = async () =>
      (await rows<{ n: number }>(t, `select count(*)::int as n from webhook_events where id = '${first.eventId}'`))[0]!
        .n;
    clock += 29 * DAY_MS;
    await t.services.webhooks.jobHandlers['webhooks.prune-log']!({}, {} as never);
    expect(await count()).toBe(1);
    clock += 2 * DAY_MS;
    await t.services.webhooks.jobHandlers['webhooks.prune-log']!({}, {} as never);
    expect(await count()).toBe(0);
    const deliveries = await rows<{ n: number }>(
      t,
      `select count(*)::int as n from webhook_deliveries where event_id = '${first.eventId}'`,
    );
    expect(deliveries[0]!.n).toBe(0);
  });

  it('lets a token with webhooks:manage manage endpoints, audited as the token, and refuses others', async () => {
    const issue = async (scopes: string[]) =>
      (await post('/api-tokens', seller, { name: 'Хуки', scopes })).json() as { id: string; token: string };
    const reader = await issue(['offers:read']);
    const refused = await t.app.inject({
      url: `${PRIVATE}/webhooks`,
      headers: { authorization: `Bearer ${reader.token}` },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'TOKEN_SCOPE_MISSING', details: { missingScope: 'webhooks:manage' } });
    const manager = await issue(['webhooks:manage']);
    const created = await create(['stock.low'], { authorization: `Bearer ${manager.token}` });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${PRIVATE}/webhooks/${created.id}`,
      headers: { authorization: `Bearer ${manager.token}` },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const audited = await rows<{ action: string; actor_type: string; actor_id: string }>(
      t,
      `select action, actor_type, actor_id from audit_log where target_id = '${created.id}' order by id`,
    );
    expect(audited).toEqual([
      { action: 'webhook.create', actor_type: 'api_token', actor_id: manager.id },
      { action: 'webhook.delete', actor_type: 'api_token', actor_id: manager.id },
    ]);
  });

  it("changes an endpoint's address, events and threshold, audited in the change, for its owner only", async () => {
    const endpoint = await create(['order.paid']);
    const patch = (payload: object, headers: Headers | { authorization: string } = seller, id = endpoint.id) =>
      t.app.inject({ method: 'PATCH', url: `${PRIVATE}/webhooks/${id}`, headers, payload });
    const moved = `${receiver.url}/moved`;
    const changed = await patch({ url: moved, events: ['stock.low', 'order.paid', 'stock.low'], stockLowThreshold: 2 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ url: moved, events: ['stock.low', 'order.paid'], stockLowThreshold: 2 });
    expect(changed.body).not.toContain(endpoint.secret);
    const [audited] = await rows<{ diff: string }>(
      t,
      `select diff from audit_log where target_id = '${endpoint.id}' and action = 'webhook.update'`,
    );
    for (const part of [moved, endpoint.url, '"stockLowThreshold"']) expect(audited!.diff).toContain(part);

    expect((await patch({ stockLowThreshold: 7 })).json()).toMatchObject({ url: moved, stockLowThreshold: 7 });
    await post(`/webhooks/${endpoint.id}/test`);
    expect(receiver.received.map((message) => message.path)).toEqual(['/hooks/moved']);

    for (const bad of [{}, { url: 'ftp://example.ru/' }, { events: [] }, { stockLowThreshold: -1 }]) {
      const refused = await patch(bad);
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
      expect(refused.json().message).toBeTruthy();
    }
    expect((await patch({ stockLowThreshold: 1 }, buyer)).statusCode).toBe(403);
    const [other] = await rows<{ email: string }>(
      t,
      `select email from users where id <> ${offer.seller} and email like 'seller%@demo.lootmarket.ru' limit 1`,
    );
    expect((await patch({ stockLowThreshold: 1 }, await bearer(other!.email))).statusCode).toBe(404);
    const reader = (await post('/api-tokens', seller, { name: 'Чтение', scopes: ['offers:read'] })).json();
    expect((await patch({ stockLowThreshold: 1 }, { authorization: `Bearer ${reader.token}` })).statusCode).toBe(403);
    const manager = (await post('/api-tokens', seller, { name: 'Хуки', scopes: ['webhooks:manage'] })).json();
    expect((await patch({ stockLowThreshold: 3 }, { authorization: `Bearer ${manager.token}` })).statusCode).toBe(200);
    const listed = (await t.app.inject({ url: `${PRIVATE}/webhooks`, headers: seller })).json().items as {
      id: string;
      stockLowThreshold: number;
    }[];
    expect(listed.find((item) => item.id === endpoint.id)!.stockLowThreshold).toBe(3);
    const actors = await rows<{ actor_type: string }>(
      t,
      `select actor_type from audit_log where target_id = '${endpoint.id}' and action = 'webhook.update' order by id`,
    );
    expect(actors.map((row) => row.actor_type)).toEqual(['user', 'user', 'api_token']);
  });

  it('refuses private, loopback and plain-http addresses in production, after DNS too', async () => {
    const production = createWebhooksService({
      db: t.database.db,
      audit: t.services.audit,
      mailer: { send: async () => {} },
      contactEmail: async () => null,
      policy: webhookPolicy({ APP_ENV: 'production' }),
      siteUrl: 'https://lootmarket.ru',
      now: () => clock,
    });
    const actor = {
      userId: offer.seller,
      apiTokenId: null,
      request: { ip: '127.0.0.1', userAgent: null, requestId: 'r' },
    };
    for (const url of [
      receiver.url,
      'https://127.0.0.1/hooks',
      'https://10.0.0.8/',
      'https://[::1]/',
      'https://localhost/',
    ])
      await expect(production.create(actor, { url, events: ['order.paid'] })).rejects.toMatchObject({
        code: 'VALIDATION_FAILED',
      });
    const kept = await create(['order.paid']);
    await expect(production.update(actor, kept.id, { url: 'https://10.0.0.8/' })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    receiver.received.length = 0;
    expect(isPublicAddress('169.254.169.254')).toBe(false);
    expect(isPublicAddress('::ffff:127.0.0.1')).toBe(false);
    expect(isPublicAddress('93.184.216.34')).toBe(true);
    // A name is checked where the socket connects: one resolving to a loopback address is refused there.
    const refused = await new Promise<Error | null>((resolve) =>
      publicOnlyLookup('localhost', { all: true }, (error) => resolve(error)),
    );
    expect(refused).toBeInstanceOf(RefusedAddressError);
    expect(receiver.received).toHaveLength(0);
  });
});
