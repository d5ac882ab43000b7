import type { HeaderUser } from '@lootmarket/domain';
import { profileEndpoints } from '@lootmarket/domain/endpoints/profile';
import type { ApiClient } from '#app/lib/api/client';

/**
 * The visitor behind the request's cookies, or null. Any failure counts as anonymous: a broken profile
 * call must not take the whole page down with it.
 */
export async function loadCurrentUser(api: ApiClient): Promise<HeaderUser | null> {
  try {
    const { user_id, name, image, avatar_color, avatar_letters, isSeller, isStreamer } = await api.call(
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
    };
  } catch {
    return null;
  }
}
