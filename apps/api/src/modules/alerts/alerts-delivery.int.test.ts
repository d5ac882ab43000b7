import { WIDGET_CLOSE_CODES } from '@lootmarket/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp, createServices } from '../../app';
import { loadConfig } from '../../config';
import { selectRows } from '../../db/rows';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { createTestApp, type TestApp } from '../../test-app';
import { connectOverlay, expectNoMore, PRIVATE, streamerAuth } from './alerts.test-support';

const donation = (streamerId: number, sourceId: string, message = 'Привет!') => ({
  streamerId,
  source: 'donation' as const,
  sourceId,
  donorName: 'Гость',
  amount: { amount: 15_000, currency: 'rub' as const },
  message,
});

describe(`alert delivery to overlays on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let base: string;
  let streamer: { id: number; headers: Record<string, string> };
  /** A second server process on the same database: alerts reach it through LISTEN/NOTIFY. */
  let other: FastifyInstance;
  let otherBase: string;

  beforeAll(async () => {
    t = await createTestApp();
    await t.demo.streamers();
    streamer = await streamerAuth(t, 0);
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const config = loadConfig({ LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '10000' });
    other = await buildApp({
      config,
      database: t.database,
      services: createServices({ database: t.database, config }),
    });
    otherBase = await other.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const createWidget = async (type = 'donation') => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${PRIVATE}/donations/widgets`,
      headers: streamer.headers,
      payload: { type },
    });
    expect(response.statusCode).toBe(200);
    const widget = response.json();
    return { id: widget.id as number, token: String(widget.widgetPath).replace('/widget/', '') };
  };

  it('queues alerts while offline, sends them one at a time in order, and replays the unacknowledged one after a reconnect', async () => {
    const widget = await createWidget();
    await t.services.alerts.enqueue(donation(streamer.id, 'offline-1', 'первый'));
    await t.services.alerts.enqueue(donation(streamer.id, 'offline-2', 'второй'));

    const first = await connectOverlay(base, widget.token);
    expect((await first.next('ready')).widget.settings.name).toBe('Оповещения о донатах');
    const one = (await first.next('alert')).alert;
    expect(one.message).toBe('первый');
    await expectNoMore(first, 'alert');
    first.ack(one.id);
    const two = (await first.next('alert')).alert;
    expect(two.message).toBe('второй');
    await first.close();

    const second = await connectOverlay(base, widget.token);
    expect((await second.next('alert')).alert.id).toBe(two.id);
    second.ack(two.id);
    await expectNoMore(second, 'alert');

    await t.services.alerts.enqueue(donation(streamer.id, 'live-3', 'третий'));
    const three = (await second.next('alert')).alert;
    expect(three.message).toBe('третий');
    await second.close();

    // Shown, but the acknowledgement was lost with the connection: the overlay says so when it returns.
    const third = await connectOverlay(otherBase, widget.token, { lastShownId: three.id });
    await third.next('ready');
    await expectNoMore(third, 'alert');
    await t.services.alerts.enqueue(donation(streamer.id, 'live-4', 'четвёртый'));
    expect((await third.next('alert')).alert.message).toBe('четвёртый');
    await third.close();
  });

  it('sends an overlay with a window several alerts ahead, and after a reconnect everything it did not acknowledge', async () => {
    const widget = await createWidget();
    for (const n of [1, 2, 3, 4]) await t.services.alerts.enqueue(donation(streamer.id, `window-${n}`, `окно ${n}`));

    const first = await connectOverlay(base, widget.token, { window: 3 });
    const sent = [
      (await first.next('alert')).alert,
      (await first.next('alert')).alert,
      (await first.next('alert')).alert,
    ];
    expect(sent.map((alert) => alert.message)).toEqual(['окно 1', 'окно 2', 'окно 3']);
    await expectNoMore(first, 'alert');
    await first.close();

    // The first was shown, its acknowledgement lost with the connection: the hello names it.
    const second = await connectOverlay(otherBase, widget.token, { window: 3, lastShownId: sent[0]!.id });
    const again = [
      (await second.next('alert')).alert,
      (await second.next('alert')).alert,
      (await second.next('alert')).alert,
    ];
    expect(again.map((alert) => alert.message)).toEqual(['окно 2', 'окно 3', 'окно 4']);
    expect(again[0]!.id).toBe(sent[1]!.id);
    await expectNoMore(second, 'alert');
    await second.close();
  });

  it('keeps one alert per donation however often it is enqueued, and only commits with its transaction', async () => {
    const first = await t.services.alerts.enqueue(donation(streamer.id, 'same-donation'));
    const again = await t.services.alerts.enqueue(donation(streamer.id, 'same-donation'));
    expect(again.id).toBe(first.id);
    await t.database.db
      .transaction(async (tx) => {
        await t.services.alerts.enqueueInTransaction(tx, donation(streamer.id, 'rolled-back'));
        throw new Error('payment failed');
      })
      .catch(() => {});
    const queue = (await t.app.inject({ url: `${PRIVATE}/donations/queue`, headers: streamer.headers })).json();
    expect(queue.items.filter((item: { message: string }) => item.message === 'Привет!')).toHaveLength(1);
  });

  it('delivers test alerts from the dashboard to a widget on another server process', async () => {
    const widget = await createWidget();
    const client = await connectOverlay(otherBase, widget.token);
    await client.next('ready');
    const fired = await t.app.inject({
      method: 'POST',
      url: `${PRIVATE}/donation/queue/test`,
      headers: streamer.headers,
    });
    expect(fired.statusCode).toBe(200);
    const shown = (await client.next('alert')).alert;
    expect(shown).toMatchObject({ id: fired.json().id, source: 'test', currency: 'rub' });
    // A purchase test goes to offer and combined widgets only.
    client.ack(shown.id);
    await t.app.inject({ method: 'POST', url: `${PRIVATE}/donation/queue/test-order`, headers: streamer.headers });
    await expectNoMore(client, 'alert');
    await client.close();
  });

  it('holds alerts while paused, skips the one on screen and replays an old one', async () => {
    const widget = await createWidget();
    const client = await connectOverlay(base, widget.token);
    await client.next('ready');
    const post = (url: string, payload?: object) =>
      t.app.inject({
        method: 'POST',
        url: `${PRIVATE}${url}`,
        headers: streamer.headers,
        ...(payload ? { payload } : {}),
      });
    expect((await post('/donations/queue/pause')).statusCode).toBe(200);
    const held = await t.services.alerts.enqueue(donation(streamer.id, 'held'));
    await expectNoMore(client, 'alert');
    await post('/donations/queue/resume');
    expect((await client.next('alert')).alert.id).toBe(held.id);
    await post('/donations/queue/skip');
    expect((await client.next('skip')).id).toBe(held.id);
    client.ack(held.id);
    const replay = await post('/donations/queue/replay', { alertId: held.id });
    expect(replay.statusCode).toBe(200);
    const again = (await client.next('alert')).alert;
    expect([again.id !== held.id, again.message]).toEqual([true, held.message]);
    await client.close();
    // Each control is audited in its own transaction, the streamer as actor.
    const audited = await selectRows<{ action: string; actor_type: string; target_id: string }>(
      t.database.db,
      sql`select action, actor_type, target_id from audit_log where actor_id = ${String(streamer.id)} order by id`,
    );
    expect(audited).toEqual([
      { action: 'alert.pause', actor_type: 'user', target_id: String(streamer.id) },
      { action: 'alert.resume', actor_type: 'user', target_id: String(streamer.id) },
      { action: 'alert.skip', actor_type: 'user', target_id: String(streamer.id) },
      { action: 'alert.replay', actor_type: 'user', target_id: held.id },
    ]);
  });

  it("leaves out donations below the widget's minimum and purchases in donation widgets", async () => {
    const widget = await createWidget();
    const current = (
      await t.app.inject({ url: `${PRIVATE}/donations/widgets/${widget.id}`, headers: streamer.headers })
    ).json();
    const settings = { ...current.settings, minAmounts: { rub: 20_000, usd: 0, kzt: 0 } };
    await t.app.inject({
      method: 'POST',
      url: `${PRIVATE}/donations/widgets/settings`,
      headers: streamer.headers,
      payload: { id: widget.id, settings },
    });
    const client = await connectOverlay(base, widget.token);
    await client.next('ready');
    await t.services.alerts.enqueue(donation(streamer.id, 'small', 'маленький'));
    await t.services.alerts.enqueue({
      ...donation(streamer.id, 'order-1', 'товар'),
      source: 'order',
      amount: { amount: 500_000, currency: 'rub' },
    });
    await t.services.alerts.enqueue({
      ...donation(streamer.id, 'big', 'большой'),
      amount: { amount: 50_000, currency: 'rub' },
    });
    expect((await client.next('alert')).alert.message).toBe('большой');
    await client.close();
  });

  it('shows a widget as connected while an overlay is open', async () => {
    const widget = await createWidget();
    const connected = async () =>
      (await t.app.inject({ url: `${PRIVATE}/donations/widgets/${widget.id}`, headers: streamer.headers })).json()
        .connected;
    expect(await connected()).toBe(false);
    const client = await connectOverlay(base, widget.token);
    await client.next('ready');
    expect(await connected()).toBe(true);
    await client.close();
    await expect.poll(connected).toBe(false);
  });

  it('disconnects overlays within a second of a token rotation and refuses the old token', async () => {
    const widget = await createWidget();
    const here = await connectOverlay(base, widget.token);
    const there = await connectOverlay(otherBase, widget.token);
    await Promise.all([here.next('ready'), there.next('ready')]);
    const started = Date.now();
    const rotated = await t.app.inject({
      method: 'POST',
      url: `${PRIVATE}/donations/widgets/${widget.id}/rotate-token`,
      headers: streamer.headers,
    });
    expect(rotated.statusCode).toBe(200);
    expect(await Promise.all([here.closed, there.closed])).toEqual([
      WIDGET_CLOSE_CODES.revoked,
      WIDGET_CLOSE_CODES.revoked,
    ]);
    expect(Date.now() - started).toBeLessThan(1000);

    const stale = await connectOverlay(base, widget.token);
    expect(await stale.closed).toBe(WIDGET_CLOSE_CODES.revoked);
    const fresh = await connectOverlay(base, String(rotated.json().widgetPath).replace('/widget/', ''));
    await fresh.next('ready');
    await fresh.close();
  });

  it('gives goal widgets the active goal and its changes, and no alerts', async () => {
    const goalStreamer = await streamerAuth(t, 2);
    const response = await t.app.inject({
      method: 'POST',
      url: `${PRIVATE}/donations/widgets`,
      headers: goalStreamer.headers,
      payload: { type: 'goal' },
    });
    const client = await connectOverlay(base, String(response.json().widgetPath).replace('/widget/', ''));
    expect((await client.next('ready')).widget.type).toBe('goal');
    expect((await client.next('goal')).goal).toBeNull();
    await t.services.donations.goals.create(goalStreamer.id, {
      title: 'Новый микрофон',
      target: '10000',
      currency: 'rub',
    });
    expect((await client.next('goal', 8000)).goal).toMatchObject({
      title: 'Новый микрофон',
      target: { amount: 1_000_000, currency: 'rub' },
      percent: 0,
    });
    await t.services.alerts.fireTest(goalStreamer.id, 'test');
    await expectNoMore(client, 'alert');
    await client.close();
  });

  it('refuses sockets opened from other sites and tokens that are not ours', async () => {
    const widget = await createWidget();
    await expect(connectOverlay(base, widget.token, { origin: 'https://evil.example' })).rejects.toThrow(/403/);
    const forged = await connectOverlay(base, `${widget.id}-${'A'.repeat(43)}`);
    expect(await forged.closed).toBe(WIDGET_CLOSE_CODES.revoked);
  });
});
