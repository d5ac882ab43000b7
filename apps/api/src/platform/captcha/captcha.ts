import type { CaptchaVerifier } from './captcha.ports';
import { createSmartCaptcha } from './smartcaptcha';

export type { CaptchaVerifier };

const skipped: CaptchaVerifier = { required: false, verify: async () => true };

/** Captcha is checked in production only (spec §9); config makes the key mandatory there. */
export function createCaptcha({
  production,
  serverKey,
}: {
  production: boolean;
  serverKey: string | undefined;
}): CaptchaVerifier {
  return production && serverKey ? createSmartCaptcha({ serverKey }) : skipped;
}
