import { isStaff, type HeaderUser } from '@lootmarket/domain';
import { profileEndpoints } from '@lootmarket/domain/endpoints/profile';
import { data } from 'react-router';
import { ApiError } from '#app/lib/api/api-error';
import type { ApiClient } from '#app/lib/api/client';

/** The signed-in visitor: what the header shows, and the account's e-mail that checkout offers for the goods. */
export type CurrentUser = HeaderUser & { email: string | null; roles: number[] };

/**
 * The visitor behind the request's cookies, or null. Any failure counts as anonymous: a broken profile
 * call must not take the whole page down with it.
 */
export async function loadCurrentUser(api: ApiClient): Promise<CurrentUser | null> {
  try {
    return await readCurrentUser(api);
  } catch {
    return null;
  }
}

/**
 * Like `loadCurrentUser`, for pages that only a signed-in visitor may see: a refusal by a rate limit is
 * not taken for a guest (or for a session to renew) but thrown as a 429 with its message, so the page says so.
 */
export async function loadCurrentUserUnlessLimited(api: ApiClient): Promise<CurrentUser | null> {
  try {
    return await readCurrentUser(api);
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) throw data({ message: error.message }, { status: 429 });
    return null;
  }
}

async function readCurrentUser(api: ApiClient): Promise<CurrentUser> {
  const { user_id, name, image, avatar_color, avatar_letters, isSeller, isStreamer, email, roles } = await api.call(
    profileEndpoints.me,
  );
  return {
    id: user_id,
    name,
    avatar: image ?? null,
    avatarLetters: avatar_letters,
    avatarColor: avatar_color,
    isSeller,
    isStreamer,
    isStaff: isStaff(roles),
    email,
    roles,
  };
}
