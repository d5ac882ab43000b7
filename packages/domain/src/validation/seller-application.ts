import { z } from 'zod';
import { INVALID_TELEGRAM_ID_MESSAGE, REQUIRED_MESSAGE } from './messages';

/** Telegram login of a would-be seller: word characters and hyphens. */
export const telegramIdSchema = z
  .string({ error: REQUIRED_MESSAGE })
  .trim()
  .min(1, { error: REQUIRED_MESSAGE, abort: true })
  .regex(/^[\w-]+$/, { error: INVALID_TELEGRAM_ID_MESSAGE });

/** The policy consent checkbox: it must be ticked. */
export const policyConsentSchema = z
  .boolean({ error: REQUIRED_MESSAGE })
  .refine((accepted) => accepted, { error: REQUIRED_MESSAGE });

export const sellerApplicationSchema = z.object({
  telegram_login: telegramIdSchema,
  policy_accepted: policyConsentSchema,
});
export type SellerApplication = z.infer<typeof sellerApplicationSchema>;

/** Body of the seller lead mail: only the Telegram login. */
export const sellerLeadSchema = sellerApplicationSchema.pick({ telegram_login: true });
