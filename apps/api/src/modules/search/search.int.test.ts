import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { createTestApp, type TestApp } from '../../test-app';

interface Found {
  listings: { title: string; slug: string; categories?: { title: string; slug: string }[] }[];
  offers: { title: string; slug?: string; listingTitle?: string }[];
}

/** What buyers type → what must come first: a listing (game or service) or a product. */
const CASES: [query: string, kind: 'listing' | 'offer', first: string][] = [
  // morphology
  ['донаты', 'listing', 'Игровая валюта'],
  ['алмазов', 'offer', 'Алмазы Mobile Legends'],
  ['гемов', 'offer', 'Гемы Brawl Stars — 30 шт.'],
  ['благословение полой луны', 'offer', 'Genshin Impact — Благословение полой луны'],
  ['монохромы', 'listing', 'Zenless Zone Zero'],
  ['аккаунт валорант', 'offer', 'Аккаунт Valorant с редкими скинами'],
  // typos
  ['genshn', 'listing', 'Genshin Impact'],
  ['геншн', 'offer', 'Кристаллы Genshin Impact'],
  ['робукс', 'listing', 'Roblox'],
  ['робукс', 'offer', 'Robux для Roblox'],
  ['валарант', 'listing', 'Valorant'],
  ['терария', 'offer', 'Terraria — Steam Gift (Россия)'],
  ['роблок', 'listing', 'Roblox'],
  // wrong keyboard layout, both ways
  ['hj,kjrc', 'listing', 'Roblox'],
  ['utyiby', 'listing', 'Genshin Impact'],
  ['ьщишду', 'listing', 'Mobile Legends'],
  ['dfkjhfyn', 'listing', 'Valorant'],
  ['cnbv', 'listing', 'Steam'],
  ['fkvfps', 'offer', 'Алмазы Mobile Legends'],
  ['пфьу зфыы', 'offer', 'Подписка Xbox Game Pass'],
  ['d,frcs', 'listing', 'Fortnite'],
  // transliteration, both ways
  ['роблокс', 'listing', 'Roblox'],
  ['roblox', 'offer', 'Robux для Roblox'],
  ['геншин', 'listing', 'Genshin Impact'],
  ['genshin', 'offer', 'Кристаллы Genshin Impact'],
  ['валорант', 'listing', 'Valorant'],
  ['valorant', 'offer', 'Valorant Points — 475 VP'],
  ['хонкай', 'listing', 'Honkai: Star Rail'],
  ['киберпанк', 'offer', 'Cyberpunk 2077 — Steam Gift (Россия)'],
  ['элден ринг', 'offer', 'Elden Ring — Steam Gift (Россия)'],
  // synonyms and buyer words
  ['робуксы', 'offer', 'Robux для Roblox'],
  ['вбаксы', 'offer', 'Fortnite — 1 000 В-баксов (V-Bucks)'],
  ['в-баксы', 'listing', 'Fortnite'],
  ['vbucks', 'listing', 'Fortnite'],
  ['гемы', 'listing', 'Brawl Stars'],
  ['пс плюс', 'offer', 'PS Plus Essential — 1 месяц'],
  ['гейм пасс', 'offer', 'Подписка Xbox Game Pass'],
  ['пабг', 'listing', 'PUBG Mobile'],
  ['юси', 'offer', 'UC PUBG Mobile — 60 шт.'],
  ['ззз', 'listing', 'Zenless Zone Zero'],
  ['хср', 'offer', 'Сверхсиловые сферы Honkai: Star Rail — 60 шт.'],
  ['плойка', 'listing', 'PlayStation'],
  ['фортнайт', 'listing', 'Fortnite'],
  ['вп', 'offer', 'Valorant Points — 475 VP'],
  ['спотифай', 'offer', 'Spotify Premium — 1 месяц'],
  ['алмазики', 'listing', 'Mobile Legends'],
  // game names as people say them
  ['ведьмак', 'offer', 'The Witcher 3: Wild Hunt — Steam Gift (Россия)'],
  ['ведьмак 3', 'offer', 'The Witcher 3: Wild Hunt — Steam Gift (Россия)'],
  ['гта', 'offer', 'Grand Theft Auto V — ключ Steam'],
  ['гта 5', 'offer', 'Grand Theft Auto V — ключ Steam'],
  ['gta 5', 'offer', 'Grand Theft Auto V — ключ Steam'],
  ['кс 2', 'offer', 'Counter-Strike 2 Prime — Steam Gift (Россия)'],
  ['кс', 'offer', 'Counter-Strike 2 Prime — Steam Gift (Россия)'],
  ['cs2', 'offer', 'Counter-Strike 2 Prime — Steam Gift (Россия)'],
  ['рдр 2', 'offer', 'Red Dead Redemption 2 — Steam Gift (Россия)'],
  // exact titles and amounts
  ['алмазы млбб 86', 'offer', 'Алмазы Mobile Legends — 86 шт.'],
  ['2200 робуксов', 'offer', '2 200 робуксов'],
  ['2 200 робуксов', 'offer', '2 200 робуксов'],
  ['пополнение стим', 'offer', 'Пополнение Steam (Россия)'],
  ['xbox game pass ultimate', 'offer', 'Xbox Game Pass Ultimate — 1 месяц'],
  ['pubg uc 660', 'offer', 'UC PUBG Mobile — 660 шт.'],
  ['psn турция', 'offer', 'Пополнение PSN (Турция) — 250 TL'],
  ['phantom liberty', 'offer', 'Cyberpunk 2077: Phantom Liberty — DLC, ключ Steam'],
  ['премиум роблокс', 'offer', 'Roblox Premium 450 — 1 месяц'],
  ['старлайт', 'offer', 'Starlight-пропуск Mobile Legends — 1 месяц'],
];

describe(`search on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  const search = async (query: string): Promise<Found> => {
    const response = await t.app.inject(`/api/gw/public/v1/search?${query}`);
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  beforeAll(async () => {
    t = await createTestApp();
    await t.demo.catalog();
    await t.services.search.reindex();
  });
  afterAll(() => t.close());

  it.each(CASES)('%s → first %s is %s', async (query, kind, first) => {
    const found = await search(`text=${encodeURIComponent(query)}`);
    const titles =
      kind === 'listing' ? found.listings.map((listing) => listing.title) : found.offers.map((offer) => offer.title);
    expect(titles[0]).toBe(first);
  });

  it('keeps at least forty cases', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
  });

  it('answers empty text with the default suggestions found in the catalog', async () => {
    const found = await search('text=');
    expect(found.listings.map((listing) => listing.slug)).toEqual([
      'ru-ru/mobile-legends',
      'ru-ru/pubg-mobile',
      'ru-ru/steam/igry',
      'ru-ru/valorant',
      'ru-ru/zenless-zone-zero',
    ]);
    expect(found.offers.map((offer) => offer.slug)).toEqual([
      'mobile-legends-almazy',
      'xbox-game-pass',
      'playstation-popolnenie',
      'genshin-impact-kristally',
      'roblox-robux',
    ]);
    expect(await search('')).toEqual(found);
  });

  it('gives listings with their categories and products with their game', async () => {
    const found = await search('text=roblox');
    expect(found.listings[0]).toMatchObject({
      slug: 'ru-ru/roblox',
      categories: [
        { title: 'Робуксы', slug: 'ru-ru/roblox/robux' },
        { title: 'Roblox Premium', slug: 'ru-ru/roblox/premium' },
      ],
    });
    expect(found.offers[0]).toEqual({ title: 'Robux для Roblox', slug: 'roblox-robux', listingTitle: 'Roblox' });
  });

  it('returns ten of each by default and honours limits up to 50', async () => {
    expect((await search('text=steam')).offers).toHaveLength(10);
    const wide = await search('text=steam&offers_limit=50&listings_limit=1');
    expect(wide.listings).toHaveLength(1);
    expect(wide.offers.length).toBeGreaterThan(10);
    const refused = await t.app.inject('/api/gw/public/v1/search?text=steam&offers_limit=51');
    expect(refused.statusCode).toBe(400);
  });

  it('finds nothing for unknown words and punctuation-only text', async () => {
    expect(await search('text=майнкрафт')).toEqual({ listings: [], offers: [] });
    expect((await search(`text=${encodeURIComponent('!!! --')}`)).offers).toHaveLength(5);
  });

  it('rebuilds the index without duplicates', async () => {
    await t.services.search.reindex();
    const found = await search('text=' + encodeURIComponent('2200 робуксов'));
    expect(found.offers.filter((offer) => offer.title === '2 200 робуксов')).toHaveLength(1);
  });
});
