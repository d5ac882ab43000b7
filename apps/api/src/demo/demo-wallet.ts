import { HOUR_MS, type CurrencyCode, type WithdrawalRequest } from '@lootmarket/domain';
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

interface DemoDonation {
  /** Fixed, so that seeding again posts nothing new. */
  id: string;
  amount: number;
  currency: CurrencyCode;
  /** Hours until the income may be withdrawn; none: already available. */
  heldHours?: number;
}

const DAY_HOURS = 24;
/** What the demo seller has paid out, and the withdrawal they cancelled. */
export const SELLER_PAYOUT = 500_000;
const SELLER_CANCELLED_PAYOUT = 150_000;
const STREAMER_DONATIONS: DemoDonation[] = [
  { id: 'e8b13d62-7f4c-4a09-8d5e-1c9a6b0f2d11', amount: 500_000, currency: 'rub' },
  { id: '1a7c5e93-0d2b-4f68-a4e1-9b3f7c8d5e12', amount: 150_000, currency: 'rub' },
  // Dollars from a foreign viewer: a wallet in a second currency, which leaves in USDT only.
  { id: '0c3d8e57-4b1a-4f92-8e6d-2a7b9c1e5f15', amount: 4_800, currency: 'usd' },
  {
    id: '5d9f2a18-c6e0-4b7d-93a2-7e1b0c4f8a13',
    amount: 45_000,
    currency: 'rub',
    heldHours: 1 * DAY_HOURS + 7,
  },
  {
    id: 'b26e8c41-3a9f-4d15-8c70-4f2d9e1b6c14',
    amount: 2_500,
    currency: 'usd',
    heldHours: 2 * DAY_HOURS + 3,
  },
];

/**
 * The demo streamer's donations, available and still held with their dates, and the demo seller's and
 * streamer's payout history made through the real withdrawal path (code, approval, the sandbox provider).
 * The seller's income is the demo shop's sales (demo-shop-history.ts), which run first.
 */
export function createDemoWallets({ db, services }: { db: Db; services: DemoWalletServices }) {
  const { users, ledger, withdrawals } = services;

  async function credit(userId: number, income: DemoDonation): Promise<void> {
    const reference = `donation:${income.id}`;
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
        feeBasisPoints: ledger.feeFor({ source: 'donation' }),
        source: 'donation',
        ...(income.heldHours
          ? { hold: { reason: 'donation_chargeback', availableAt: new Date(Date.now() + income.heldHours * HOUR_MS) } }
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
    // The seed writes past history: it approves as one staff member did before four-eyes held any payout.
    await withdrawals.admin.decide(outcomeId, 'APPROVE', { kind: 'admin', id: adminId });
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
    credit,
    withdraw,

    async wallets(): Promise<void> {
      const seller = await users.findOrCreateByEmail('seller@demo.lootmarket.ru');
      const streamer = await users.findOrCreateByEmail('streamer@demo.lootmarket.ru');
      const admin = await users.findOrCreateByEmail('admin@demo.lootmarket.ru');
      const [sellerId, streamerId, adminId] = [seller, streamer, admin].map((account) =>
        Number(account.profile.user_id),
      ) as [number, number, number];
      for (const income of STREAMER_DONATIONS) await credit(streamerId, income);
      // Only the sandbox pays without real money; with real providers there is no payout history to make.
      if (!services.payoutProviders.sandbox) return;
      const hasPayouts = async (userId: number) => (await withdrawals.list(userId, { limit: 1, offset: 0 })).total > 0;
      // The seller pays out of the demo shop's sales, which a catalog without the demo products has none of.
      const sbp = { type: 'sbp', currency: 'rub', phone: '79161234567', bank_id: '100000000111' } as const;
      const rub = (await withdrawals.wallet.balance(sellerId)).balances.find((line) => line.currency === 'rub');
      if (!(await hasPayouts(sellerId)) && (rub?.available ?? 0) >= SELLER_PAYOUT + SELLER_CANCELLED_PAYOUT) {
        await payOut(await withdraw(sellerId, 'demo-seller-paid-1', { ...sbp, amount: SELLER_PAYOUT }), adminId, 'pay');
        await withdrawals.cancel(
          sellerId,
          await withdraw(sellerId, 'demo-seller-cancelled-1', { ...sbp, amount: SELLER_CANCELLED_PAYOUT }),
        );
      }
      if (await hasPayouts(streamerId)) return;
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
