import { PUBLIC_API } from '@lootmarket/domain/endpoints/define';
import type { ApiTransport } from './client';
import { endSession, refreshSession, RETRY_DELAY_MS } from './session';

/** Sign-in calls answer for themselves: a 401 there is never an expired session to renew. */
const AUTH_PATHS = `${PUBLIC_API}/auth/`;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * fetch for our API from the browser: cookies ride along, and a 401 renews the session once and repeats
 * the request once, 500 ms later (spec §7, §9). A renewal the server refuses ends the session; one that
 * got no answer (a page left mid-request) leaves it for the next page to renew.
 */
export const browserTransport: ApiTransport = async (path, init) => {
  const send = () => fetch(path, { credentials: 'include', ...init });
  const first = await send();
  if (first.status !== 401 || path.startsWith(AUTH_PATHS)) return first;
  const renewal = await refreshSession();
  if (renewal !== 'renewed') {
    if (renewal === 'refused') endSession();
    return first;
  }
  await wait(RETRY_DELAY_MS);
  return send();
};
