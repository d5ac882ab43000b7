import { z } from 'zod';
import type { CaptchaVerifier } from './captcha.ports';

const VALIDATE_URL = 'https://smartcaptcha.yandexcloud.net/validate';
const TIMEOUT_MS = 5_000;
const answerSchema = z.object({ status: z.string() });

/** Yandex SmartCaptcha server-side validation. Fails closed: an unreachable service refuses the token. */
export function createSmartCaptcha({
  serverKey,
  endpoint = VALIDATE_URL,
}: {
  serverKey: string;
  endpoint?: string;
}): CaptchaVerifier {
  return {
    required: true,
    async verify(token, ip) {
      try {
        const response = await fetch(endpoint, {
          method: 'POST',
          body: new URLSearchParams({ secret: serverKey, token, ip }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        if (!response.ok) return false;
        const answer = answerSchema.safeParse(await response.json());
        return answer.success && answer.data.status === 'ok';
      } catch {
        return false;
      }
    },
  };
}
