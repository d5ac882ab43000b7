import type { HeaderUser } from '@lootmarket/domain';
import { z } from 'zod';

export const PROFILE_PATH = '/api/gw/private/v1/profile/frontend';

const profileSchema = z.object({
  user_id: z.string().min(1),
  name: z.string(),
  image: z.string().nullish(),
  avatar_color: z.string(),
  avatar_letters: z.string(),
  isSeller: z.boolean().default(false),
  isStreamer: z.boolean().default(false),
  isAuth: z.boolean().default(true),
});

/**
 * The visitor behind the request's cookies, or null. Any failure counts as anonymous: a broken profile
 * call must not take the whole page down with it.
 */
export async function loadCurrentUser(
  apiFetch: (path: string, init?: RequestInit) => Promise<Response>,
): Promise<HeaderUser | null> {
  try {
    const response = await apiFetch(PROFILE_PATH);
    if (!response.ok) return null;
    const profile = profileSchema.safeParse(await response.json());
    if (!profile.success || !profile.data.isAuth) return null;
    const { user_id, name, image, avatar_color, avatar_letters, isSeller, isStreamer } = profile.data;
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
