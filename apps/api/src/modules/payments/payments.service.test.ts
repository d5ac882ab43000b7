import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { createPaymentsService } from './payments.service';

describe('payments without an acquirer', () => {
  it('answers a clear 503 for new payments in production without ЮKassa', async () => {
    const payments = createPaymentsService({ db: {} as Db, ledger: {} as never, acquirers: {}, active: null });
    await expect(
      payments.createPayment({
        purpose: 'order',
        reference: 'order:1',
        amount: { amount: 100, currency: 'rub' },
        description: 'x',
        customerEmail: null,
        returnUrl: '/',
        idempotencyKey: 'k',
      }),
    ).rejects.toMatchObject({ code: 'UNAVAILABLE', statusCode: 503, message: 'Оплата временно недоступна' });
  });
});
