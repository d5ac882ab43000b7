import { z } from 'zod';
import type { BuyerInputKind } from '../catalog';
import {
  INVALID_LINK_MESSAGE,
  INVALID_MAIL_MESSAGE,
  INVALID_OTP_MESSAGE,
  REQUIRED_MESSAGE,
  STEAM_LOGIN_MESSAGE,
} from './messages';
import { AUTH } from '../auth';

/** A trimmed string that must not be empty; the base of every buyer input. */
function requiredText() {
  return z.string({ error: REQUIRED_MESSAGE }).trim().min(1, { error: REQUIRED_MESSAGE, abort: true });
}

/** A Steam community profile: /profiles/<SteamID64> or /id/<custom URL>. */
const STEAM_PROFILE_LINK = /^https:\/\/steamcommunity\.com\/(?:profiles\/\d{17}|id\/[A-Za-z0-9_-]{2,32})\/?$/;

export const steamProfileLinkSchema = requiredText().regex(STEAM_PROFILE_LINK, { error: INVALID_LINK_MESSAGE });
export const steamLoginSchema = requiredText().regex(/^[A-Za-z0-9._]+$/, { error: STEAM_LOGIN_MESSAGE });
export const accountEmailSchema = requiredText().pipe(z.email({ error: INVALID_MAIL_MESSAGE }));
export const otpSchema = requiredText().regex(new RegExp(`^\\d{${AUTH.codeLength}}$`), { error: INVALID_OTP_MESSAGE });

const RULED_BUYER_INPUTS: Partial<Record<BuyerInputKind, z.ZodType<string, string>>> = {
  steam_account: steamProfileLinkSchema,
  steam_login: steamLoginSchema,
  email: accountEmailSchema,
  account: accountEmailSchema,
  otp: otpSchema,
};

/** The schema checking what a buyer typed for an input of this kind; kinds without a rule only need a value. */
export function buyerInputSchema(kind: BuyerInputKind): z.ZodType<string, string> {
  return RULED_BUYER_INPUTS[kind] ?? requiredText();
}
