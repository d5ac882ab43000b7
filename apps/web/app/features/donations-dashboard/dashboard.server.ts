import type { HeaderUser } from '@lootmarket/domain';
import { redirect } from 'react-router';
import { loadCurrentUser } from '#app/lib/current-user.server';
import type { ApiClient } from '#app/lib/api/client';
import { settle } from '#app/lib/api/outcome';

/** Where someone without the streamer role goes from the dashboard: the profile's connect-donations flow. */
export const connectDonationsPath = (userId: string): string => `/${userId}?action=connect-donations`;

/**
 * Only streamers have a dashboard; a signed-in user without the role is offered to connect donations.
 * Guests and other people's profile ids are the profile layout's business.
 */
export async function requireStreamer(api: ApiClient): Promise<HeaderUser | null> {
  const user = await loadCurrentUser(api);
  if (user && !user.isStreamer) throw redirect(connectDonationsPath(user.id));
  return user;
}

/**
 * Waits for private dashboard calls made in parallel. A 403 means the role is gone: the connect flow; any
 * other failure leaves that part empty (null) so the rest of the page still renders.
 */
export async function loadPrivate<const Calls extends readonly Promise<unknown>[]>(
  userId: string,
  calls: Calls,
): Promise<{ -readonly [K in keyof Calls]: Awaited<Calls[K]> | null }> {
  const outcomes = await Promise.all(calls.map((call) => settle(call)));
  if (outcomes.some((outcome) => !outcome.ok && outcome.error.status === 403))
    throw redirect(connectDonationsPath(userId));
  return outcomes.map((outcome) => (outcome.ok ? outcome.data : null)) as {
    -readonly [K in keyof Calls]: Awaited<Calls[K]> | null;
  };
}
