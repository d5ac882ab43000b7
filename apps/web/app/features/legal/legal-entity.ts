/** Shown where a registry number belongs until the operator fills in the real value. */
const REGISTRY_PLACEHOLDER = 'указывается при регистрации';

/** The operator's details; every legal document takes them from here and nowhere else. */
export const LEGAL_ENTITY = {
  name: 'ООО «Лутмаркет»',
  fullName: 'Общество с ограниченной ответственностью «Лутмаркет»',
  ogrn: REGISTRY_PLACEHOLDER,
  inn: REGISTRY_PLACEHOLDER,
  kpp: REGISTRY_PLACEHOLDER,
  address: '101000, г. Москва, ул. Примерная, д. 1, помещение 1',
  siteUrl: 'https://lootmarket.ru',
  siteHost: 'lootmarket.ru',
  supportEmail: 'support@lootmarket.ru',
  privacyEmail: 'privacy@lootmarket.ru',
  supportBotUrl: 'https://t.me/lootmarket_support_bot',
  supportBotName: '@lootmarket_support_bot',
} as const;
