/** Interface texts an editor may change in the database without a release. */
export const DEFAULT_TRANSLATIONS: Record<string, Record<string, string>> = {
  home: {
    heroTitle: 'Игровые товары с гарантией сделки',
    heroText:
      'Ключи, пополнение Steam, игровая валюта и подписки от проверенных продавцов. Деньги уходят продавцу только после того, как вы подтвердите получение.',
    heroCta: 'Смотреть каталог',
    popularTitle: 'Популярные игры и сервисы',
    popularEmpty: 'Каталог скоро пополнится',
    trustEscrowTitle: 'Безопасная сделка',
    trustEscrowText: 'Оплата хранится у нас, пока вы не подтвердите получение товара',
    trustDeliveryTitle: 'Моментальная выдача',
    trustDeliveryText: 'Ключи и коды приходят сразу после оплаты, круглосуточно',
    trustSupportTitle: 'Поддержка 24/7',
    trustSupportText: 'Разбираем споры и помогаем с активацией в любое время',
    donationsTitle: 'Донаты для стримеров',
    donationsText: 'Страница доната, оповещения в OBS и цели сборов — подключение за пару минут',
    donationsCta: 'Подключить донаты',
  },
  common: {
    offersCount: 'предложений',
  },
};
