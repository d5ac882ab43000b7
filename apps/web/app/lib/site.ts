export const SITE = {
  name: 'Лутмаркет',
  defaultTitle: 'Лутмаркет — маркетплейс игровых товаров',
  defaultDescription:
    'Современный онлайн-маркетплейс для геймеров: ключи и гифты Steam, пополнение баланса, игровая валюта, подписки, подарочные карты и донаты стримерам.',
  copyrightYear: 2025,
} as const;

/** The support chat in the messenger (spec §2 footer, §8 errors that need a person). */
export const SUPPORT_URL = 'https://t.me/lootmarket_support_bot';
