import { ATTRIBUTION, STORED_CLIENT_KEYS } from '@lootmarket/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { rememberAttributionFromSearch, rememberedAttribution } from './marketing-attribution';

/** A document whose cookie jar keeps name=value pairs and records every write with its attributes. */
function fakeDocument() {
  const writes: string[] = [];
  const jar = new Map<string, string>();
  const doc = {
    location: { protocol: 'https:' },
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(value: string) {
      writes.push(value);
      const [pair] = value.split(';');
      const [name, ...rest] = pair!.split('=');
      if (/Max-Age=0/.test(value)) jar.delete(name!);
      else jar.set(name!, rest.join('='));
    },
  } as unknown as Document;
  return { doc, writes, jar };
}

describe('marketing attribution', () => {
  afterEach(() => window.localStorage.clear());

  it('keeps admitad_uid, utm_source and utm_campaign as cookies for 30 days and the utm params for checkout', () => {
    const { doc, writes } = fakeDocument();
    rememberAttributionFromSearch(
      '?utm_source=vk&utm_medium=cpc&utm_campaign=springsale2025&utm_term=steam&utm_content=banner&admitad_uid=abc123&q=x',
      doc,
      window.localStorage,
    );
    const maxAge = `Max-Age=${ATTRIBUTION.cookieMaxAgeSeconds}`;
    expect(ATTRIBUTION.cookieMaxAgeSeconds).toBe(2_592_000);
    expect(writes).toEqual([
      `utm_source=vk; ${maxAge}; Path=/; SameSite=Lax; Secure`,
      `utm_campaign=springsale2025; ${maxAge}; Path=/; SameSite=Lax; Secure`,
      `admitad_uid=abc123; ${maxAge}; Path=/; SameSite=Lax; Secure`,
    ]);
    expect(JSON.parse(window.localStorage.getItem(STORED_CLIENT_KEYS.utmParams)!)).toEqual({
      source: 'vk',
      medium: 'cpc',
      campaign: 'springsale2025',
      term: 'steam',
      content: 'banner',
    });
    expect(JSON.parse(window.localStorage.getItem(STORED_CLIENT_KEYS.affiliateParams)!)).toEqual({
      admitad_uid: 'abc123',
    });
    expect(rememberedAttribution(doc, window.localStorage)).toEqual({
      utm_source: 'vk',
      utm_medium: 'cpc',
      utm_campaign: 'springsale2025',
      utm_term: 'steam',
      utm_content: 'banner',
      admitad_uid: 'abc123',
    });
  });

  it('leaves earlier marks alone on a visit without any, and lets the last link win', () => {
    const { doc } = fakeDocument();
    rememberAttributionFromSearch('?utm_source=vk&utm_campaign=one', doc, window.localStorage);
    rememberAttributionFromSearch('?q=steam', doc, window.localStorage);
    expect(rememberedAttribution(doc, window.localStorage)).toEqual({ utm_source: 'vk', utm_campaign: 'one' });
    rememberAttributionFromSearch('?utm_source=tg&utm_campaign=two', doc, window.localStorage);
    expect(rememberedAttribution(doc, window.localStorage)).toEqual({ utm_source: 'tg', utm_campaign: 'two' });
  });

  it('sends no utm params once the 30-day cookies are gone, and nothing for a visitor without marks', () => {
    const { doc, jar } = fakeDocument();
    expect(rememberedAttribution(doc, window.localStorage)).toBeUndefined();
    rememberAttributionFromSearch('?utm_source=vk&utm_medium=cpc&utm_campaign=one', doc, window.localStorage);
    jar.clear();
    expect(rememberedAttribution(doc, window.localStorage)).toBeUndefined();
  });

  it('trims blank and overlong marks to what the order accepts', () => {
    const { doc } = fakeDocument();
    rememberAttributionFromSearch(`?utm_source=%20%20&utm_campaign=${'x'.repeat(300)}`, doc, window.localStorage);
    expect(rememberedAttribution(doc, window.localStorage)).toEqual({ utm_campaign: 'x'.repeat(200) });
  });
});
