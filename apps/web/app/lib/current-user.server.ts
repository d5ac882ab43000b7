import type { HeaderUser } from '@lootmarket/domain';
import { profileEndpoints } from '@lootmarket/domain/endpoints/profile';
import type { ApiClient } from '#app/lib/api/client';

/** The signed-in visitor: what the header shows, and the account's e-mail that checkout offers for the goods. */
export type CurrentUser = HeaderUser & { email: string | null };

/**
 * The visitor behind the request's cookies, or null. Any failure counts as anonymous: a broken profile
 * call must not take the whole page down with it.
 */
export async function loadCurrentUser(api: ApiClient): Promise<CurrentUser | null> {
  try {
    const { user_id, name, image, avatar_color, avatar_letters, isSeller, isStreamer, email } = await api.call(
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
      email,
    };
  } catch {
    return null;
  }
}
