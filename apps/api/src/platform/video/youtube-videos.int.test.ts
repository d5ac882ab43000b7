import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_YOUTUBE_KEY, startFakeYouTube } from './fake-youtube-server';
import { VideoRefused } from './video-lookup';
import { createYouTubeVideos } from './youtube-videos';

const link = (videoId: string) => ({ provider: 'youtube' as const, videoId, startSeconds: 0 });

describe('YouTube Data API videos.list against a local server', () => {
  let server: Awaited<ReturnType<typeof startFakeYouTube>>;
  beforeAll(async () => {
    server = await startFakeYouTube([
      { id: 'okokokokok1', title: 'Лучшие моменты недели', duration: 'PT4M13S' },
      { id: 'noembed0001', title: 'Нельзя встраивать', duration: 'PT1M', embeddable: false },
      { id: 'private0001', title: 'Закрытое', duration: 'PT1M', privacyStatus: 'private' },
      { id: 'livelive001', title: 'Эфир', duration: 'P0D', liveBroadcastContent: 'live' },
      { id: 'agelimit001', title: '18+', duration: 'PT2M', ageRestricted: true },
      { id: 'unlisted001', title: 'По ссылке', duration: 'PT30S', privacyStatus: 'unlisted' },
    ]);
  });
  afterAll(() => server.close());

  const videos = (apiKey = FAKE_YOUTUBE_KEY) => createYouTubeVideos({ apiKey, baseUrl: server.url, timeoutMs: 2_000 });
  const reasonOf = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => (error instanceof VideoRefused ? error.reason : error),
    );

  it('asks for the snippet, content details and status with the key, and reads title and duration', async () => {
    expect(await videos().lookup(link('okokokokok1'))).toEqual({
      provider: 'youtube',
      videoId: 'okokokokok1',
      title: 'Лучшие моменты недели',
      durationSeconds: 253,
    });
    expect(server.requests.at(-1)).toEqual({
      part: 'contentDetails,snippet,status',
      id: 'okokokokok1',
      key: FAKE_YOUTUBE_KEY,
    });
    expect((await videos().lookup(link('unlisted001'))).durationSeconds).toBe(30);
  });

  it('refuses unknown, private, live, age-restricted and non-embeddable videos with their reasons', async () => {
    expect(await reasonOf(videos().lookup(link('missing0001')))).toBe('not_found');
    expect(await reasonOf(videos().lookup(link('noembed0001')))).toBe('not_embeddable');
    expect(await reasonOf(videos().lookup(link('private0001')))).toBe('not_public');
    expect(await reasonOf(videos().lookup(link('livelive001')))).toBe('live');
    expect(await reasonOf(videos().lookup(link('agelimit001')))).toBe('not_embeddable');
  });

  it('reads a wrong key, an outage and an unreachable server as the provider being down', async () => {
    expect(await reasonOf(videos('wrong').lookup(link('okokokokok1')))).toBe('provider_down');
    server.failNext(1);
    expect(await reasonOf(videos().lookup(link('okokokokok1')))).toBe('provider_down');
    const away = createYouTubeVideos({ apiKey: FAKE_YOUTUBE_KEY, baseUrl: 'http://127.0.0.1:9', timeoutMs: 500 });
    expect(await reasonOf(away.lookup(link('okokokokok1')))).toBe('provider_down');
  });

  it('does not look up other providers', async () => {
    const rutube = { provider: 'rutube' as const, videoId: '0123456789abcdef0123456789abcdef', startSeconds: 0 };
    expect(await reasonOf(videos().lookup(rutube))).toBe('provider_unsupported');
  });
});
