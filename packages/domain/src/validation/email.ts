import { z } from 'zod';
import { ENTER_EMAIL_MESSAGE, INVALID_EMAIL_MESSAGE } from './messages';

/** E-mail for code login: trimmed and lowercased, so one mailbox is one account. */
export const loginEmailSchema = z
  .string({ error: INVALID_EMAIL_MESSAGE })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: INVALID_EMAIL_MESSAGE }));

/** Login e-mail error to show: only once the field was touched and holds something. */
export function loginEmailError(text: string, touched: boolean): string | null {
  if (!touched || text.trim() === '') return null;
  return loginEmailSchema.safeParse(text).success ? null : INVALID_EMAIL_MESSAGE;
}

/** Guest checkout e-mail: required, then a valid address; stored trimmed and lowercased. */
export const guestEmailSchema = z
  .string({ error: ENTER_EMAIL_MESSAGE })
  .trim()
  .toLowerCase()
  .min(1, { error: ENTER_EMAIL_MESSAGE })
  .pipe(z.email({ error: INVALID_EMAIL_MESSAGE }));

export const guestEmailFormSchema = z.object({ email: guestEmailSchema });
