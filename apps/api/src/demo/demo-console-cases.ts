/**
 * What waits in the operator's console on a fresh database (decision 038): who complains, applies, proposes
 * and withdraws, and what they wrote. Fixed, so every fresh database tells the same story.
 */
export const DEMO_CONSOLE_BUYER = { email: 'olga.belova@demo.lootmarket.ru', name: 'Ольга Белова' };

/** The catalog shop whose two sales the buyer complains about (not the demo seller's own shop). */
export const DEMO_CONSOLE_SHOP_INDEX = 2;

export const DEMO_DISPUTE = {
  reason: 'not_working',
  text: 'Код не активируется: при вводе пишет «код уже использован». Продавец второй день не отвечает в чате.',
  hoursAgo: 20,
};

/** A full refund of a sale of 10 000 ₽ or more: it waits for a second staff member (decision 042). */
export const DEMO_REFUND = {
  minimumMinor: 1_000_000,
  reason: 'Продавец подтвердил в чате, что товар выдан по ошибке другому покупателю',
  hoursAgo: 30,
};

export const DEMO_SUPPORT_TICKET = {
  topic: 'refund',
  text: 'Здравствуйте! Открыла спор по заказу, но продавец молчит. Подскажите, сколько ждать решения и вернутся ли деньги на карту?',
} as const;

/** The disputed shop's withdrawal: held for the dispute, its release waits for a second staff member. */
export const DEMO_HELD_PAYOUT = {
  /** Large sales weeks ago whose money is free to withdraw. */
  earlierSales: 3,
  amountMinor: 2_000_000,
  phone: '79031234567',
  releaseReason: 'Спор по одному заказу на 1 позицию, остальные продажи без претензий — выплату можно отпускать',
};

export const DEMO_SELLER_APPLICANT = {
  email: 'ilya.zaitsev@demo.lootmarket.ru',
  name: 'Илья Зайцев',
  telegram: 'ilya_zaitsev_keys',
};

/** A catalog shop proposes a product the catalog lacks, under one of the demo listings. */
export const DEMO_PROPOSAL = {
  shopIndex: 0,
  listing: 'pubg-mobile/royale-pass',
  title: 'PUBG Mobile — Royale Pass, сезон A12',
  productType: 'subscription_manual',
  description:
    'Пропуск нового сезона с пополнением по UID игрока. Выдача в течение 15 минут, работает для всех регионов.',
  buyerInputKinds: ['uid'],
} as const;

export const DEMO_PAGE_REPORT = {
  slug: 'severov',
  reporter: 'pavel.sokolov@demo.lootmarket.ru',
  reason: 'impersonation',
  text: 'Страница выдаёт себя за известного стримера: ник и аватар скопированы, а ссылка на канал ведёт на другой.',
} as const;
