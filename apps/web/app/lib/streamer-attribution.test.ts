import { afterEach, describe, expect, it } from 'vitest';
import {
  rememberedStreamerSlug,
  rememberStreamerFromSearch,
  STREAMER_COOKIE,
  STREAMER_COOKIE_MAX_AGE_S,
  streamerSlugFromSearch,
} from './streamer-attribution';

/** A document whose cookie jar records what was written, attributes included. */
function fakeDocument(initial = '') {
  const writes: string[] = [];
  let jar = initial;
  const doc = {
    location: { protocol: 'https:' },
    get cookie() {
      return jar;
    },
    set cookie(value: string) {
      writes.push(value);
      jar = value.split(';')[0]!;
    },
  } as unknown as Document;
  return { doc, writes };
}

describe('streamer attribution', () => {
  afterEach(() => {
    document.cookie = `${STREAMER_COOKIE}=; Max-Age=0; Path=/`;
  });

  it('reads the streamer from ?streamer= and from the affiliate utm pair, ignoring anything else', () => {
    expect(streamerSlugFromSearch('?streamer=Liza-Kotova')).toBe('liza-kotova');
    expect(streamerSlugFromSearch('?utm_source=streamer&utm_campaign=grom')).toBe('grom');
    expect(streamerSlugFromSearch('?utm_source=vk&utm_campaign=springsale2025')).toBeNull();
    expect(streamerSlugFromSearch('?streamer=%3Cscript%3E')).toBeNull();
    expect(streamerSlugFromSearch('?streamer=')).toBeNull();
    expect(streamerSlugFromSearch('')).toBeNull();
  });

  it('keeps the slug for 30 days in a first-party Lax cookie that checkout can read back', () => {
    const { doc, writes } = fakeDocument();
    rememberStreamerFromSearch('?streamer=grom&utm_medium=x', doc);
    expect(writes).toEqual([
      `${STREAMER_COOKIE}=grom; Max-Age=${STREAMER_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax; Secure`,
    ]);
    expect(STREAMER_COOKIE_MAX_AGE_S).toBe(2_592_000);
    expect(rememberedStreamerSlug(doc)).toBe('grom');
  });

  it('leaves the remembered streamer alone on pages without one, and the last link followed wins', () => {
    rememberStreamerFromSearch('?streamer=liza-kotova');
    rememberStreamerFromSearch('?page=2');
    expect(rememberedStreamerSlug()).toBe('liza-kotova');
    rememberStreamerFromSearch('?utm_source=streamer&utm_campaign=severov');
    expect(rememberedStreamerSlug()).toBe('severov');
  });

  it('answers nothing without the cookie or with a tampered one', () => {
    expect(rememberedStreamerSlug()).toBeUndefined();
    expect(rememberedStreamerSlug(fakeDocument(`other=1; ${STREAMER_COOKIE}=%E0%A4%A`).doc)).toBeUndefined();
    expect(rememberedStreamerSlug(fakeDocument(`${STREAMER_COOKIE}=a%20b`).doc)).toBeUndefined();
  });
});
