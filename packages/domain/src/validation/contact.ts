import { z } from 'zod';
import { CONTACT_METHODS, type ContactMethod } from '../contact-methods';
import { INVALID_MAIL_MESSAGE, INVALID_TELEGRAM_ID_MESSAGE, REQUIRED_MESSAGE } from './messages';

const required = () => z.string({ error: REQUIRED_MESSAGE }).trim().min(1, { error: REQUIRED_MESSAGE, abort: true });

/** Telegram login of a would-be seller: word characters and hyphens (spec §5). */
export const telegramIdSchema = required().regex(/^[\w-]+$/, { error: INVALID_TELEGRAM_ID_MESSAGE });

/** What each contact method accepts; each is required and trimmed. */
export const contactValueSchemas: Record<ContactMethod, z.ZodType<string, string>> = {
  TELEGRAM: telegramIdSchema,
  EMAIL: required()
    .toLowerCase()
    .pipe(z.email({ error: INVALID_MAIL_MESSAGE })),
  // A VK page: id<digits> or a short name of 5–32 latin letters, digits, dots and underscores.
  VK: required().regex(/^(?:id\d{1,12}|[a-z][\w.]{4,31})$/i, { error: INVALID_TELEGRAM_ID_MESSAGE }),
};

export const contactMethodSchema = z.enum(CONTACT_METHODS);

/** One contact: a method and its value, validated by the method. */
export const contactSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('TELEGRAM'), value: contactValueSchemas.TELEGRAM }),
  z.object({ method: z.literal('EMAIL'), value: contactValueSchemas.EMAIL }),
  z.object({ method: z.literal('VK'), value: contactValueSchemas.VK }),
]);
export type Contact = z.infer<typeof contactSchema>;
