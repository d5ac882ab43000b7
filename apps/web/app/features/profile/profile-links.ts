import type { HeaderUser } from '@lootmarket/domain';

export interface ProfileLink {
  label: string;
  to: string;
  /** Active only on this very path, not on the pages under it. */
  end?: boolean;
}

/** Wide screens skip the profile menu and land on the page the role uses most (spec §2). */
export function wideLandingPath(user: HeaderUser): string {
  if (user.isStreamer) return `/${user.id}/donations/dashboard`;
  if (user.isSeller) return `/${user.id}/shop`;
  return `/${user.id}/orders`;
}

/** The profile menu; sellers and streamers get their workspace next to purchases. */
export function profileLinks(user: HeaderUser): ProfileLink[] {
  const base = `/${user.id}`;
  return [
    { label: 'Покупки', to: `${base}/orders` },
    { label: 'Мои донаты', to: `${base}/donations`, end: true },
    ...(user.isSeller
      ? [
          { label: 'Магазин', to: `${base}/shop/analytics` },
          { label: 'Мои предложения', to: `${base}/my-offers` },
          { label: 'Заказы магазина', to: `${base}/shop/orders` },
          { label: 'Расписание', to: `${base}/shop/schedule` },
          { label: 'API', to: `${base}/shop/api` },
        ]
      : []),
    ...(user.isStreamer ? [{ label: 'Донаты', to: `${base}/donations/dashboard` }] : []),
    ...(user.isSeller || user.isStreamer ? [{ label: 'Кошелёк', to: `${base}/wallet` }] : []),
    { label: 'Настройки', to: `${base}/settings` },
    { label: 'Уведомления', to: `${base}/notifications` },
    { label: 'Отзывы', to: `${base}/reviews` },
    { label: 'Мои обращения', to: `${base}/support` },
  ];
}

const SELLER_ONLY = /^\/\d+\/(?:shop|my-offers)(?:\/|$)/;
const SELLER_OR_STREAMER = /^\/\d+\/(?:wallet|withdrawal)(?:\/|$)/;

/** The shop and the offer list belong to sellers (and admins); anyone else is sent home (spec §6). */
export function isSellerOnlyPath(pathname: string): boolean {
  return SELLER_ONLY.test(pathname);
}

/** The wallet and withdrawals hold a seller's or a streamer's earnings; anyone else is sent home (spec §6). */
export function isSellerOrStreamerPath(pathname: string): boolean {
  return SELLER_OR_STREAMER.test(pathname);
}

/** Whether this user may open this profile page, by the role groups of spec §6. */
export function roleAllowsPath(user: HeaderUser, pathname: string): boolean {
  if (isSellerOnlyPath(pathname)) return user.isSeller;
  if (isSellerOrStreamerPath(pathname)) return user.isSeller || user.isStreamer;
  return true;
}

/** Which role group guards a page; moving between groups asks the guard again. */
export function roleGroupOf(pathname: string): 'seller' | 'seller-or-streamer' | null {
  if (isSellerOnlyPath(pathname)) return 'seller';
  return isSellerOrStreamerPath(pathname) ? 'seller-or-streamer' : null;
}

export type ProfileAction = 'connect-donations' | 'connect-shop';

/** Spec §4 connect actions: where a user already holding the role goes instead of running the action. */
export function connectActionTarget(user: HeaderUser, action: string | null): string | null {
  if (action === 'connect-donations' && user.isStreamer) return `/${user.id}/donations/dashboard`;
  if (action === 'connect-shop' && user.isSeller) return `/${user.id}/shop`;
  return null;
}

export function parseAction(value: string | null): ProfileAction | null {
  return value === 'connect-donations' || value === 'connect-shop' ? value : null;
}
