import { UserRole } from '@lootmarket/domain';

/** Demo accounts a developer signs in as through the dev mailbox. */
export const DEMO_USERS = [
  { email: 'buyer@demo.lootmarket.ru', roles: [UserRole.Customer] },
  { email: 'seller@demo.lootmarket.ru', roles: [UserRole.Customer, UserRole.Seller] },
  { email: 'streamer@demo.lootmarket.ru', roles: [UserRole.Customer, UserRole.Streamer] },
  { email: 'admin@demo.lootmarket.ru', roles: [UserRole.Customer, UserRole.Admin] },
  // A second staff member, so a four-eyes request of the superadmin has someone to approve it (decision 042).
  { email: 'finance@demo.lootmarket.ru', roles: [UserRole.Customer, UserRole.Finance] },
] as const;

/** Demo streamers with donation pages, so the home page has bloggers to show on a fresh database. */
export const DEMO_STREAMERS = [
  { name: 'Лиза Котова', slug: 'liza-kotova' },
  { name: 'Дмитрий Гром', slug: 'grom' },
  { name: 'Аня Пиксель', slug: 'anya-pixel' },
  { name: 'Максим Северов', slug: 'severov' },
  { name: 'Катя Лунная', slug: 'katya-luna' },
  { name: 'Артём Бурый', slug: 'buryi' },
].map((streamer) => ({ ...streamer, email: `streamer-${streamer.slug}@demo.lootmarket.ru` }));

/** Fewer streamers than this and the demo streamers are added. */
export const DEMO_STREAMERS_MIN = 6;
