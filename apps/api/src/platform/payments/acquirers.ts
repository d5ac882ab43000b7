import { createHmac } from 'node:crypto';
import { sandboxesEnabled, type AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { createIpAllowList, YOOKASSA_NOTIFICATION_RANGES } from './ip-allowlist';
import { createSandboxAcquirer, type SandboxAcquirer } from './sandbox-acquirer';
import type { Acquirer, AcquirerId } from './types';
import { createYookassaAcquirer } from './yookassa';

export interface Acquirers {
  acquirers: Partial<Record<AcquirerId, Acquirer>>;
  /** Where new payments go: ЮKassa when configured, else the sandbox when sandboxes are on, else none (503). */
  active: AcquirerId | null;
  /** Present only with the sandboxes on and without ЮKassa; its pages and notification endpoint exist only then. */
  sandbox: SandboxAcquirer | null;
  /** Signs and verifies the sandbox's notifications; derived from AUTH_SECRET so nothing else needs configuring. */
  sandboxSigningKey: string;
  isAllowedYookassaSender: (ip: string) => boolean;
  /** The clock the sandbox signs and checks timestamps with; tests move it. */
  now: () => number;
}

export function createAcquirers(
  config: AppConfig,
  db: Db,
  { now = Date.now, fetcher = fetch }: { now?: () => number; fetcher?: typeof fetch } = {},
): Acquirers {
  const yookassa =
    config.YOOKASSA_SHOP_ID && config.YOOKASSA_SECRET_KEY
      ? createYookassaAcquirer({
          shopId: config.YOOKASSA_SHOP_ID,
          secretKey: config.YOOKASSA_SECRET_KEY,
          apiUrl: config.YOOKASSA_API_URL,
          fetch: fetcher,
        })
      : null;
  const sandbox =
    !yookassa && sandboxesEnabled(config)
      ? createSandboxAcquirer({ db, pageBase: config.PUBLIC_URL?.replace(/\/+$/, '') ?? '' })
      : null;
  return {
    acquirers: { ...(yookassa ? { yookassa } : {}), ...(sandbox ? { sandbox } : {}) },
    active: yookassa ? 'yookassa' : sandbox ? 'sandbox' : null,
    sandbox,
    sandboxSigningKey: createHmac('sha256', config.AUTH_SECRET).update('sandbox-acquirer-notifications').digest('hex'),
    isAllowedYookassaSender: createIpAllowList(config.YOOKASSA_ALLOWED_IPS ?? YOOKASSA_NOTIFICATION_RANGES),
    now,
  };
}
