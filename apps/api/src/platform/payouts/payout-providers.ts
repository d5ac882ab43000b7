import { createHmac } from 'node:crypto';
import { sandboxesEnabled, type AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { createIpAllowList, YOOKASSA_NOTIFICATION_RANGES } from '../payments/ip-allowlist';
import { createCryptomusPayouts } from './cryptomus';
import { createSandboxPayouts, type SandboxPayouts } from './sandbox-payouts';
import type { PayoutMethodKind, PayoutProvider, PayoutProviderId } from './types';
import { createYookassaPayouts } from './yookassa-payouts';

export const CRYPTOMUS_NOTIFICATIONS_PATH = '/payouts/cryptomus/notifications';
export const YOOKASSA_PAYOUT_NOTIFICATIONS_PATH = '/payouts/yookassa/notifications';
export const SANDBOX_PAYOUT_NOTIFICATIONS_PATH = '/payouts/sandbox/notifications';

export interface PayoutProviders {
  byId: Partial<Record<PayoutProviderId, PayoutProvider>>;
  /** Where new payouts of each method go: the real provider when configured, else the sandbox when sandboxes are on, else none (503). */
  active: Record<PayoutMethodKind, PayoutProviderId | null>;
  /** Present only with the sandboxes on (never in production) while a method has no real provider; its pages exist only then. */
  sandbox: SandboxPayouts | null;
  /** Signs and verifies the sandbox's notifications; derived from AUTH_SECRET. */
  sandboxSigningKey: string;
  cryptomusApiKey: string | null;
  isAllowedYookassaSender: (ip: string) => boolean;
}

/** The payout providers this configuration has, the way `createAcquirers` picks acquirers. */
export function createPayoutProviders(
  config: AppConfig,
  db: Db,
  { fetcher = fetch, publicApiUrl }: { fetcher?: typeof fetch; publicApiUrl?: string } = {},
): PayoutProviders {
  const yookassa =
    config.YOOKASSA_PAYOUTS_AGENT_ID && config.YOOKASSA_PAYOUTS_SECRET_KEY
      ? createYookassaPayouts({
          agentId: config.YOOKASSA_PAYOUTS_AGENT_ID,
          secretKey: config.YOOKASSA_PAYOUTS_SECRET_KEY,
          apiUrl: config.YOOKASSA_PAYOUTS_API_URL,
          fetch: fetcher,
          timeoutMs: config.PAYOUT_PROVIDER_TIMEOUT_MS,
        })
      : null;
  const callbackBase =
    publicApiUrl ?? (config.PUBLIC_URL ? `${config.PUBLIC_URL.replace(/\/+$/, '')}/api/gw/public/v1` : null);
  const cryptomus =
    config.CRYPTOMUS_MERCHANT_ID && config.CRYPTOMUS_PAYOUT_API_KEY
      ? createCryptomusPayouts({
          merchantId: config.CRYPTOMUS_MERCHANT_ID,
          payoutApiKey: config.CRYPTOMUS_PAYOUT_API_KEY,
          apiUrl: config.CRYPTOMUS_API_URL,
          callbackUrl: callbackBase ? `${callbackBase}${CRYPTOMUS_NOTIFICATIONS_PATH}` : null,
          fetch: fetcher,
          timeoutMs: config.PAYOUT_PROVIDER_TIMEOUT_MS,
        })
      : null;
  // The same switch as the sandbox acquirer and mailbox: on in development, opt-in on a stage, never in production.
  const sandbox = sandboxesEnabled(config) && (!yookassa || !cryptomus) ? createSandboxPayouts({ db }) : null;
  const fallback = sandbox ? 'sandbox' : null;
  return {
    byId: { ...(yookassa ? { yookassa } : {}), ...(cryptomus ? { cryptomus } : {}), ...(sandbox ? { sandbox } : {}) },
    active: { sbp: yookassa ? 'yookassa' : fallback, crypto: cryptomus ? 'cryptomus' : fallback },
    sandbox,
    sandboxSigningKey: createHmac('sha256', config.AUTH_SECRET).update('sandbox-payout-notifications').digest('hex'),
    cryptomusApiKey: config.CRYPTOMUS_PAYOUT_API_KEY ?? null,
    isAllowedYookassaSender: createIpAllowList(config.YOOKASSA_ALLOWED_IPS ?? YOOKASSA_NOTIFICATION_RANGES),
  };
}
