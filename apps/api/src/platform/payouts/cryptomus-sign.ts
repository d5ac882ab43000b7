import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * JSON as PHP's `json_encode($data, JSON_UNESCAPED_UNICODE)` writes it, which Cryptomus signs webhooks
 * over: like JSON.stringify, but with every '/' escaped as '\/'.
 */
export function phpJson(value: unknown): string {
  return JSON.stringify(value).replace(/\//g, '\\/');
}

/** md5(base64(body) + key), hex: the `sign` of a request body and of a webhook. */
export function cryptomusSign(body: string, apiKey: string): string {
  return createHash('md5')
    .update(Buffer.from(body).toString('base64') + apiKey)
    .digest('hex');
}

/** Checks a webhook's `sign` over the body without it, in constant time. */
export function verifyCryptomusWebhook(body: Record<string, unknown>, apiKey: string): boolean {
  const { sign, ...rest } = body;
  if (typeof sign !== 'string' || !/^[0-9a-f]{32}$/.test(sign)) return false;
  const expected = Buffer.from(cryptomusSign(phpJson(rest), apiKey), 'hex');
  return timingSafeEqual(expected, Buffer.from(sign, 'hex'));
}
