import type { HeaderUser } from '@lootmarket/domain';
import { data, redirect } from 'react-router';
import { loadCurrentUserUnlessLimited } from '#app/lib/current-user.server';
import type { ApiClient } from '#app/lib/api/client';
import { roleAllowsPath } from './profile-links';

const MARKER = /(?:^|;\s*)has_session=1(?:;|$)/;
const ORDER_PAGE = /^\/\d+\/orders\/([^/]+)(?:\/pay)?$/;

/** Where a guest goes instead of a profile page: an order's public status page, or home (spec §6). */
export function guestDestination(pathname: string): string {
  const orderId = ORDER_PAGE.exec(pathname)?.[1];
  return orderId ? `/order-status/${orderId}` : '/';
}

/**
 * Guards the profile area. A guest is sent home (or to the order's status page from an order), unless the browser says a session may be renewable:
 * then the page renders a waiting state and the session keeper renews and reloads (null user).
 * Someone else's profile id turns into the visitor's own; a page of a role group the user lacks sends them home.
 * A rate limit's refusal is a 429 the layout shows, never the endless wait for a renewal.
 */
export async function requireProfileOwner(
  request: Request,
  profileId: string | undefined,
  api: ApiClient,
): Promise<HeaderUser | null> {
  if (!profileId || !/^\d+$/.test(profileId)) throw data(null, { status: 404 });
  const user = await loadCurrentUserUnlessLimited(api);
  if (!user) {
    if (MARKER.test(request.headers.get('cookie') ?? '')) return null;
    throw redirect(guestDestination(new URL(request.url).pathname));
  }
  if (user.id !== profileId) {
    const url = new URL(request.url);
    throw redirect(`${url.pathname.replace(/^\/\d+/, `/${user.id}`)}${url.search}`);
  }
  if (!roleAllowsPath(user, new URL(request.url).pathname)) throw redirect('/');
  return user;
}
