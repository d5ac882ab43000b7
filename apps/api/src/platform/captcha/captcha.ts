import { createSmartCaptcha } from './smartcaptcha';

/** Tells people from bots before a sign-in code is mailed. */
export interface CaptchaVerifier {
  /** True when requests must carry a token. */
  readonly required: boolean;
  verify(token: string, ip: string): Promise<boolean>;
}

const skipped: CaptchaVerifier = { required: false, verify: async () => true };

/** Captcha is checked in production only (spec §9); config makes the key mandatory there. */
export function createCaptcha({ production, serverKey }: { production: boolean; serverKey: string | undefined }): CaptchaVerifier {
  return production && serverKey ? createSmartCaptcha({ serverKey }) : skipped;
}
