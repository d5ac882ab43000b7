import { coverImagePath } from '@lootmarket/domain';
import type { NewListingRow } from '../modules/catalog/catalog.service';

type DemoListing = Omit<NewListingRow, 'position' | 'parentId'> & {
  children?: Omit<NewListingRow, 'position' | 'parentId'>[];
};

const child = (slug: string, title: string, subtitle = ''): Omit<NewListingRow, 'position' | 'parentId'> => ({
  slug,
  title,
  subtitle,
});

/** The demo catalog: popular games and services with the categories buyers look for in each. */
const LISTINGS: DemoListing[] = [
  {
    slug: 'mobile-legends',
    searchAliases: ['мобайл легендс', 'мобла', 'млбб', 'mlbb'],
    title: 'Mobile Legends',
    subtitle: 'Алмазы, Starlight, промо',
    accentColor: '#3b82f6',
    popularity: 98_400,
    isInTopMenu: true,
    children: [child('almazy', 'Алмазы'), child('starlight', 'Starlight-пропуск')],
  },
  {
    slug: 'pubg-mobile',
    searchAliases: ['пабг', 'пубг', 'пабг мобайл'],
    title: 'PUBG Mobile',
    subtitle: 'UC, Royale Pass',
    accentColor: '#f59e0b',
    popularity: 91_200,
    isInTopMenu: true,
    children: [child('uc', 'UC'), child('royale-pass', 'Royale Pass')],
  },
  {
    slug: 'steam',
    searchAliases: ['стим'],
    title: 'Steam',
    subtitle: 'Пополнение баланса, ключи, гифты',
    accentColor: '#1e88e5',
    popularity: 120_500,
    isInTopMenu: true,
    children: [
      child('popolnenie-balansa', 'Пополнение баланса'),
      child('igry', 'Игры'),
      child('podarochnye-karty', 'Подарочные карты'),
    ],
  },
  {
    slug: 'valorant',
    searchAliases: ['валорант', 'валик'],
    title: 'Valorant',
    subtitle: 'Valorant Points, аккаунты',
    accentColor: '#ff4655',
    popularity: 64_900,
    isInTopMenu: true,
    children: [child('valorant-points', 'Valorant Points')],
  },
  {
    slug: 'zenless-zone-zero',
    searchAliases: ['ззз', 'zzz', 'зенлес'],
    title: 'Zenless Zone Zero',
    subtitle: 'Монохромы, Inter-Knot',
    accentColor: '#facc15',
    popularity: 38_700,
    isInTopMenu: true,
    children: [child('monohromy', 'Монохромы')],
  },
  {
    slug: 'genshin-impact',
    searchAliases: ['геншин импакт'],
    title: 'Genshin Impact',
    subtitle: 'Кристаллы сотворения, Благословение',
    accentColor: '#8b5cf6',
    popularity: 87_300,
    isInTopMenu: true,
    children: [child('kristally', 'Кристаллы сотворения'), child('blagoslovenie', 'Благословение полой луны')],
  },
  {
    slug: 'roblox',
    searchAliases: ['роблокс', 'robux'],
    title: 'Roblox',
    subtitle: 'Робуксы, Premium',
    accentColor: '#22c55e',
    popularity: 102_800,
    isInTopMenu: true,
    children: [child('robux', 'Робуксы'), child('premium', 'Roblox Premium')],
  },
  {
    slug: 'xbox',
    searchAliases: ['иксбокс', 'хбокс'],
    title: 'Xbox',
    subtitle: 'Game Pass, подарочные карты',
    accentColor: '#16a34a',
    popularity: 45_600,
    isInTopMenu: true,
    children: [child('game-pass', 'Xbox Game Pass'), child('podarochnye-karty', 'Подарочные карты')],
  },
  {
    slug: 'playstation',
    searchAliases: ['плейстейшен', 'плойка', 'psn', 'пс'],
    title: 'PlayStation',
    subtitle: 'Пополнение PSN, PS Plus',
    accentColor: '#2563eb',
    popularity: 57_100,
    isInTopMenu: true,
    children: [child('popolnenie', 'Пополнение PSN'), child('ps-plus', 'PS Plus')],
  },
  {
    slug: 'fortnite',
    searchAliases: ['фортнайт', 'v-bucks'],
    title: 'Fortnite',
    subtitle: 'В-баксы, наборы',
    accentColor: '#a855f7',
    popularity: 52_400,
    isInTopMenu: true,
    children: [child('v-bucks', 'В-баксы')],
  },
  {
    slug: 'honkai-star-rail',
    searchAliases: ['хонкай стар рейл', 'хср', 'hsr'],
    title: 'Honkai: Star Rail',
    subtitle: 'Сверхсиловые сферы, пропуск',
    accentColor: '#06b6d4',
    popularity: 41_900,
    isInTopMenu: true,
    children: [child('sfery', 'Сверхсиловые сферы')],
  },
  {
    slug: 'brawl-stars',
    searchAliases: ['бравл старс', 'бравлик'],
    title: 'Brawl Stars',
    subtitle: 'Гемы, Brawl Pass',
    accentColor: '#eab308',
    popularity: 49_300,
    isInTopMenu: true,
    children: [child('gemy', 'Гемы')],
  },
  { slug: 'igry', title: 'Игры', subtitle: 'Ключи и гифты', accentColor: '#7c5cff', popularity: 70_000 },
  { slug: 'dlc', title: 'DLC', subtitle: 'Дополнения к играм', accentColor: '#ec4899', popularity: 21_000 },
  {
    slug: 'igrovaya-valyuta',
    searchAliases: ['донат', 'игровая валюта'],
    title: 'Игровая валюта',
    subtitle: 'Донат в любимые игры',
    accentColor: '#f97316',
    popularity: 88_000,
  },
  {
    slug: 'podarochnye-karty',
    title: 'Подарочные карты',
    subtitle: 'Steam, PSN, Xbox, App Store',
    accentColor: '#14b8a6',
    popularity: 33_000,
  },
  {
    slug: 'podpiski',
    title: 'Подписки',
    subtitle: 'Game Pass, PS Plus, Spotify',
    accentColor: '#0ea5e9',
    popularity: 29_000,
  },
  {
    slug: 'popolnenie-balansa',
    title: 'Пополнение баланса',
    subtitle: 'Steam, PSN, мобильные игры',
    accentColor: '#22c55e',
    popularity: 95_000,
  },
];

/** Every demo listing shows its generated cover (children are stored under `<parent>/<child>` slugs). */
export const DEMO_LISTINGS: DemoListing[] = LISTINGS.map((listing) => ({
  ...listing,
  image: coverImagePath('listing', listing.slug),
  ...(listing.children
    ? {
        children: listing.children.map((c) => ({
          ...c,
          image: coverImagePath('listing', `${listing.slug}/${c.slug}`),
        })),
      }
    : {}),
}));
