import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { productTag } from '../../platform/cache/answer-cache';
import { createTestApp, type TestApp } from '../../test-app';

interface Card {
  id: string;
  slug: string;
  title: string;
  productType: string;
  listing: { slug: string; title: string };
  price: { amount: number; currency: string } | null;
  offersCount: number;
  inStock: boolean;
}

interface Answer {
  id: string;
  slug: string;
  layout: string;
  description: string;
  deliveryKind: string;
  offers: { price: { amount: number }; inStock: boolean }[];
  baseGame: Card | null;
  addOns: Card[];
}

const WITCHER = 'the-witcher-3-wild-hunt-gift';
const HEARTS_OF_STONE = 'the-witcher-3-hearts-of-stone-dlc';
const BLOOD_AND_WINE = 'the-witcher-3-blood-and-wine-dlc';

describe(`a game and its add-ons on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  const fetch = (slug: string) => t.app.inject(`/api/gw/public/v1/product/${slug}`);
  const get = async (slug: string) => (await fetch(slug)).json() as Answer;
  const execute = (query: string) => t.database.db.execute(sql.raw(query));

  beforeAll(async () => {
    t = await createTestApp();
    await t.demo.catalog();
  });
  afterAll(() => t.close());

  it('renders an add-on with the game-dlc layout, naming its base game and the game’s other add-ons', async () => {
    const dlc = await get(HEARTS_OF_STONE);
    expect(dlc.layout).toBe('game-dlc');
    expect(dlc.deliveryKind).toBe('key');
    expect(dlc.baseGame).toMatchObject({
      slug: WITCHER,
      title: 'The Witcher 3: Wild Hunt — Steam Gift (Россия)',
      productType: 'game_dlc_gift',
      listing: { slug: 'steam', title: 'Steam' },
    });
    expect(dlc.addOns.map((card) => card.slug)).toEqual([BLOOD_AND_WINE]);
    expect(dlc.description).toContain('на том же аккаунте, где есть основная игра');
  });

  it('prices the base game card as its own page does: the cheapest offer in stock', async () => {
    const { baseGame } = await get(HEARTS_OF_STONE);
    const game = await get(WITCHER);
    const inStock = game.offers.filter((offer) => offer.inStock).map((offer) => offer.price.amount);
    expect(baseGame!.offersCount).toBe(game.offers.length);
    expect(baseGame!.inStock).toBe(inStock.length > 0);
    if (inStock.length > 0) expect(baseGame!.price?.amount).toBe(Math.min(...inStock));
  });

  it('lists a game’s add-ons on its page, most popular first, and keeps its gift layout', async () => {
    const game = await get(WITCHER);
    expect(game.layout).toBe('game-dlc-gift');
    expect(game.baseGame).toBeNull();
    expect(game.addOns.map((card) => card.slug)).toEqual([HEARTS_OF_STONE, BLOOD_AND_WINE]);
    expect(game.addOns.map((card) => card.title)).toEqual([
      'The Witcher 3: Hearts of Stone — DLC, ключ Steam',
      'The Witcher 3: Blood and Wine — DLC, ключ Steam',
    ]);
  });

  it('leaves the lists empty for a lone add-on, a game without add-ons and goods that are no game', async () => {
    const liberty = await get('cyberpunk-2077-phantom-liberty-dlc');
    expect(liberty.baseGame?.slug).toBe('cyberpunk-2077-gift');
    expect(liberty.addOns).toEqual([]);
    for (const slug of ['hollow-knight-gift', 'black-myth-wukong-key', 'steam-karta-20']) {
      const product = await get(slug);
      expect(product.layout, slug).not.toBe('game-dlc');
      expect(product).toMatchObject({ baseGame: null, addOns: [] });
    }
  });

  it('drops the game’s kept answer when one of its add-ons changes, as its card shows that add-on', async () => {
    const first = await fetch(WITCHER);
    const { addOns } = first.json() as Answer;
    expect(first.headers['cache-tag']).toContain(productTag(addOns[1]!.id));
    await execute(`update products set title = 'Blood and Wine, renamed' where id = '${addOns[1]!.id}'`);
    expect((await fetch(WITCHER)).body).toBe(first.body);
    await t.services.answers.invalidate([productTag(addOns[1]!.id)]);
    expect((await get(WITCHER)).addOns[1]?.title).toBe('Blood and Wine, renamed');
    expect((await fetch(HEARTS_OF_STONE)).headers['cache-tag']).toContain(productTag(addOns[1]!.id));
  });

  it('lets only an add-on name a base game, and never itself', async () => {
    const game = await get(WITCHER);
    const card = await get('steam-karta-20');
    await expect(
      execute(`update products set base_product_id = '${game.id}' where id = '${card.id}'`),
    ).rejects.toThrow();
    await expect(
      execute(`update products set base_product_id = id where slug = '${HEARTS_OF_STONE}'`),
    ).rejects.toThrow();
  });
});
