import { z } from 'zod';
import { AUTH } from '../auth';
import { WRONG_CODE_MESSAGE } from './messages';
import { loginEmailSchema } from './email';

const CODE_PATTERN = new RegExp(`^\\d{${AUTH.codeLength}}$`);
const DIGIT = /^\d$/;

/** True when every code cell holds exactly one digit, so Continue can be enabled. */
export function isLoginCodeComplete(digits: readonly string[]): boolean {
  return digits.length === AUTH.codeLength && digits.every((digit) => DIGIT.test(digit));
}

/** A login code typed as six one-digit cells or one six-digit string; the output is the string. */
export const loginCodeSchema = z
  .union([z.string(), z.array(z.string())], { error: WRONG_CODE_MESSAGE })
  .refine((code) => (Array.isArray(code) ? isLoginCodeComplete(code) : CODE_PATTERN.test(code)), {
    error: WRONG_CODE_MESSAGE,
  })
  .transform((code) => (Array.isArray(code) ? code.join('') : code));

/** Body of the e-mail code login: the code and the lowercased e-mail. */
export const emailCodeLoginSchema = z.object({ code: loginCodeSchema, email: loginEmailSchema });
