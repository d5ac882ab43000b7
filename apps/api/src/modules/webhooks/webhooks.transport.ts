import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/** Where deliveries may go: production sends over https to public addresses only. */
export interface TransportPolicy {
  httpsOnly: boolean;
  publicAddressesOnly: boolean;
  timeoutMs: number;
}

export interface SendResult {
  /** null when no answer came. */
  status: number | null;
  /** The answer's first 4 KB. */
  body: string;
  error: string | null;
  durationMs: number;
}

const RESPONSE_KEPT_BYTES = 4096;

export class RefusedAddressError extends Error {}

/** Only ordinary public unicast addresses: no loopback, private, link-local, carrier-grade NAT or reserved ranges. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/** Why the address may not be delivered to, or null when it may. */
export function refusedUrl(
  url: string,
  policy: Pick<TransportPolicy, 'httpsOnly' | 'publicAddressesOnly'>,
): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'Неверный адрес';
  }
  if (parsed.protocol !== 'https:' && (policy.httpsOnly || parsed.protocol !== 'http:'))
    return 'Адрес должен начинаться с https://';
  if (parsed.username || parsed.password) return 'Адрес не должен содержать логин и пароль';
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  if (policy.publicAddressesOnly && isIP(host) && !isPublicAddress(host))
    return 'Нельзя отправлять на внутренние и локальные адреса';
  if (policy.publicAddressesOnly && /^(localhost|.*\.localhost|.*\.local|.*\.internal)$/i.test(host))
    return 'Нельзя отправлять на внутренние и локальные адреса';
  return null;
}

/**
 * A DNS lookup that refuses names resolving to anything but public addresses. It runs when the socket
 * connects, so the address checked is the address used (no rebinding between a check and the request).
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 4);
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    if (refused || addresses.length === 0)
      return callback(new RefusedAddressError(`refused address ${refused?.address ?? 'none'}`), '', 4);
    if (options.all) return (callback as unknown as (e: null, list: LookupAddress[]) => void)(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};

/**
 * POSTs one signed body and reads at most 4 KB of the answer. Redirects are not followed (a 3xx is a
 * failed try), so the address checks never have to be redone on a target the receiver picks.
 */
export function postWebhook(
  url: string,
  headers: Record<string, string>,
  body: string,
  policy: TransportPolicy,
): Promise<SendResult> {
  const started = Date.now();
  const done = (status: number | null, text: string, error: string | null): SendResult => ({
    status,
    body: text,
    error,
    durationMs: Date.now() - started,
  });
  const refused = refusedUrl(url, policy);
  if (refused) return Promise.resolve(done(null, '', refused));
  const client = url.startsWith('https:') ? https : http;
  return new Promise((resolve) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'Lootmarket-Webhooks/1',
        },
        ...(policy.publicAddressesOnly ? { lookup: publicOnlyLookup } : {}),
        timeout: policy.timeoutMs,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        response.on('data', (chunk: Buffer) => {
          if (kept < RESPONSE_KEPT_BYTES) chunks.push(chunk.subarray(0, RESPONSE_KEPT_BYTES - kept));
          kept += chunk.length;
          if (kept >= RESPONSE_KEPT_BYTES) response.destroy();
        });
        const finish = () => resolve(done(response.statusCode ?? null, Buffer.concat(chunks).toString('utf8'), null));
        response.on('end', finish);
        response.on('close', finish);
        response.on('error', finish);
      },
    );
    const deadline = setTimeout(
      () => request.destroy(new Error(`no answer in ${policy.timeoutMs} ms`)),
      policy.timeoutMs,
    );
    request.on('timeout', () => request.destroy(new Error(`no answer in ${policy.timeoutMs} ms`)));
    request.on('error', (error) => resolve(done(null, '', error.message)));
    request.on('close', () => clearTimeout(deadline));
    request.end(body);
  });
}

const DELIVERY_TIMEOUT_MS = 10_000;

/** Production and stage reach only public https addresses; development and tests may use 127.0.0.1 and plain http. */
export function webhookPolicy(config: { APP_ENV: 'production' | 'stage' | 'development' }): TransportPolicy {
  const strict = config.APP_ENV !== 'development';
  return { httpsOnly: strict, publicAddressesOnly: strict, timeoutMs: DELIVERY_TIMEOUT_MS };
}
