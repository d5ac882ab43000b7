import type { BuyerInputKind, DeliveryKind, ProductAttributeTag, ProductType, RegionGroup } from '@lootmarket/domain';
import { demoTopUpPrice } from './demo-top-up-prices';

/** A demo product before it has ids: `listing` is the slug of the listing it belongs to. */
export interface DemoProduct {
  slug: string;
  listing: string;
  title: string;
  productType: ProductType;
  deliveryKind: DeliveryKind;
  attributeTags: ProductAttributeTag[];
  regionGroups: RegionGroup[];
  buyerInputKinds: BuyerInputKind[];
  popularity: number;
  searchAliases: string[];
  /** A typical price in kopecks; demo offers spread around it. */
  basePriceMinor: number;
  /** For a game's add-on: the slug of the base game product it needs. */
  baseGame?: string;
}

type Kind = Pick<DemoProduct, 'productType' | 'deliveryKind' | 'attributeTags' | 'regionGroups' | 'buyerInputKinds'>;

const kind = (
  productType: ProductType,
  deliveryKind: DeliveryKind,
  attributeTags: ProductAttributeTag[],
  buyerInputKinds: BuyerInputKind[],
  regionGroups: RegionGroup[] = ['RU', 'CIS'],
): Kind => ({ productType, deliveryKind, attributeTags, buyerInputKinds, regionGroups });

const TOP_UP_BY_ID = kind(
  'mobile_top_up',
  'top_up',
  ['fast_delivery', 'safe_transaction', 'available_in_russia'],
  ['id', 'zone_id'],
);
const TOP_UP_BY_UID = kind('game_points_manual', 'manual', ['delivery', 'safe_transaction'], ['uid', 'server']);
const POINTS_KEY = kind(
  'game_points_key',
  'key',
  ['auto_delivery', 'activation_key', 'in_stock_quantity'],
  ['email'],
  ['GL'],
);
const POINTS_BY_LOGIN = kind(
  'game_points_manual',
  'account_login',
  ['activation_by_login', 'delivery_24_h'],
  ['login', 'password'],
);
const SUBSCRIPTION_KEY = kind(
  'subscription_key',
  'key',
  ['auto_delivery', 'activation_key', 'region'],
  ['email'],
  ['GL'],
);
const SUBSCRIPTION_MANUAL = kind(
  'subscription_manual',
  'account_login',
  ['activation_by_login', 'delivery_24_h'],
  ['login', 'password', 'otp'],
);
const GIFT_CARD = kind(
  'gift_card_key',
  'key',
  ['auto_delivery', 'activation_key', 'country', 'in_stock_quantity'],
  ['email'],
  ['GL'],
);
const STEAM_GIFT = kind(
  'game_dlc_gift',
  'gift',
  ['steam_gift', 'available_in_russia', 'delivery_2_min'],
  ['trade_link', 'steam_login'],
);
const STEAM_KEY = kind(
  'game_dlc_key',
  'key',
  ['activation_key', 'auto_delivery', 'activation_method'],
  ['email'],
  ['RU', 'CIS', 'GL'],
);
const DLC_KEY = kind('game_dlc_key', 'key', ['dlc', 'activation_key', 'auto_delivery'], ['email'], ['RU', 'CIS', 'GL']);
const STEAM_TOP_UP = kind(
  'steam_top_up',
  'top_up',
  ['steam_top_up', 'delivery_2_min', 'available_in_russia'],
  ['steam_login'],
);
const RATE = kind('exchange_rate', 'top_up', ['fast_delivery', 'safe_transaction'], ['steam_login']);
const RATE_MANUAL = kind('exchange_rate_manual', 'manual', ['delivery', 'safe_transaction'], ['login', 'nickname']);
const ACCOUNT = kind('rmt', 'account_login', ['safe_transaction', 'delivery_24_h'], ['email']);

/** One product; popularity falls with each product of a family so that the first is the best seller. */
function product(
  listing: string,
  slug: string,
  title: string,
  type: Kind,
  popularity: number,
  basePriceMinor: number,
  searchAliases: string[] = [],
): DemoProduct {
  return { slug, listing, title, ...type, popularity, basePriceMinor, searchAliases };
}

/** A family of products that differ only by amount: 86 diamonds, 172 diamonds, … */
function amounts(
  listing: string,
  slug: string,
  values: number[],
  title: (amount: string) => string,
  type: Kind,
  popularity: number,
  minorPerUnit: number,
  aliases: string[],
): DemoProduct[] {
  return values.map((value, index) =>
    product(
      listing,
      `${slug}-${value}`,
      title(value.toLocaleString('ru-RU').replace(/\s/g, ' ')),
      type,
      popularity - index * 500,
      Math.max(100, Math.round(value * minorPerUnit)),
      aliases,
    ),
  );
}

const latinSlug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A game and what it costs in a Russian shop today, in whole roubles. */
type PricedGame = readonly [title: string, rub: number];

function games(
  listing: string,
  titles: readonly PricedGame[],
  type: Kind,
  suffix: string,
  slugSuffix: string,
  popularity: number,
): DemoProduct[] {
  return titles.map(([title, rub], index) =>
    product(
      listing,
      `${latinSlug(title)}-${slugSuffix}`,
      `${title} — ${suffix}`,
      type,
      popularity - index * 700,
      rub * 100,
    ),
  );
}

/** A game's add-on, what it costs, and the slug of the base game product it needs. */
type AddOn = readonly [title: string, rub: number, baseGame: string];

function addOns(listing: string, titles: readonly AddOn[], type: Kind, popularity: number): DemoProduct[] {
  const priced = titles.map(([title, rub]): PricedGame => [title, rub]);
  return games(listing, priced, type, 'DLC, ключ Steam', 'dlc', popularity).map((product, index) => ({
    ...product,
    baseGame: titles[index]![2],
  }));
}

const ML = ['diamonds', 'алмазы', 'даймонды'];
const ROBUX = ['robux', 'робуксы', 'робаксы'];
const STEAM_GAMES: readonly PricedGame[] = [
  ['Counter-Strike 2 Prime', 1_290],
  ['Cyberpunk 2077', 2_390],
  ["Baldur's Gate 3", 3_690],
  ['Elden Ring', 3_490],
  ['Red Dead Redemption 2', 2_790],
  ['Hogwarts Legacy', 2_990],
  ['Stardew Valley', 490],
  ['Terraria', 390],
  ['The Witcher 3: Wild Hunt', 890],
  ['Hollow Knight', 520],
  ['Sekiro: Shadows Die Twice', 2_890],
  ['Forza Horizon 5', 3_190],
  ['Helldivers 2', 2_890],
  ['Palworld', 1_490],
  ['Lethal Company', 390],
];
const STEAM_KEYS: readonly PricedGame[] = [
  ['Black Myth: Wukong', 4_290],
  ['Euro Truck Simulator 2', 690],
  ['It Takes Two', 1_990],
  ['Sea of Thieves', 1_890],
  ['Dead by Daylight', 790],
  ['Rust', 1_590],
  ['Grand Theft Auto V', 1_190],
  ['Hades II', 3_321],
  ['Dying Light 2', 1_490],
  ['Atomic Heart', 1_790],
  ['Resident Evil 4', 2_490],
  ['Sons of the Forest', 890],
  ['Satisfactory', 1_690],
  ['Valheim', 560],
  ['Left 4 Dead 2', 290],
];
const DLCS: readonly AddOn[] = [
  ['Cyberpunk 2077: Phantom Liberty', 1_990, 'cyberpunk-2077-gift'],
  ['Elden Ring: Shadow of the Erdtree', 2_290, 'elden-ring-gift'],
  ['The Witcher 3: Hearts of Stone', 290, 'the-witcher-3-wild-hunt-gift'],
  ['The Witcher 3: Blood and Wine', 490, 'the-witcher-3-wild-hunt-gift'],
  ['Euro Truck Simulator 2: Going East!', 350, 'euro-truck-simulator-2-key'],
  ['Atomic Heart: Инстинкт истребления', 690, 'atomic-heart-key'],
];

/** 150+ demo products over all twelve product types, with titles the way Russian shops write them. */
export const DEMO_PRODUCTS: DemoProduct[] = [
  product('mobile-legends/almazy', 'mobile-legends-almazy', 'Алмазы Mobile Legends', TOP_UP_BY_ID, 99_000, 15_000, ML),
  ...amounts(
    'mobile-legends/almazy',
    'mobile-legends-almazy',
    [86, 172, 257, 344, 429, 514, 706, 878, 1050, 2195, 3688, 5532, 9288],
    (n) => `Алмазы Mobile Legends — ${n} шт.`,
    TOP_UP_BY_ID,
    96_000,
    170,
    ML,
  ),
  product(
    'mobile-legends/almazy',
    'mobile-legends-almazy-po-kursu',
    'Алмазы Mobile Legends по курсу — от 100 шт.',
    RATE_MANUAL,
    30_000,
    17_000,
    ML,
  ),
  product(
    'mobile-legends/starlight',
    'mobile-legends-starlight',
    'Starlight-пропуск Mobile Legends — 1 месяц',
    SUBSCRIPTION_MANUAL,
    40_000,
    45_000,
  ),
  product(
    'mobile-legends/starlight',
    'mobile-legends-twilight-pass',
    'Сумеречный пропуск Mobile Legends (Twilight Pass)',
    SUBSCRIPTION_MANUAL,
    20_000,
    90_000,
  ),
  product(
    'mobile-legends',
    'mobile-legends-akkaunt-mifik',
    'Аккаунт Mobile Legends с мифическим рангом',
    ACCOUNT,
    9_000,
    250_000,
  ),
  ...amounts(
    'pubg-mobile/uc',
    'pubg-mobile-uc',
    [60, 325, 660, 1800, 3850, 8100],
    (n) => `UC PUBG Mobile — ${n} шт.`,
    TOP_UP_BY_ID,
    90_000,
    150,
    ['uc', 'юси'],
  ),
  ...amounts(
    'pubg-mobile/uc',
    'pubg-mobile-uc-kod',
    [660, 1800],
    (n) => `Код UC PUBG Mobile — ${n} шт.`,
    POINTS_KEY,
    50_000,
    160,
    ['uc', 'юси', 'код'],
  ),
  product(
    'pubg-mobile/royale-pass',
    'pubg-mobile-royale-pass',
    'Royale Pass PUBG Mobile',
    SUBSCRIPTION_MANUAL,
    45_000,
    95_000,
    ['рп', 'роял пасс'],
  ),
  product(
    'pubg-mobile/royale-pass',
    'pubg-mobile-elite-pass-plus',
    'Elite Royale Pass Plus PUBG Mobile',
    SUBSCRIPTION_MANUAL,
    25_000,
    190_000,
  ),
  // Steam balance is sold per unit credited to the wallet of the region: roubles, tenge or dollars.
  ...['Россия', 'Казахстан', 'СНГ', 'Беларусь'].map((region, index) => {
    const slug = `steam-popolnenie-${['rossiya', 'kazahstan', 'sng', 'belarus'][index]}`;
    return product(
      'steam/popolnenie-balansa',
      slug,
      `Пополнение Steam (${region})`,
      STEAM_TOP_UP,
      119_000 - index * 9_000,
      demoTopUpPrice(slug),
      ['пополнить стим', 'баланс steam'],
    );
  }),
  product(
    'steam/popolnenie-balansa',
    'steam-popolnenie-po-kursu',
    'Пополнение Steam по выгодному курсу',
    RATE,
    70_000,
    demoTopUpPrice('steam-popolnenie-po-kursu'),
    ['курс'],
  ),
  ...games('steam/igry', STEAM_GAMES, STEAM_GIFT, 'Steam Gift (Россия)', 'gift', 80_000),
  ...games('steam/igry', STEAM_KEYS, STEAM_KEY, 'ключ Steam', 'key', 60_000),
  ...addOns('dlc', DLCS, DLC_KEY, 35_000),
  ...amounts(
    'steam/podarochnye-karty',
    'steam-karta',
    [5, 10, 20, 50],
    (n) => `Подарочная карта Steam — $${n} (США)`,
    GIFT_CARD,
    30_000,
    10_000,
    ['steam wallet', 'гифт карта'],
  ),
  ...amounts(
    'valorant/valorant-points',
    'valorant-points',
    [475, 1000, 2050, 3650, 5350, 11000],
    (n) => `Valorant Points — ${n} VP`,
    POINTS_KEY,
    64_000,
    110,
    ['vp', 'вп', 'валюта валорант'],
  ),
  product('valorant', 'valorant-akkaunt-skiny', 'Аккаунт Valorant с редкими скинами', ACCOUNT, 12_000, 300_000),
  product('valorant', 'valorant-akkaunt-immortal', 'Аккаунт Valorant — ранг Бессмертный', ACCOUNT, 8_000, 600_000),
  ...amounts(
    'zenless-zone-zero/monohromy',
    'zzz-monohromy',
    [60, 300, 980, 1980, 3280, 6480],
    (n) => `Монохромы Zenless Zone Zero — ${n} шт.`,
    TOP_UP_BY_UID,
    38_000,
    140,
    ['monochrome', 'монохром'],
  ),
  product(
    'zenless-zone-zero',
    'zzz-inter-knot',
    'Inter-Knot пропуск Zenless Zone Zero',
    SUBSCRIPTION_MANUAL,
    20_000,
    45_000,
  ),
  product(
    'genshin-impact/kristally',
    'genshin-impact-kristally',
    'Кристаллы Genshin Impact',
    TOP_UP_BY_UID,
    88_000,
    15_000,
    ['кристаллы сотворения', 'genesis crystals', 'примогемы'],
  ),
  ...amounts(
    'genshin-impact/kristally',
    'genshin-kristally',
    [60, 300, 980, 1980, 3280, 6480],
    (n) => `Кристаллы сотворения Genshin Impact — ${n} шт.`,
    TOP_UP_BY_UID,
    86_000,
    140,
    ['genesis crystals', 'примогемы'],
  ),
  product(
    'genshin-impact/blagoslovenie',
    'genshin-blagoslovenie',
    'Genshin Impact — Благословение полой луны',
    SUBSCRIPTION_MANUAL,
    84_000,
    45_000,
    ['welkin moon', 'луна', 'велкин'],
  ),
  product('genshin-impact', 'genshin-akkaunt', 'Аккаунт Genshin Impact с 5★ персонажами', ACCOUNT, 15_000, 200_000),
  product('roblox/robux', 'roblox-robux', 'Robux для Roblox', POINTS_BY_LOGIN, 101_000, 50_000, ROBUX),
  ...amounts(
    'roblox/robux',
    'robux',
    [400, 800, 1700, 2200, 4500, 10000],
    (n) => `${n} робуксов`,
    POINTS_BY_LOGIN,
    100_000,
    120,
    ROBUX,
  ),
  product(
    'roblox/robux',
    'roblox-karta-800',
    'Подарочная карта Roblox — 800 робуксов',
    GIFT_CARD,
    60_000,
    100_000,
    ROBUX,
  ),
  product('roblox/robux', 'robux-po-kursu', 'Робуксы по курсу — от 100 шт.', RATE_MANUAL, 40_000, 12_000, ROBUX),
  ...amounts(
    'roblox/premium',
    'roblox-premium',
    [450, 1000, 2200],
    (n) => `Roblox Premium ${n} — 1 месяц`,
    SUBSCRIPTION_MANUAL,
    35_000,
    110,
    ['премиум'],
  ),
  product('xbox/game-pass', 'xbox-game-pass', 'Подписка Xbox Game Pass', SUBSCRIPTION_KEY, 46_000, 90_000, [
    'гейм пасс',
    'xgp',
  ]),
  ...[1, 3, 12].map((months, index) =>
    product(
      'xbox/game-pass',
      `xbox-game-pass-ultimate-${months}`,
      `Xbox Game Pass Ultimate — ${months} ${months === 1 ? 'месяц' : months === 3 ? 'месяца' : 'месяцев'}`,
      SUBSCRIPTION_KEY,
      45_000 - index * 1_000,
      90_000 * months,
      ['гейм пасс', 'xgp'],
    ),
  ),
  product('xbox/game-pass', 'pc-game-pass-1', 'PC Game Pass — 1 месяц', SUBSCRIPTION_KEY, 30_000, 60_000, [
    'гейм пасс',
  ]),
  product(
    'xbox/game-pass',
    'xbox-game-pass-core-3',
    'Xbox Game Pass Core — 3 месяца',
    SUBSCRIPTION_KEY,
    20_000,
    150_000,
    ['гейм пасс'],
  ),
  ...amounts(
    'xbox/podarochnye-karty',
    'xbox-karta',
    [10, 25, 50],
    (n) => `Подарочная карта Xbox — $${n} (США)`,
    GIFT_CARD,
    25_000,
    11_000,
    ['xbox gift card'],
  ),
  product('playstation/popolnenie', 'playstation-popolnenie', 'Пополнение PlayStation', RATE_MANUAL, 57_000, 100_000, [
    'psn',
    'пополнить psn',
  ]),
  ...amounts(
    'playstation/popolnenie',
    'psn-turciya',
    [250, 500, 1000],
    (n) => `Пополнение PSN (Турция) — ${n} TL`,
    GIFT_CARD,
    50_000,
    330,
    ['psn', 'плейстейшен'],
  ),
  ...['Essential — 1 месяц', 'Extra — 12 месяцев', 'Deluxe — 3 месяца'].map((plan, index) =>
    product(
      'playstation/ps-plus',
      `ps-plus-${['essential-1', 'extra-12', 'deluxe-3'][index]}`,
      `PS Plus ${plan}`,
      SUBSCRIPTION_MANUAL,
      52_000 - index * 2_000,
      80_000 + index * 300_000,
      ['playstation plus', 'пс плюс'],
    ),
  ),
  ...amounts(
    'fortnite/v-bucks',
    'fortnite-v-bucks',
    [1000, 2800, 5000, 13500],
    (n) => `Fortnite — ${n} В-баксов (V-Bucks)`,
    POINTS_KEY,
    52_000,
    90,
    ['v-bucks', 'вбаксы'],
  ),
  product('fortnite', 'fortnite-nabor-legendy', 'Набор Fortnite «Легенды Олимпа»', STEAM_KEY, 18_000, 150_000),
  ...amounts(
    'honkai-star-rail/sfery',
    'hsr-sfery',
    [60, 300, 980, 1980, 3280, 6480],
    (n) => `Сверхсиловые сферы Honkai: Star Rail — ${n} шт.`,
    TOP_UP_BY_UID,
    42_000,
    140,
    ['oneiric shards', 'осколки'],
  ),
  product(
    'honkai-star-rail',
    'hsr-express-pass',
    'Пропуск снабжения экспресса Honkai: Star Rail',
    SUBSCRIPTION_MANUAL,
    30_000,
    45_000,
  ),
  ...amounts(
    'brawl-stars/gemy',
    'brawl-stars-gemy',
    [30, 80, 170, 360, 950, 2000],
    (n) => `Гемы Brawl Stars — ${n} шт.`,
    POINTS_BY_LOGIN,
    49_000,
    1_100,
    ['gems', 'гемы'],
  ),
  product('brawl-stars', 'brawl-stars-brawl-pass', 'Brawl Pass Brawl Stars', SUBSCRIPTION_MANUAL, 35_000, 70_000, [
    'бравл пасс',
  ]),
  product('brawl-stars', 'brawl-stars-akkaunt', 'Аккаунт Brawl Stars с 50 бойцами', ACCOUNT, 10_000, 150_000),
  ...amounts(
    'podarochnye-karty',
    'app-store',
    [500, 1000, 3000],
    (n) => `Подарочная карта App Store — ${n} ₽`,
    GIFT_CARD,
    33_000,
    105,
    ['apple', 'айтюнс', 'itunes'],
  ),
  ...amounts(
    'podarochnye-karty',
    'google-play',
    [500, 1000],
    (n) => `Подарочная карта Google Play — ${n} ₽`,
    GIFT_CARD,
    28_000,
    105,
    ['гугл плей'],
  ),
  product('podpiski', 'spotify-premium-1', 'Spotify Premium — 1 месяц', SUBSCRIPTION_MANUAL, 29_000, 30_000, [
    'спотифай',
  ]),
  product('podpiski', 'spotify-premium-12', 'Spotify Premium — 12 месяцев', SUBSCRIPTION_MANUAL, 22_000, 300_000, [
    'спотифай',
  ]),
  product('podpiski', 'discord-nitro-1', 'Discord Nitro — 1 месяц', SUBSCRIPTION_KEY, 27_000, 45_000, [
    'дискорд нитро',
  ]),
  product('podpiski', 'discord-nitro-12', 'Discord Nitro — 12 месяцев', SUBSCRIPTION_KEY, 20_000, 450_000, [
    'дискорд нитро',
  ]),
];
