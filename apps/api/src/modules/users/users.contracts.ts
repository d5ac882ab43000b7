import { userProfileSchema } from '@lootmarket/domain';
import { z } from 'zod';

/** `GET profile/frontend`: the signed-in user's profile with the flags the interface branches on. */
export const profileFrontendSchema = userProfileSchema.extend({
  isSeller: z.boolean(),
  isStreamer: z.boolean(),
  isAuth: z.literal(true),
});
export type ProfileFrontend = z.infer<typeof profileFrontendSchema>;
