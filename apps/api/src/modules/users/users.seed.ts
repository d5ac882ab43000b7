import { UserRole } from '@lootmarket/domain';

/** Demo accounts a developer signs in as through the dev mailbox. */
export const DEMO_USERS = [
  { email: 'buyer@demo.lootmarket.ru', roles: [UserRole.Customer] },
  { email: 'seller@demo.lootmarket.ru', roles: [UserRole.Customer, UserRole.Seller] },
  { email: 'streamer@demo.lootmarket.ru', roles: [UserRole.Customer, UserRole.Streamer] },
  { email: 'admin@demo.lootmarket.ru', roles: [UserRole.Customer, UserRole.Admin] },
] as const;
