import type { HeaderUser } from '@lootmarket/domain';

export type HeaderMenuId = 'connect-donations' | 'login' | 'donations' | 'shop' | 'orders' | 'admin' | 'profile';

/** A header entry: either a link, or (for guests) an action handed to the auth modal. */
export type HeaderMenuItem =
  | { id: HeaderMenuId; label: string; kind: 'link'; to: string }
  | { id: 'connect-donations' | 'login'; label: string; kind: 'action' };

export const HEADER_LABELS = {
  connectDonations: 'Подключить донаты',
  login: 'Войти',
  donations: 'Донаты',
  shop: 'Магазин',
  orders: 'Покупки',
  profile: 'Профиль',
  admin: 'Админка',
} as const;

export const userPaths = {
  profile: (id: string) => `/${id}`,
  shop: (id: string) => `/${id}/shop`,
  orders: (id: string) => `/${id}/orders`,
  donations: (id: string) => `/${id}/donations/dashboard`,
  connectDonations: (id: string) => `/${id}?action=connect-donations`,
};

/**
 * The header menu of spec §6 for a visitor, exactly its sets; logged-in users always end with Profile.
 * The wallet is reached from the profile menu.
 */
export function headerMenuItems(user: HeaderUser | null): HeaderMenuItem[] {
  if (!user) {
    return [
      { id: 'connect-donations', label: HEADER_LABELS.connectDonations, kind: 'action' },
      { id: 'login', label: HEADER_LABELS.login, kind: 'action' },
    ];
  }
  const link = (id: HeaderMenuId, label: string, to: string): HeaderMenuItem => ({ id, label, kind: 'link', to });
  const donations = link('donations', HEADER_LABELS.donations, userPaths.donations(user.id));
  const shop = link('shop', HEADER_LABELS.shop, userPaths.shop(user.id));
  const orders = link('orders', HEADER_LABELS.orders, userPaths.orders(user.id));
  const profile = link('profile', HEADER_LABELS.profile, userPaths.profile(user.id));

  // Staff reach the console from every page; nobody else sees the entry.
  const last = user.isStaff ? [link('admin', HEADER_LABELS.admin, '/admin'), profile] : [profile];

  if (user.isSeller && user.isStreamer) return [donations, shop, ...last];
  if (user.isSeller) return [shop, orders, ...last];
  if (user.isStreamer) return [donations, orders, ...last];
  const connect = link('connect-donations', HEADER_LABELS.connectDonations, userPaths.connectDonations(user.id));
  return [connect, orders, ...last];
}
