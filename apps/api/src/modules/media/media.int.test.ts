import type { MediaSettings } from '@lootmarket/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { DEMO_STREAMERS } from '../../demo/demo-users';
import { createTestApp, type TestApp } from '../../test-app';
import { nextAddress, signIn } from '../auth/auth.test-support';
import { createWidgetHub, type WidgetHub } from '../alerts/widget-hub';
import { OverlaySocket } from '../alerts/widget-hub.test-support';
import { pressSandbox, PRIVATE, PUBLIC, rows } from '../orders/orders.test-support';
import { MEDIA_CHANNEL } from './media.service';

const STREAMER = DEMO_STREAMERS[1]!;
const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

const SETTINGS: MediaSettings = {
  enabled: true,
  pricePerSecond: { rub: 1_000, usd: 2 },
  minAmount: { rub: 10_000, usd: 500 },
  maxDurationSeconds: 60,
  approval: 'manual',
};

describe(`media requests on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let streamerId: number;
  let auth: Record<string, string>;
  let hub: WidgetHub;
  const errors: unknown[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    await t.demo.streamers();
    streamerId = (await t.services.users.findStreamer({ slug: STREAMER.slug }))!.id;
    auth = { authorization: `Bearer ${(await signIn(t, STREAMER.email)).body.access_token}` };
    await t.services.donations.replaceBanWords(streamerId, ['сияние']);
    hub = createWidgetHub({
      alerts: t.services.alerts,
      widgets: t.services.widgets,
      events: t.services.events,
      media: {
        state: (id) => t.services.media.widgetState(id),
        ended: (id, requestId) => t.services.media.ended(id, requestId),
        channel: MEDIA_CHANNEL,
      },
      onError: (error) => errors.push(error),
      sweepMs: 60_000,
    });
    await hub.start();
  });
  afterAll(async () => {
    await hub.stop();
    await t.close();
    expect(errors).toEqual([]);
  });

  const asStreamer = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url: `${PRIVATE}${url}`, headers: auth, ...(payload ? { payload } : {}) });
  const check = (url: string, slug = STREAMER.slug) =>
    t.app.inject(`${PUBLIC}/donations/media/check?${new URLSearchParams({ slug, url })}`);
  const donate = (amount: string, mediaUrl: string | undefined, currency = 'rub') =>
    t.app.inject({
      method: 'POST',
      url: `${PUBLIC}/donation`,
      payload: { streamerId, donorName: 'Гость', message: 'Смотри!', amount, currency, email: 'g@mail.ru', mediaUrl },
      remoteAddress: nextAddress(),
    });
  const paidDonation = async (amount: string, mediaUrl = YOUTUBE) => {
    const response = await donate(amount, mediaUrl);
    expect(response.statusCode, response.body).toBe(200);
    const { donation, confirmationUrl } = response.json();
    await pressSandbox(t, confirmationUrl, 'pay');
    return donation.id as string;
  };
  const queue = async () => (await asStreamer('GET', '/donations/media/queue')).json();
  const requestOf = async (donationId: string) =>
    (
      await rows<{ id: string; status: string; seconds: number }>(
        t,
        `select id, status, seconds from media_requests where donation_id = '${donationId}'`,
      )
    )[0];
  const statusOf = async (id: string) =>
    (await rows<{ status: string }>(t, `select status from media_requests where id = '${id}'`))[0]?.status;
  const countRequests = async () =>
    (await rows<{ n: number }>(t, 'select count(*)::int as n from media_requests'))[0]!.n;

  it('refuses links while media is off, then saves the settings and reads them back', async () => {
    expect((await check(YOUTUBE)).json()).toMatchObject({
      code: 'CONFLICT',
      message: 'Стример сейчас не принимает видео',
      details: { reason: 'media_off' },
    });
    expect((await asStreamer('GET', '/donations/media/settings')).json()).toMatchObject({ enabled: false });
    const bad = await asStreamer('PUT', '/donations/media/settings', { ...SETTINGS, maxDurationSeconds: 2 });
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    const saved = await asStreamer('PUT', '/donations/media/settings', SETTINGS);
    expect(saved.json()).toEqual(SETTINGS);
    expect((await asStreamer('GET', '/donations/media/settings')).json()).toEqual(SETTINGS);
    const guest = await t.app.inject({ method: 'GET', url: `${PRIVATE}/donations/media/settings` });
    expect(guest.statusCode).toBe(401);
  });

  it('checks a link: the sandbox clip, its title through the ban words, and the price of the playable seconds', async () => {
    const response = await check(`${YOUTUBE}&t=10`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ provider: 'sandbox', startSeconds: 10, playableSeconds: 60 });
    expect(body.videoId).toMatch(/^sample-/);
    // The dollar price of a minute is under the dollar minimum, so the minimum is the price.
    expect(body.price).toEqual({ rub: 60_000, usd: 500 });
    // This id is the sandbox's «Северное сияние», and the streamer bans «сияние».
    const aurora = (await check('https://youtu.be/ccccccccccc')).json();
    expect(aurora.videoId).toBe('sample-aurora');
    expect(aurora.title).toMatch(/^Пример: Северное \*+$/);
  });

  it.each([
    ['https://evil.example/video.mp4', 400, 'link_invalid', 'Ссылка не похожа на видео YouTube, RuTube или VK Видео'],
    ['https://youtu.be/notfound000', 409, 'not_found', 'Видео не найдено или удалено'],
    ['https://youtu.be/noembed0000', 409, 'not_embeddable', 'Автор запретил показывать это видео на других сайтах'],
    ['https://youtu.be/private0000', 409, 'not_public', 'Видео закрыто: можно заказать только открытое видео'],
    ['https://youtu.be/livestream0', 409, 'live', 'Трансляции заказать нельзя — только записанные видео'],
    [
      'https://youtu.be/unavailable',
      503,
      'provider_down',
      'Не удалось проверить видео. Попробуйте ещё раз через минуту',
    ],
  ])('refuses %s with %i %s', async (url, status, reason, message) => {
    const response = await check(url);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ message, details: { reason } });
  });

  it('answers 404 for an unknown streamer', async () => {
    expect((await check(YOUTUBE, 'nobody-here')).statusCode).toBe(404);
  });

  it('refuses a media donation the amount or currency cannot pay for, writing nothing', async () => {
    const donations = async () => (await rows<{ n: number }>(t, 'select count(*)::int as n from donations'))[0]!.n;
    const before = [await donations(), await countRequests()];
    expect((await donate('99', YOUTUBE)).json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await donate('100', 'https://evil.example/x')).json()).toMatchObject({
      details: { reason: 'link_invalid' },
    });
    expect((await donate('600', YOUTUBE, 'kzt')).json()).toMatchObject({ details: { reason: 'no_price' } });
    expect((await donate('1', YOUTUBE, 'usd')).json()).toMatchObject({ details: { reason: 'too_little' } });
    expect([await donations(), await countRequests()]).toEqual(before);
  });

  it('turns a paid donation into a waiting request buying its seconds; approve puts it on the media widget', async () => {
    const widget = await t.services.widgets.create(streamerId, { type: 'media' });
    const socket = new OverlaySocket();
    await hub.attach(socket as unknown as WebSocket, (await t.services.widgets.findRow(widget.id))!);
    expect(socket.media().at(-1)).toEqual({ item: null, player: { paused: false, volume: 70 } });

    const unpaid = await donate('300', YOUTUBE);
    const unpaidId = unpaid.json().donation.id;
    expect(await requestOf(unpaidId)).toMatchObject({ status: 'unpaid', seconds: 30 });
    expect((await queue()).items).toEqual([]);

    const donationId = await paidDonation('300');
    const request = (await requestOf(donationId))!;
    expect(request).toMatchObject({ status: 'pending', seconds: 30 });
    const waiting = await queue();
    expect(waiting.items).toHaveLength(1);
    expect(waiting.items[0]).toMatchObject({ id: request.id, status: 'pending', seconds: 30, donorName: 'Гость' });
    expect(waiting.items[0].amount).toEqual({ amount: 30_000, currency: 'rub' });

    const approved = await asStreamer('POST', `/donations/media/${request.id}/approve`);
    expect(approved.json()).toMatchObject({ status: 'approved' });
    await expect.poll(() => socket.media().at(-1)?.item?.id).toBe(request.id);
    expect(socket.media().at(-1)?.item).toMatchObject({ provider: 'sandbox', seconds: 30 });

    const paused = await asStreamer('POST', '/donations/media/player', { action: 'pause' });
    expect(paused.json()).toEqual({ paused: true, volume: 70 });
    await expect.poll(() => socket.media().at(-1)?.player.paused).toBe(true);
    await asStreamer('POST', '/donations/media/player', { action: 'volume', volume: 35 });
    await asStreamer('POST', '/donations/media/player', { action: 'play' });
    await expect.poll(() => socket.media().at(-1)?.player).toEqual({ paused: false, volume: 35 });

    socket.say({ type: 'media-ended', id: request.id });
    await expect.poll(async () => (await requestOf(donationId))?.status).toBe('played');
    await expect.poll(() => socket.media().at(-1)?.item).toBeNull();
    expect((await queue()).recent[0]).toMatchObject({ id: request.id, status: 'played' });
    // A second completion of the same payment changes nothing.
    expect((await asStreamer('POST', `/donations/media/${request.id}/approve`)).statusCode).toBe(409);
  });

  it('rejects a waiting request (not shown, the donation stays completed) and skips the one on screen', async () => {
    const first = (await requestOf(await paidDonation('200')))!;
    const second = (await requestOf(await paidDonation('150')))!;
    expect(second.seconds).toBe(15);
    const rejected = await asStreamer('POST', `/donations/media/${first.id}/reject`);
    expect(rejected.json()).toMatchObject({ status: 'rejected' });
    const [donation] = await rows<{ status: string }>(
      t,
      `select d.status from donations d join media_requests m on m.donation_id = d.id where m.id = '${first.id}'`,
    );
    expect(donation!.status).toBe('COMPLETED');
    expect((await asStreamer('POST', `/donations/media/${first.id}/approve`)).json()).toMatchObject({
      code: 'CONFLICT',
      message: 'Этот заказ уже не ждёт одобрения',
    });
    await asStreamer('POST', `/donations/media/${second.id}/approve`);
    expect((await t.services.media.widgetState(streamerId)).item?.id).toBe(second.id);
    expect((await asStreamer('POST', `/donations/media/${second.id}/skip`)).json()).toMatchObject({
      status: 'skipped',
    });
    expect((await t.services.media.widgetState(streamerId)).item).toBeNull();
  });

  it('approves at once in automatic mode, playing requests in the order they were paid', async () => {
    await asStreamer('PUT', '/donations/media/settings', { ...SETTINGS, approval: 'auto' });
    const first = (await requestOf(await paidDonation('100')))!;
    const second = (await requestOf(await paidDonation('100')))!;
    expect([first.status, second.status]).toEqual(['approved', 'approved']);
    const { items } = await queue();
    expect(items.map((item: { id: string }) => item.id)).toEqual([first.id, second.id]);
    expect((await t.services.media.widgetState(streamerId)).item?.id).toBe(first.id);
    await t.services.media.ended(streamerId, first.id);
    expect((await t.services.media.widgetState(streamerId)).item?.id).toBe(second.id);
  });

  it('does not let another streamer see or touch a request', async () => {
    const donationId = await paidDonation('100');
    const request = (await requestOf(donationId))!;
    const other = DEMO_STREAMERS[2]!;
    const otherAuth = { authorization: `Bearer ${(await signIn(t, other.email)).body.access_token}` };
    const touch = await t.app.inject({
      method: 'POST',
      url: `${PRIVATE}/donations/media/${request.id}/skip`,
      headers: otherAuth,
    });
    expect(touch.statusCode).toBe(404);
    const theirs = await t.app.inject({ method: 'GET', url: `${PRIVATE}/donations/media/queue`, headers: otherAuth });
    expect(theirs.json().items).toEqual([]);
    expect((await requestOf(donationId))?.status).toBe('approved');
  });

  it("lets a moderator approve, reject, skip and play the channel's videos without amounts, audited, and no other channel", async () => {
    await asStreamer('PUT', '/donations/media/settings', SETTINGS);
    const user = await t.services.users.findOrCreateByEmail('media-mod@example.com');
    const modId = Number(user.profile.user_id);
    const modAuth = { authorization: `Bearer ${(await signIn(t, 'media-mod@example.com')).body.access_token}` };
    const channel = `${PRIVATE}/donations/channels/${streamerId}/media`;
    const asMod = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url: `${channel}${url}`, headers: modAuth, ...(payload ? { payload } : {}) });
    expect((await asMod('GET', '/queue')).statusCode).toBe(403);
    expect((await asStreamer('POST', '/donations/moderators', { email: 'media-mod@example.com' })).statusCode).toBe(
      200,
    );

    const firstDonation = await paidDonation('100');
    const first = (await requestOf(firstDonation))!;
    const second = (await requestOf(await paidDonation('100')))!;
    // The donation's alert knows it bought a video, for «только с медиа» variations.
    const [alert] = await rows<{ has_media: boolean }>(
      t,
      `select has_media from alerts where source_id = '${firstDonation}'`,
    );
    expect(alert?.has_media).toBe(true);
    const seen = (await asMod('GET', '/queue')).json();
    const mine = seen.items.filter((item: { id: string }) => [first.id, second.id].includes(item.id));
    expect(mine).toHaveLength(2);
    expect(JSON.stringify(seen)).not.toContain('"amount"');
    const owner = await t.app.inject({ method: 'GET', url: `${channel}/queue`, headers: auth });
    expect(owner.json().items.find((item: { id: string }) => item.id === first.id).amount).toEqual({
      amount: 10_000,
      currency: 'rub',
    });

    expect((await asMod('POST', `/${first.id}/approve`)).json()).toEqual({ ok: true });
    expect(await statusOf(first.id)).toBe('approved');
    expect((await asMod('POST', `/${second.id}/reject`)).statusCode).toBe(200);
    expect((await asMod('POST', '/player', { action: 'pause' })).json()).toMatchObject({ paused: true });
    expect((await asMod('POST', `/${first.id}/skip`)).statusCode).toBe(200);
    const statuses = await rows<{ id: string; status: string; decided_by: number }>(
      t,
      `select id, status, decided_by from media_requests where id in ('${first.id}', '${second.id}')`,
    );
    expect(Object.fromEntries(statuses.map((row) => [row.id, [row.status, Number(row.decided_by)]]))).toEqual({
      [first.id]: ['skipped', modId],
      [second.id]: ['rejected', modId],
    });
    const audited = await rows<{ action: string; target_id: string }>(
      t,
      `select action, target_id from audit_log where actor_id = '${modId}' and action like 'media.%' order by id`,
    );
    expect(audited).toEqual([
      { action: 'media.approve', target_id: first.id },
      { action: 'media.reject', target_id: second.id },
      { action: 'media.player', target_id: String(streamerId) },
      { action: 'media.skip', target_id: first.id },
    ]);

    const otherId = (await t.services.users.findStreamer({ slug: DEMO_STREAMERS[2]!.slug }))!.id;
    const elsewhere = `${PRIVATE}/donations/channels/${otherId}/media`;
    const refused = await t.app.inject({
      method: 'POST',
      url: `${elsewhere}/player`,
      headers: modAuth,
      payload: { action: 'play' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Нет доступа к этому каналу' });
    expect((await t.app.inject({ method: 'GET', url: `${elsewhere}/queue`, headers: modAuth })).statusCode).toBe(403);
    // Another streamer's own channel path does not reach this channel's request, and nothing changes.
    const third = (await requestOf(await paidDonation('100')))!;
    const otherAuth = { authorization: `Bearer ${(await signIn(t, DEMO_STREAMERS[2]!.email)).body.access_token}` };
    const crossed = await t.app.inject({ method: 'POST', url: `${elsewhere}/${third.id}/skip`, headers: otherAuth });
    expect(crossed.statusCode).toBe(404);
    expect(await statusOf(third.id)).toBe('pending');
  });
});

describe(`demo media requests on ${TEST_DATABASE_KIND}`, () => {
  it('lets grom take videos at once, with two already shown, and keeps later choices on a second run', async () => {
    const t = await createTestApp();
    try {
      await t.demo.streamers();
      await t.demo.donations();
      const grom = (await t.services.users.findStreamer({ slug: 'grom' }))!.id;
      expect(await t.services.media.getSettings(grom)).toMatchObject({ enabled: true, approval: 'manual' });
      const { recent } = await t.services.media.queue(grom);
      expect(recent.map((item) => item.status)).toEqual(['played', 'played']);
      await t.services.media.saveSettings(grom, { ...(await t.services.media.getSettings(grom)), enabled: false });
      await t.demo.donations();
      expect((await t.services.media.getSettings(grom)).enabled).toBe(false);
      expect((await t.services.media.queue(grom)).recent).toHaveLength(2);
    } finally {
      await t.close();
    }
  });
});
