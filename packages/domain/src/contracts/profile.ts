import { z } from 'zod';
import { CONTACT_METHODS } from '../contact-methods';
import { userProfileSchema } from '../users';

/** `GET profile/frontend`: the signed-in user's profile with the flags the interface branches on. */
export const profileFrontendSchema = userProfileSchema.extend({
  isSeller: z.boolean(),
  isStreamer: z.boolean(),
  isAuth: z.literal(true),
  /** Where the account gets its mail; null for accounts that only sign in through an external provider. */
  email: z.string().nullable(),
});
export type ProfileFrontend = z.infer<typeof profileFrontendSchema>;

export const PROFILE_NAME_MIN = 2;
export const PROFILE_NAME_MAX = 40;
const nameLengthMessage = `Имя — от ${PROFILE_NAME_MIN} до ${PROFILE_NAME_MAX} символов`;

export const profilePatchSchema = z.object({
  name: z
    .string()
    .trim()
    .min(PROFILE_NAME_MIN, { error: nameLengthMessage })
    .max(PROFILE_NAME_MAX, { error: nameLengthMessage })
    .refine((name) => !/[\p{Cc}\p{Cf}]/u.test(name), { error: 'Имя содержит недопустимые символы' }),
});

export const slugCheckQuerySchema = z.object({ slug: z.string().max(200).default('') });
export const slugCheckResponseSchema = z.object({ available: z.boolean(), reason: z.string().optional() });
export type SlugCheck = z.infer<typeof slugCheckResponseSchema>;

export const becomeStreamerBodySchema = z.object({ slug: z.string().max(200) });
export const becomeStreamerResponseSchema = profileFrontendSchema.extend({ slug: z.string() });

export const SELLER_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** A seller application as its author and the admins see it. */
export const sellerApplicationViewSchema = z.object({
  id: z.number(),
  user_id: z.string(),
  email: z.string().nullable(),
  name: z.string(),
  telegram_login: z.string(),
  contact_method: z.enum(CONTACT_METHODS),
  status: z.enum(SELLER_APPLICATION_STATUSES),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type SellerApplicationView = z.infer<typeof sellerApplicationViewSchema>;

export const myApplicationResponseSchema = z.object({ application: sellerApplicationViewSchema.nullable() });
export type MyApplicationResponse = z.infer<typeof myApplicationResponseSchema>;

export const sellerApplicationListSchema = z.object({ items: z.array(sellerApplicationViewSchema) });
