/**
 * Profile routes start with a numeric profile id (`/1024/orders`); donation pages end in `/donate`.
 * Usernames always contain a letter, so the two never collide.
 */
const PROFILE_ROUTE = /^\/\d+(\/|$)/;
const DONATE_ROUTE = /\/donate$/;

export function isProfileRoute(pathname: string): boolean {
  return PROFILE_ROUTE.test(pathname);
}

/** The site header is hidden on donation pages and across the profile area (spec §2). */
export function isHeaderHidden(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return DONATE_ROUTE.test(path) || isProfileRoute(path);
}
