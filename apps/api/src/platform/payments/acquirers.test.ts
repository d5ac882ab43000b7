import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import type { Db } from '../../db/client';
import { createAcquirers } from './acquirers';
import { signSandboxNotification, verifySandboxSignature } from './sandbox-acquirer';
import { AcquirerError, decimalToMinor, minorToDecimal, withRetries } from './types';

// Production's other required secrets are beside the point here: only APP_ENV decides about the sandbox.
const production = (env: Record<string, string> = {}) => ({ ...loadConfig(env), APP_ENV: 'production' as const });
const db = {} as Db;

describe('choosing the acquirer', () => {
  it('uses the sandbox outside production, ЮKassa when configured, and nothing in production without keys', () => {
    expect(createAcquirers(loadConfig({}), db)).toMatchObject({ active: 'sandbox', sandbox: expect.any(Object) });
    const live = createAcquirers(production({ YOOKASSA_SHOP_ID: '1', YOOKASSA_SECRET_KEY: 's' }), db);
    expect(live).toMatchObject({ active: 'yookassa', sandbox: null });
    expect(createAcquirers(loadConfig({ YOOKASSA_SHOP_ID: '1', YOOKASSA_SECRET_KEY: 's' }), db).sandbox).toBeNull();
    expect(createAcquirers(production(), db)).toMatchObject({ active: null, sandbox: null, acquirers: {} });
  });

  it('wants the shop id and the secret key together', () => {
    expect(() => loadConfig({ YOOKASSA_SHOP_ID: '1' })).toThrow(/YOOKASSA_SECRET_KEY/);
    expect(() => loadConfig({ YOOKASSA_ALLOWED_IPS: '10.0.0.0/8' })).not.toThrow();
  });
});

describe('sandbox notification signatures', () => {
  const body = '{"type":"notification","event":"payment.succeeded","object":{"id":"x"}}';
  const now = 1_800_000_000;

  it('accepts its own signature within 300 s and nothing else', () => {
    const signature = signSandboxNotification('key', body, now);
    expect(verifySandboxSignature('key', body, String(now), signature, now + 300)).toBe(true);
    expect(verifySandboxSignature('key', body, String(now), signature, now + 301)).toBe(false);
    expect(verifySandboxSignature('key', `${body} `, String(now), signature, now)).toBe(false);
    expect(verifySandboxSignature('other', body, String(now), signature, now)).toBe(false);
    expect(verifySandboxSignature('key', body, String(now + 1), signature, now)).toBe(false);
    expect(verifySandboxSignature('key', body, undefined, signature, now)).toBe(false);
    expect(verifySandboxSignature('key', body, String(now), signature.slice(2), now)).toBe(false);
    expect(verifySandboxSignature('key', body, '1e9', signature, now)).toBe(false);
  });
});

describe('acquirer helpers', () => {
  it('converts minor units to and from the decimal strings acquirers use, without floats', () => {
    expect(minorToDecimal(150_050)).toBe('1500.50');
    expect(minorToDecimal(7)).toBe('0.07');
    expect(decimalToMinor('1500.50')).toBe(150_050);
    expect(decimalToMinor('1500.5')).toBe(150_050);
    expect(decimalToMinor('10')).toBe(1000);
    expect(decimalToMinor('0.1.2')).toBeNull();
    expect(decimalToMinor('-1.00')).toBeNull();
    expect(() => minorToDecimal(1.5)).toThrow(RangeError);
  });

  it('retries only an unknown outcome, and only as many times as there are delays', async () => {
    let calls = 0;
    const flaky = () => (++calls < 3 ? Promise.reject(new AcquirerError('unknown', '500')) : Promise.resolve('ok'));
    await expect(withRetries(flaky, [0, 0])).resolves.toBe('ok');
    calls = 0;
    await expect(withRetries(flaky, [0])).rejects.toMatchObject({ kind: 'unknown' });
    let refused = 0;
    await expect(
      withRetries(() => (refused++, Promise.reject(new AcquirerError('rejected', '400'))), [0, 0]),
    ).rejects.toMatchObject({ kind: 'rejected' });
    expect(refused).toBe(1);
  });
});
