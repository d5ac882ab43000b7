import { z } from 'zod';
import { DEFAULT_CONTACT_METHOD } from '../contact-methods';
import { contactMethodSchema, contactValueSchemas, telegramIdSchema } from './contact';
import { REQUIRED_MESSAGE } from './messages';

export { telegramIdSchema };

/** The policy consent checkbox: it must be ticked. */
export const policyConsentSchema = z
  .boolean({ error: REQUIRED_MESSAGE })
  .refine((accepted) => accepted, { error: REQUIRED_MESSAGE });

/**
 * How a would-be seller is reached. The field keeps the spec's name `telegram_login`; with another
 * contact method chosen it holds that method's contact (an e-mail, a VK page).
 */
const sellerContactSchema = z
  .object({
    contact_method: contactMethodSchema.default(DEFAULT_CONTACT_METHOD),
    telegram_login: z.string({ error: REQUIRED_MESSAGE }),
  })
  .transform((contact, context) => {
    const parsed = contactValueSchemas[contact.contact_method].safeParse(contact.telegram_login);
    if (parsed.success) return { ...contact, telegram_login: parsed.data };
    for (const issue of parsed.error.issues)
      context.addIssue({ code: 'custom', message: issue.message, path: ['telegram_login'] });
    return z.NEVER;
  });

export const sellerApplicationSchema = sellerContactSchema.and(z.object({ policy_accepted: policyConsentSchema }));
export type SellerApplication = z.infer<typeof sellerApplicationSchema>;

/** Body of the seller lead mail: the contact only. */
export const sellerLeadSchema = sellerContactSchema;
