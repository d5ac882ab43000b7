import { describe, expect, it } from 'vitest';
import { parseIsoDuration, parseStartTime, parseVideoLink } from './video-links';

const ID = 'dQw4w9WgXcQ';

describe('video links', () => {
  it.each([
    [`https://www.youtube.com/watch?v=${ID}`, 0],
    [`https://youtube.com/watch?v=${ID}&t=42`, 42],
    [`https://m.youtube.com/watch?feature=share&v=${ID}&t=1m30s`, 90],
    [`youtube.com/watch?v=${ID}`, 0],
    [`https://youtu.be/${ID}?t=15`, 15],
    [`https://youtu.be/${ID}?si=abc`, 0],
    [`https://www.youtube.com/shorts/${ID}`, 0],
    [`https://www.youtube.com/embed/${ID}?start=75`, 75],
    [`https://www.youtube-nocookie.com/embed/${ID}`, 0],
    [`  https://www.youtube.com/watch?v=${ID}&t=1h2m3s  `, 3723],
  ])('reads YouTube %s', (url, start) => {
    expect(parseVideoLink(url)).toEqual({ provider: 'youtube', videoId: ID, startSeconds: start });
  });

  it('reads RuTube and VK Video links', () => {
    const rutube = '0123456789abcdef0123456789abcdef';
    expect(parseVideoLink(`https://rutube.ru/video/${rutube}/?t=12`)).toEqual({
      provider: 'rutube',
      videoId: rutube,
      startSeconds: 12,
    });
    expect(parseVideoLink(`https://rutube.ru/play/embed/${rutube}`)?.videoId).toBe(rutube);
    expect(parseVideoLink('https://vk.com/video-12345_67890')).toEqual({
      provider: 'vk',
      videoId: '-12345_67890',
      startSeconds: 0,
    });
    expect(parseVideoLink('https://vkvideo.ru/video123_456?t=30')?.startSeconds).toBe(30);
    expect(parseVideoLink('https://vk.com/video_ext.php?oid=-1&id=2&hash=x')?.videoId).toBe('-1_2');
    expect(parseVideoLink('https://vk.com/feed?z=video-1_2%2Fabc')?.videoId).toBe('-1_2');
  });

  it.each([
    '',
    'not a link',
    'javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ',
    `https://evil.example/watch?v=${ID}`,
    `https://youtube.com.evil.example/watch?v=${ID}`,
    `https://www.youtube.com/watch?v=${ID.slice(1)}`,
    `https://www.youtube.com/watch?v=${ID}x`,
    `https://www.youtube.com/watch?v=<script>`,
    'https://www.youtube.com/',
    'https://www.youtube.com/channel/UC123',
    `https://user:pass@www.youtube.com/watch?v=${ID}`,
    `https://www.youtube.com:8443/watch?v=${ID}`,
    `ftp://youtu.be/${ID}`,
    'https://rutube.ru/video/not-an-id/',
    'https://vk.com/durov',
    `https://youtu.be/${'x'.repeat(600)}`,
  ])('refuses %s', (url) => {
    expect(parseVideoLink(url)).toBeNull();
  });

  it('reads start times as YouTube writes them', () => {
    expect(parseStartTime('90')).toBe(90);
    expect(parseStartTime('90s')).toBe(90);
    expect(parseStartTime('2m')).toBe(120);
    expect(parseStartTime('1h')).toBe(3600);
    expect(parseStartTime('abc')).toBe(0);
    expect(parseStartTime(null)).toBe(0);
  });
});

describe('ISO 8601 durations', () => {
  it.each([
    ['PT4M13S', 253],
    ['PT1H', 3600],
    ['PT1H2M3S', 3723],
    ['PT45S', 45],
    ['PT0S', 0],
    ['P1DT2H', 93_600],
    ['P1W', 604_800],
    ['PT1.5S', 1],
  ])('%s is %i seconds', (value, seconds) => {
    expect(parseIsoDuration(value)).toBe(seconds);
  });

  it.each(['', 'P', 'PT', '4M13S', 'P1Y', 'P1M', 'PT-5S', 'PTS'])('refuses %s', (value) => {
    expect(parseIsoDuration(value)).toBeNull();
  });
});
