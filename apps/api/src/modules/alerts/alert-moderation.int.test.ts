import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { createTestApp, type TestApp } from '../../test-app';
import { signIn } from '../auth/auth.test-support';
import { selectRows } from '../../db/rows';
import { connectOverlay, expectNoMore, PRIVATE, streamerAuth, type OverlayClient } from './alerts.test-support';

type Headers = Record<string, string>;

const donation = (streamerId: number, sourceId: string, message = 'Привет!') => ({
  streamerId,
  source: 'donation' as const,
  sourceId,
  donorName: 'Гость',
  amount: { amount: 25_000, currency: 'rub' as const },
  message,
});

describe(`holding alerts and moderators on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let base: string;
  let streamer: { id: number; headers: Headers };
  let otherStreamer: { id: number; headers: Headers };
  let moderator: { id: number; headers: Headers };
  let overlay: OverlayClient;

  const call = async (
    headers: Headers,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: Record<string, unknown>,
  ) => t.app.inject({ method, url: `${PRIVATE}${url}`, headers, ...(payload === undefined ? {} : { payload }) });
  const setMode = (mode: string, delaySeconds?: number) =>
    call(streamer.headers, 'PUT', '/donations/moderation', { mode, ...(delaySeconds ? { delaySeconds } : {}) });
  const remote = async (headers: Headers, streamerId = streamer.id) =>
    (await call(headers, 'GET', `/donations/channels/${streamerId}/queue`)).json();
  const stateOf = async (alertId: string) => {
    const queue = await remote(streamer.headers);
    return [...queue.waiting, ...queue.recent].find((item: { id: string }) => item.id === alertId)?.state;
  };

  beforeAll(async () => {
    t = await createTestApp();
    await t.demo.streamers();
    streamer = await streamerAuth(t, 0);
    otherStreamer = await streamerAuth(t, 1);
    const user = await t.services.users.findOrCreateByEmail('mod-helper@example.com');
    const { body } = await signIn(t, 'mod-helper@example.com');
    moderator = { id: Number(user.profile.user_id), headers: { authorization: `Bearer ${body.access_token}` } };
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const widget = (await call(streamer.headers, 'POST', '/donations/widgets', { type: 'donation' })).json();
    overlay = await connectOverlay(base, String(widget.widgetPath).replace('/widget/', ''));
    await overlay.next('ready');
  });
  afterAll(async () => {
    await overlay.close();
    await t.close();
  });

  it('reads back the mode and refuses a delay out of range in Russian, changing nothing', async () => {
    expect((await call(streamer.headers, 'GET', '/donations/moderation')).json()).toEqual({
      mode: 'auto',
      delaySeconds: 30,
    });
    const bad = await setMode('delay', 1);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.issues[0].message).toBe('Задержка — не меньше 5 секунд');
    expect((await call(streamer.headers, 'GET', '/donations/moderation')).json().mode).toBe('auto');
  });

  it('auto: a paid alert goes on air at once and reads «shown» after the overlay acknowledges it', async () => {
    const alert = await t.services.alerts.enqueue(donation(streamer.id, 'auto-1'));
    const sent = (await overlay.next('alert')).alert;
    expect(sent.id).toBe(alert.id);
    expect(await stateOf(alert.id)).toBe('on_screen');
    overlay.ack(sent.id);
    await expect.poll(() => stateOf(alert.id)).toBe('shown');
    const dashboard = (await call(streamer.headers, 'GET', '/donations/queue')).json();
    expect(dashboard.items.find((item: { id: string }) => item.id === alert.id)).toMatchObject({
      state: 'shown',
      shown: true,
    });
  });

  it('delay: an alert stopped inside its delay never goes on air', async () => {
    expect((await setMode('delay', 30)).json()).toEqual({ mode: 'delay', delaySeconds: 30 });
    const alert = await t.services.alerts.enqueue(donation(streamer.id, 'delay-stop'));
    expect(await stateOf(alert.id)).toBe('delayed');
    await expectNoMore(overlay, 'alert');
    expect(
      (await call(streamer.headers, 'POST', `/donations/channels/${streamer.id}/alerts/${alert.id}/skip`)).statusCode,
    ).toBe(200);
    expect(await stateOf(alert.id)).toBe('skipped');
    await t.services.alerts.jobHandlers['alerts.release-due']!({}, undefined as never);
    await expectNoMore(overlay, 'alert');
  });

  it('delay: an alert goes on air after its delay from the jobs worker, once however often the timer fires', async () => {
    await t.database.db.execute(
      // The shortest delay the API takes is seconds; the test shortens this one stream's to one second.
      sql`update alert_streams set delay_seconds = 1 where streamer_id = ${streamer.id}`,
    );
    const alert = await t.services.alerts.enqueue(donation(streamer.id, 'delay-air'));
    await expectNoMore(overlay, 'alert');
    const due = sql`select 1 from jobs where dedupe_key = ${`alerts.release:${alert.id}`}`;
    expect(await selectRows(t.database.db, due)).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const handler = t.services.alerts.jobHandlers['alerts.release']!;
    await Promise.all([
      handler({ streamerId: streamer.id }, undefined as never),
      handler({ streamerId: streamer.id }, undefined as never),
    ]);
    const sent = (await overlay.next('alert')).alert;
    expect(sent.id).toBe(alert.id);
    overlay.ack(sent.id);
    await expectNoMore(overlay, 'alert');
    await expect.poll(() => stateOf(alert.id)).toBe('shown');
  });

  it('manual: held alerts wait; approve, skip and «show without the message» each do what they say', async () => {
    await setMode('manual');
    const approved = await t.services.alerts.enqueue(donation(streamer.id, 'manual-1', 'первое'));
    const skipped = await t.services.alerts.enqueue(donation(streamer.id, 'manual-2', 'второе'));
    const hidden = await t.services.alerts.enqueue(donation(streamer.id, 'manual-3', 'плохое слово'));
    await expectNoMore(overlay, 'alert');
    const queue = await remote(streamer.headers);
    expect(queue.waiting.map((item: { id: string; state: string }) => [item.id, item.state])).toEqual([
      [approved.id, 'held'],
      [skipped.id, 'held'],
      [hidden.id, 'held'],
    ]);
    const channel = `/donations/channels/${streamer.id}/alerts`;
    await call(streamer.headers, 'POST', `${channel}/${skipped.id}/skip`);
    await call(streamer.headers, 'POST', `${channel}/${hidden.id}/approve`, { hideMessage: true });
    await call(streamer.headers, 'POST', `${channel}/${approved.id}/approve`, {});
    // Numbers follow approval, so the alert approved first is shown first.
    const first = (await overlay.next('alert')).alert;
    expect([first.id, first.message]).toEqual([hidden.id, '']);
    overlay.ack(first.id);
    const second = (await overlay.next('alert')).alert;
    expect([second.id, second.message]).toEqual([approved.id, 'первое']);
    overlay.ack(second.id);
    await expectNoMore(overlay, 'alert');
    expect(await stateOf(skipped.id)).toBe('skipped');
    await expect.poll(() => stateOf(approved.id)).toBe('shown');
    const again = await call(streamer.headers, 'POST', `${channel}/${approved.id}/approve`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Оповещение уже не ждёт одобрения');
    // The donations list reads the same states by donation id.
    const states = await t.services.alerts.donationStates(streamer.id, ['manual-1', 'manual-2', 'manual-3', 'none']);
    expect(Object.fromEntries(states)).toEqual({ 'manual-1': 'shown', 'manual-2': 'skipped', 'manual-3': 'shown' });
  });

  it('moderators: added by e-mail, see the channel without money, act on it, and every act is audited with who did it', async () => {
    expect((await remote(moderator.headers)).message).toBe('Нет доступа к этому каналу');
    const added = await call(streamer.headers, 'POST', '/donations/moderators', { email: 'Mod-Helper@example.com' });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ userId: moderator.id, email: 'mod-helper@example.com' });
    expect((await call(streamer.headers, 'GET', '/donations/moderators')).json().items).toHaveLength(1);
    const unknown = await call(streamer.headers, 'POST', '/donations/moderators', { email: 'nobody@example.com' });
    expect(unknown.statusCode).toBe(404);

    const channels = (await call(moderator.headers, 'GET', '/donations/channels')).json().items;
    expect(channels).toEqual([
      expect.objectContaining({ streamerId: streamer.id, role: 'moderator', slug: 'liza-kotova' }),
    ]);

    const waiting = await t.services.alerts.enqueue(donation(streamer.id, 'mod-1', 'от модератора'));
    const raw = await call(moderator.headers, 'GET', `/donations/channels/${streamer.id}/queue`);
    expect(raw.statusCode).toBe(200);
    expect(raw.body).not.toMatch(/"amount"|"currency"|25000/);
    expect(raw.json().waiting.map((item: { id: string }) => item.id)).toContain(waiting.id);
    expect((await remote(streamer.headers)).waiting.find((item: { id: string }) => item.id === waiting.id).amount).toBe(
      25_000,
    );

    const channel = `/donations/channels/${streamer.id}`;
    expect((await call(moderator.headers, 'POST', `${channel}/alerts/${waiting.id}/approve`, {})).statusCode).toBe(200);
    const sent = (await overlay.next('alert')).alert;
    expect(sent.id).toBe(waiting.id);
    overlay.ack(sent.id);
    expect((await call(moderator.headers, 'POST', `${channel}/queue/pause`)).statusCode).toBe(200);
    expect((await call(moderator.headers, 'POST', `${channel}/queue/resume`)).statusCode).toBe(200);
    expect((await call(moderator.headers, 'POST', `${channel}/ban-words`, { word: 'спойлер' })).statusCode).toBe(200);
    expect((await call(streamer.headers, 'GET', '/donations/ban-words')).json().words).toContain('спойлер');

    // Not their channel, and not the streamer's own settings or money.
    expect(
      (await call(moderator.headers, 'POST', `/donations/channels/${otherStreamer.id}/queue/pause`)).statusCode,
    ).toBe(403);
    expect((await call(moderator.headers, 'GET', `/donations/channels/${otherStreamer.id}/queue`)).statusCode).toBe(
      403,
    );
    expect((await call(moderator.headers, 'PUT', '/donations/moderation', { mode: 'auto' })).statusCode).toBe(403);
    expect((await call(moderator.headers, 'GET', '/donations/moderators')).statusCode).toBe(403);
    const other = await t.services.alerts.enqueue(donation(otherStreamer.id, 'other-1'));
    expect(
      (await call(moderator.headers, 'POST', `/donations/channels/${streamer.id}/alerts/${other.id}/skip`)).statusCode,
    ).toBe(404);

    const audited = (query: ReturnType<typeof sql>) =>
      selectRows<{ action: string; actor_id: string }>(t.database.db, query);
    const actions = await audited(sql`select action, actor_id from audit_log where actor_id = ${String(moderator.id)}`);
    expect(actions.map((row) => row.action).sort()).toEqual([
      'alert.approve',
      'alert.pause',
      'alert.resume',
      'ban_word.add',
    ]);
    const adds = await audited(sql`select action, actor_id from audit_log where action = 'moderator.add'`);
    expect(adds).toEqual([{ action: 'moderator.add', actor_id: String(streamer.id) }]);

    expect((await call(streamer.headers, 'DELETE', `/donations/moderators/${moderator.id}`)).statusCode).toBe(200);
    expect((await call(moderator.headers, 'POST', `${channel}/queue/pause`)).statusCode).toBe(403);
    expect((await call(moderator.headers, 'GET', '/donations/channels')).json().items).toEqual([]);
  });
});
