import { userProfileSchema } from '@lootmarket/domain';
import { z } from 'zod';

/** `GET profile/frontend`: the signed-in user's profile with the flags the interface branches on. */
export const profileFrontendSchema = userProfileSchema.extend({
  isSeller: z.boolean(),
  isStreamer: z.boolean(),
  isAuth: z.literal(true),
});
export type ProfileFrontend = z.infer<typeof profileFrontendSchema>;

export const NAME_MIN = 2;
export const NAME_MAX = 40;

export const profilePatchSchema = z.object({
  name: z
    .string()
    .trim()
    .min(NAME_MIN, { error: `Имя — от ${NAME_MIN} до ${NAME_MAX} символов` })
    .max(NAME_MAX, { error: `Имя — от ${NAME_MIN} до ${NAME_MAX} символов` })
    .refine((name) => !/[\p{Cc}\p{Cf}]/u.test(name), { error: 'Имя содержит недопустимые символы' }),
});

export const slugCheckQuerySchema = z.object({ slug: z.string().max(200).default('') });
export const slugCheckResponseSchema = z.object({ available: z.boolean(), reason: z.string().optional() });

export const becomeStreamerBodySchema = z.object({ slug: z.string().max(200) });
export const becomeStreamerResponseSchema = profileFrontendSchema.extend({ slug: z.string() });

export const avatarFileParamsSchema = z.object({ file: z.string().regex(/^[0-9a-f-]{36}\.webp$/) });
