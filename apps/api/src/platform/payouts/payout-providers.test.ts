import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import type { Db } from '../../db/client';
import { createPayoutProviders } from './payout-providers';

const OWN_SECRET = 'a-stage-secret-nobody-else-knows-0123456789';
// Production's other required secrets are beside the point here: only APP_ENV and SANDBOXES decide.
const production = (env: Record<string, string> = {}) => ({ ...loadConfig(env), APP_ENV: 'production' as const });
const stage = (env: Record<string, string> = {}) =>
  loadConfig({ APP_ENV: 'stage', AUTH_SECRET: OWN_SECRET, SMTP_URL: 'smtp://127.0.0.1:25', ...env });
const db = {} as Db;
const yookassa = { YOOKASSA_PAYOUTS_AGENT_ID: '505050', YOOKASSA_PAYOUTS_SECRET_KEY: 'live_s' };
const cryptomus = { CRYPTOMUS_MERCHANT_ID: 'merchant', CRYPTOMUS_PAYOUT_API_KEY: 'key' };

describe('choosing the payout providers', () => {
  it('pays both methods through the sandbox in development', () => {
    expect(createPayoutProviders(loadConfig({}), db)).toMatchObject({
      active: { sbp: 'sandbox', crypto: 'sandbox' },
      sandbox: expect.any(Object),
    });
  });

  it('has no sandbox on a stage unless SANDBOXES switches it on, like the sandbox acquirer and mailbox', () => {
    expect(createPayoutProviders(stage(), db)).toMatchObject({ active: { sbp: null, crypto: null }, sandbox: null });
    expect(createPayoutProviders(stage({ SANDBOXES: 'false' }), db).sandbox).toBeNull();
    expect(createPayoutProviders(stage({ SANDBOXES: 'true' }), db)).toMatchObject({
      active: { sbp: 'sandbox', crypto: 'sandbox' },
      sandbox: expect.any(Object),
    });
  });

  it('never has a sandbox in production, even if the switch were somehow on', () => {
    expect(createPayoutProviders(production(), db)).toMatchObject({
      byId: {},
      active: { sbp: null, crypto: null },
      sandbox: null,
    });
    expect(createPayoutProviders({ ...production(), SANDBOXES: true }, db).sandbox).toBeNull();
    expect(createPayoutProviders(production({ ...yookassa, ...cryptomus }), db)).toMatchObject({
      active: { sbp: 'yookassa', crypto: 'cryptomus' },
      sandbox: null,
    });
  });

  it('keeps the sandbox only for the method without a real provider', () => {
    expect(createPayoutProviders(loadConfig(yookassa), db).active).toEqual({ sbp: 'yookassa', crypto: 'sandbox' });
    expect(createPayoutProviders(stage(yookassa), db).active).toEqual({ sbp: 'yookassa', crypto: null });
    expect(createPayoutProviders(loadConfig({ ...yookassa, ...cryptomus }), db).sandbox).toBeNull();
  });
});
