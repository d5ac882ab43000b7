import type { HeaderUser } from '@lootmarket/domain';
import { redirect } from 'react-router';
import { loadCurrentUser } from '#app/features/auth/current-user.server';
import { PRIVATE_API_PATH } from './dashboard-paths';

export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

/** Where someone without the streamer role goes from the dashboard: the profile's connect-donations flow. */
export const connectDonationsPath = (userId: string): string => `/${userId}?action=connect-donations`;

/**
 * Only streamers have a dashboard; a signed-in user without the role is offered to connect donations.
 * Guests and other people's profile ids are the profile layout's business.
 */
export async function requireStreamer(apiFetch: ApiFetch): Promise<HeaderUser | null> {
  const user = await loadCurrentUser(apiFetch);
  if (user && !user.isStreamer) throw redirect(connectDonationsPath(user.id));
  return user;
}

/**
 * Reads private dashboard calls in parallel. A 403 means the role is gone: the connect flow; any other
 * failure leaves that part empty (null) so the rest of the page still renders.
 */
export async function loadPrivate<T extends readonly string[]>(
  apiFetch: ApiFetch,
  userId: string,
  paths: T,
): Promise<{ [K in keyof T]: unknown | null }> {
  const responses = await Promise.all(paths.map((path) => apiFetch(`${PRIVATE_API_PATH}${path}`)));
  if (responses.some((response) => response.status === 403)) throw redirect(connectDonationsPath(userId));
  return (await Promise.all(responses.map((response) => (response.ok ? response.json() : null)))) as { [K in keyof T]: unknown | null };
}
