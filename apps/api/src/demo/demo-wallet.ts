import { HOUR_MS, type CurrencyCode, type HoldReason, type WithdrawalRequest } from '@lootmarket/domain';
import type { Db } from '../db/client';
import { inTransaction } from '../db/transaction';
import type { ConfirmationCodes } from '../modules/auth/confirmation-codes.service';
import type { LedgerServiceImpl } from '../modules/ledger/ledger.service';
import type { UsersService } from '../modules/users/users.service';
import { requestFingerprint } from '../modules/withdrawals/withdrawals.create';
import type { WithdrawalsService } from '../modules/withdrawals/withdrawals.service';
import type { PayoutProviders } from '../platform/payouts/payout-providers';

export interface DemoWalletServices {
  users: UsersService;
  ledger: LedgerServiceImpl;
  withdrawals: WithdrawalsService;
  auth: { confirmationCodes: ConfirmationCodes };
  payoutProviders: PayoutProviders;
}

interface DemoIncome {
  /** Fixed, so that seeding again posts nothing new. */
  id: string;
  source: 'order' | 'donation';
  amount: number;
  currency: CurrencyCode;
  /** Hours until the income may be withdrawn; none: already available. */
  heldHours?: number;
}

const DAY_HOURS = 24;
const SELLER_INCOMES: DemoIncome[] = [
  { id: '3f6b2c1e-8d4a-4e7b-9a21-5c0d7e4f1a01', source: 'order', amount: 1_250_000, currency: 'rub' },
  { id: 'a91e47d0-2c6f-4b8e-8f13-6e2b9d0c4a02', source: 'order', amount: 689_000, currency: 'rub' },
  {
    id: '7d25f8b4-91a3-4c6e-b0d7-2f8e1a5c3b03',
    source: 'order',
    amount: 349_900,
    currency: 'rub',
    heldHours: 2 * DAY_HOURS + 5,
  },
  {
    id: 'c4e09a7f-5b1d-4f2a-9e86-0b7d3c2a6f04',
    source: 'order',
    amount: 1_199_000,
    currency: 'rub',
    heldHours: 6 * DAY_HOURS + 11,
  },
];
const STREAMER_INCOMES: DemoIncome[] = [
  { id: 'e8b13d62-7f4c-4a09-8d5e-1c9a6b0f2d11', source: 'donation', amount: 500_000, currency: 'rub' },
  { id: '1a7c5e93-0d2b-4f68-a4e1-9b3f7c8d5e12', source: 'donation', amount: 150_000, currency: 'rub' },
  // Dollars from a foreign viewer: a wallet in a second currency, which leaves in USDT only.
  { id: '0c3d8e57-4b1a-4f92-8e6d-2a7b9c1e5f15', source: 'donation', amount: 4_800, currency: 'usd' },
  {
    id: '5d9f2a18-c6e0-4b7d-93a2-7e1b0c4f8a13',
    source: 'donation',
    amount: 45_000,
    currency: 'rub',
    heldHours: 1 * DAY_HOURS + 7,
  },
  {
    id: 'b26e8c41-3a9f-4d15-8c70-4f2d9e1b6c14',
    source: 'donation',
    amount: 2_500,
    currency: 'usd',
    heldHours: 2 * DAY_HOURS + 3,
  },
];

/**
 * The demo seller's and streamer's wallets: income already available and some still held with its date,
 * and a payout history made through the real withdrawal path (code, approval, the sandbox provider).
 */
export function createDemoWallets({ db, services }: { db: Db; services: DemoWalletServices }) {
  const { users, ledger, withdrawals } = services;

  async function credit(userId: number, income: DemoIncome): Promise<void> {
    const reference = `${income.source}:${income.id}`;
    const reason: HoldReason = income.source === 'order' ? 'seller_hold' : 'donation_chargeback';
    await inTransaction(db, async (tx) => {
      await ledger.recordPayment(tx, {
        paymentId: `demo-${income.id}`,
        provider: 'sandbox',
        reference,
        amount: { amount: income.amount, currency: income.currency },
        payeeUserId: userId,
      });
      await ledger.releaseEscrow(tx, {
        reference,
        payeeUserId: userId,
        feeBasisPoints: ledger.feeFor(
          income.source === 'order' ? { source: 'order', productType: 'game_points_key' } : { source: 'donation' },
        ),
        source: income.source,
        ...(income.heldHours
          ? { hold: { reason, availableAt: new Date(Date.now() + income.heldHours * HOUR_MS) } }
          : {}),
      });
    });
  }

  /** One withdrawal through the real path: a code mailed to the demo mailbox, the outcome, then what `then` does. */
  async function withdraw(userId: number, key: string, request: WithdrawalRequest): Promise<string> {
    let code = '';
    const to = (await users.contactEmail(userId)) ?? 'demo@demo.lootmarket.ru';
    await services.auth.confirmationCodes.request({
      userId,
      purpose: `withdrawal:${key}`,
      subject: requestFingerprint(request),
      mail: (sent) => {
        code = sent;
        return { to, subject: 'Код подтверждения вывода средств', text: `Код подтверждения вывода: ${sent}` };
      },
    });
    return (await withdrawals.create(userId, key, { ...request, code })).outcome.id;
  }

  /** Approves, lets the sandbox provider pay (or refuse) and applies its answer, as the jobs worker would. */
  async function payOut(outcomeId: string, adminId: number, outcome: 'pay' | 'fail'): Promise<void> {
    const sandbox = services.payoutProviders.sandbox;
    if (!sandbox) return;
    await withdrawals.admin.approve(outcomeId, adminId);
    await withdrawals.jobHandlers['withdrawals.send']!(
      { outcomeId, attempt: 1 },
      { id: 0, kind: 'withdrawals.send', payload: {}, attempts: 1, maxAttempts: 1 },
    );
    const [payout] = (await sandbox.recent(5)).filter((item) => item.metadata.outcome_id === outcomeId);
    if (!payout) return;
    await sandbox.decide(payout.id, outcome);
    await withdrawals.handleNotification('sandbox', payout.id);
  }

  return {
    async wallets(): Promise<void> {
      const seller = await users.findOrCreateByEmail('seller@demo.lootmarket.ru');
      const streamer = await users.findOrCreateByEmail('streamer@demo.lootmarket.ru');
      const admin = await users.findOrCreateByEmail('admin@demo.lootmarket.ru');
      const [sellerId, streamerId, adminId] = [seller, streamer, admin].map((account) =>
        Number(account.profile.user_id),
      ) as [number, number, number];
      for (const income of SELLER_INCOMES) await credit(sellerId, income);
      for (const income of STREAMER_INCOMES) await credit(streamerId, income);
      // Only the sandbox pays without real money; with real providers there is no payout history to make.
      if (!services.payoutProviders.sandbox || (await withdrawals.list(sellerId, { limit: 1, offset: 0 })).total > 0)
        return;
      const sbp = { type: 'sbp', currency: 'rub', phone: '79161234567', bank_id: '100000000111' } as const;
      await payOut(await withdraw(sellerId, 'demo-seller-paid-1', { ...sbp, amount: 500_000 }), adminId, 'pay');
      await withdrawals.cancel(
        sellerId,
        await withdraw(sellerId, 'demo-seller-cancelled-1', { ...sbp, amount: 150_000 }),
      );
      const quote = await withdrawals.rate(streamerId, 'rub');
      const crypto = {
        type: 'crypto',
        currency: 'rub',
        address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
        quote_id: quote.quote_id,
      } as const;
      await payOut(await withdraw(streamerId, 'demo-streamer-paid-1', { ...crypto, amount: 300_000 }), adminId, 'pay');
    },
  };
}
