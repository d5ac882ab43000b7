/**
 * The demo shop's sales history (seller@demo.lootmarket.ru): who bought which of its offers and when,
 * counted back from the moment it is seeded. Fixed, so every fresh database tells the same story.
 */
export interface DemoShopSale {
  slug: string;
  quantity: number;
  /** Paid this many hours before seeding. */
  hoursAgo: number;
  /** Minutes from payment to delivery. */
  deliveryMinutes: number;
  /** Hours from delivery to the buyer's confirmation; null: delivered, still to be confirmed. */
  confirmHours: number | null;
  /** Index into DEMO_SHOP_BUYERS. */
  buyer: number;
}

/** The demo buyer's account first, then guests who bought with an e-mail. */
export const DEMO_SHOP_BUYERS = [
  'buyer@demo.lootmarket.ru',
  'artem.volkov@demo.lootmarket.ru',
  'k.smirnova@demo.lootmarket.ru',
  'nikita.orlov@demo.lootmarket.ru',
  'dasha.lebedeva@demo.lootmarket.ru',
  'maxim.kuznetsov@demo.lootmarket.ru',
] as const;

/** What each buyer typed for the inputs the shop's products ask for. */
export const DEMO_SHOP_BUYER_INPUTS: Record<string, string> = {
  email: 'artem.volkov@demo.lootmarket.ru',
  uid: '1500842731',
  server: 'europe',
  id: '348210975',
  zone_id: '2041',
  login: 'artem_volkov',
  password: 'Sunny-Birch-42',
  otp: '481907',
};

/** What the seller wrote when handing over a manual order. */
export const DEMO_SHOP_DELIVERY_TEXT = 'Готово, зачислено на ваш аккаунт. Спасибо за покупку!';

const KEY = 'black-myth-wukong-key';
const CARD = 'steam-karta-5';
const POINTS = 'zzz-monohromy-60';
const DIAMONDS = 'mobile-legends-almazy';
const PASS = 'mobile-legends-starlight';

const DAY = 24;

/** [slug, quantity, days and hours ago, minutes to delivery, hours to confirmation, buyer]. */
const SALES: [string, number, number, number, number | null, number][] = [
  [DIAMONDS, 4, 27 * DAY + 4, 12, 3, 1],
  [CARD, 1, 26 * DAY + 9, 1, 1, 2],
  [POINTS, 3, 25 * DAY + 2, 18, 5, 0],
  [PASS, 1, 24 * DAY + 6, 35, 2, 3],
  [KEY, 1, 23 * DAY + 11, 1, 4, 4],
  [DIAMONDS, 6, 22 * DAY + 3, 9, 6, 5],
  [POINTS, 2, 21 * DAY + 7, 22, 1, 2],
  [CARD, 2, 20 * DAY + 5, 1, 8, 0],
  [PASS, 1, 19 * DAY + 1, 41, 3, 1],
  [DIAMONDS, 3, 18 * DAY + 8, 14, 2, 3],
  [POINTS, 6, 17 * DAY + 10, 16, 12, 4],
  [KEY, 1, 16 * DAY + 2, 1, 1, 0],
  [DIAMONDS, 5, 15 * DAY + 6, 11, 4, 2],
  [PASS, 1, 14 * DAY + 4, 28, 5, 5],
  [CARD, 1, 13 * DAY + 9, 1, 2, 1],
  [POINTS, 1, 12 * DAY + 3, 25, 7, 3],
  [DIAMONDS, 2, 11 * DAY + 5, 8, 1, 4],
  [PASS, 2, 10 * DAY + 7, 33, 2, 0],
  [POINTS, 4, 9 * DAY + 2, 19, 3, 5],
  [CARD, 1, 8 * DAY + 6, 1, 5, 2],
  [DIAMONDS, 4, 7 * DAY + 8, 10, 2, 1],
  [KEY, 1, 6 * DAY + 4, 1, 3, 3],
  [PASS, 1, 5 * DAY + 9, 30, 1, 4],
  [POINTS, 2, 4 * DAY + 1, 21, 4, 0],
  [DIAMONDS, 5, 3 * DAY + 10, 13, 2, 2],
  // Confirmed within the silver tier's 72-hour hold: still held in the wallet.
  [CARD, 1, 2 * DAY + 8, 1, 3, 5],
  [PASS, 1, 1 * DAY + 20, 26, 4, 1],
  // Delivered yesterday, the buyer has not confirmed yet.
  [KEY, 1, 1 * DAY + 2, 1, null, 2],
];

export function demoShopSales(): DemoShopSale[] {
  return SALES.map(([slug, quantity, hoursAgo, deliveryMinutes, confirmHours, buyer]) => ({
    slug,
    quantity,
    hoursAgo,
    deliveryMinutes,
    confirmHours,
    buyer,
  }));
}

/** Orders placed just now and paid through the sandbox bank, which the seller still has to fulfil. */
export const DEMO_SHOP_OPEN_ORDERS = [
  { slug: POINTS, quantity: 2, accepted: false },
  { slug: PASS, quantity: 1, accepted: true },
] as const;
