import { z } from 'zod';
import { PHONE_COUNTRY_PREFIX } from '../ui-constants';
import { INVALID_PHONE_MESSAGE } from './messages';

const NATIONAL_DIGITS = 10;

/** '+7 (912) 345-67-89' → '79123456789'; null unless it is a Russian number of 10 national digits. */
export function normalizePhone(text: string): string | null {
  if (!/^[\d\s+()-]*$/.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  if (digits.length === NATIONAL_DIGITS) return `${PHONE_COUNTRY_PREFIX}${digits}`;
  // A leading 8 is the domestic trunk prefix people still type in place of +7.
  if (digits.length === NATIONAL_DIGITS + 1 && (digits.startsWith(PHONE_COUNTRY_PREFIX) || digits.startsWith('8'))) {
    return `${PHONE_COUNTRY_PREFIX}${digits.slice(1)}`;
  }
  return null;
}

/** '79123456789' → '+7 (912) 345-67-89' (spec §5 mask); anything else is returned as it came. */
export function formatPhone(stored: string): string {
  const match = /^7(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(stored);
  if (!match) return stored;
  const [, code, first, second, third] = match;
  return `+7 (${code}) ${first}-${second}-${third}`;
}

/** A typed phone (an SBP payout's), stored as its 11 digits starting with 7. */
export const phoneSchema = z.string({ error: INVALID_PHONE_MESSAGE }).transform((text, ctx) => {
  const phone = normalizePhone(text);
  if (phone === null) {
    ctx.addIssue({ code: 'custom', message: INVALID_PHONE_MESSAGE, input: text });
    return z.NEVER;
  }
  return phone;
});
