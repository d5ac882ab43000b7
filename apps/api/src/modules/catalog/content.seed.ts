import { coverImagePath, type OfferListType } from '@lootmarket/domain';
import type { contentBlocks, contentTabs } from './content.tables';

type NewTab = typeof contentTabs.$inferInsert;
type NewBlock = Omit<typeof contentBlocks.$inferInsert, 'tabName' | 'position'>;

const category = (
  slug: string,
  title: string,
  subtitle: string,
  accentColor: string,
  badge: string | null = null,
): NewBlock => ({
  title,
  subtitle,
  href: `/ru-ru/${slug}`,
  image: coverImagePath('listing', slug),
  accentColor,
  badge,
});

/** The editorial sections an empty database starts with; editors change them in the tables. */
export const DEFAULT_CONTENT: { tab: NewTab; blocks: NewBlock[] }[] = [
  {
    tab: { name: 'popular-categories', title: 'Популярные категории', description: 'То, что покупают каждый день' },
    blocks: [
      category('steam/popolnenie-balansa', 'Пополнение Steam', 'Зачисление за 2 минуты', '#1e88e5', 'Хит'),
      category('igrovaya-valyuta', 'Игровая валюта', 'Алмазы, UC, робуксы, В-баксы', '#f97316'),
      category('igry', 'Игры', 'Ключи и гифты для Steam', '#7c5cff'),
      category('podpiski', 'Подписки', 'Game Pass, PS Plus и другие', '#0ea5e9'),
      category('podarochnye-karty', 'Подарочные карты', 'PSN, Xbox, App Store', '#14b8a6'),
      category('dlc', 'DLC', 'Дополнения к любимым играм', '#ec4899'),
      category('popolnenie-balansa', 'Пополнение баланса', 'PSN, мобильные игры', '#22c55e'),
      category('roblox/robux', 'Робуксы', 'Roblox без лишних шагов', '#22c55e'),
    ],
  },
  {
    tab: { name: 'services', title: 'Сервисы Лутмаркета', description: 'Больше, чем магазин', position: 1 },
    blocks: [
      {
        title: 'Пополнение Steam',
        subtitle: 'Баланс в рублях без конвертации — зачисление за пару минут',
        href: '/ru-ru/steam/popolnenie-balansa',
        icon: 'wallet',
        accentColor: '#1e88e5',
      },
      {
        title: 'Донаты для стримеров',
        subtitle: 'Страница доната, оповещения в OBS и цели сборов',
        action: 'connect-donations',
        icon: 'radio',
        accentColor: '#ec4899',
        badge: 'Новое',
      },
      {
        title: 'Магазин продавца',
        subtitle: 'Выставляйте товары и получайте выплаты после подтверждения покупателем',
        action: 'connect-shop',
        icon: 'store',
        accentColor: '#3ddc97',
      },
      {
        title: 'Безопасная сделка',
        subtitle: 'Деньги у нас, пока вы не подтвердите получение товара',
        href: '/terms',
        icon: 'shield',
        accentColor: '#7c5cff',
      },
    ],
  },
];

/** The home page's offer tabs in their first order. */
export const DEFAULT_OFFER_TABS: { type: OfferListType; title: string; moreHref: string | null }[] = [
  { type: 'popular', title: 'Популярное', moreHref: null },
  { type: 'top-ups', title: 'Пополнения', moreHref: '/ru-ru/popolnenie-balansa' },
  { type: 'currency', title: 'Игровая валюта', moreHref: '/ru-ru/igrovaya-valyuta' },
  { type: 'games', title: 'Игры и DLC', moreHref: '/ru-ru/igry' },
  { type: 'subscriptions', title: 'Подписки', moreHref: '/ru-ru/podpiski' },
  { type: 'gift-cards', title: 'Подарочные карты', moreHref: '/ru-ru/podarochnye-karty' },
  { type: 'cheap', title: 'До 500 ₽', moreHref: null },
  { type: 'new', title: 'Новинки', moreHref: null },
];
