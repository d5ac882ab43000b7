// Withdrawals on PostgreSQL through the product's own services: each one checks the request, consumes its
// e-mail code and reserves its amount in the ledger, all in one transaction. First the race of the issue
// (200 withdrawals of 100 ₽ against 1 000 ₽: exactly 10 may pass), then 200 that all pass, timed.
import { randomUUID } from 'node:crypto';
import { createServices, type Services } from '@lootmarket/api';
import { loadConfig } from '@lootmarket/api/config';
import { openMigratedDatabase } from '@lootmarket/api/db/migrate';
import { inTransaction } from '@lootmarket/api/db/transaction';
import { AppError } from '@lootmarket/api/platform/http/app-error';
import { requestFingerprint } from '@lootmarket/api/modules/withdrawals/withdrawals.create';
import type { WithdrawalRequest } from '@lootmarket/domain';
import { ensureDatabase } from './catalog-database';
import { ms, percentile, type Section, verdict } from './measure';

/** A floor, not a goal: each withdrawal is one transaction of about twenty statements and a wallet row lock. */
export const WITHDRAWAL_TARGETS = { concurrent: 200, minWithdrawalsPerS: 20 };

export interface WithdrawalsBenchOptions {
  databaseUrl: string;
  /** Connections of the services' PostgreSQL pool. */
  poolSize: number;
}

const REQUEST = {
  type: 'sbp',
  amount: 10_000,
  currency: 'rub',
  phone: '79161234567',
  bank_id: '100000000111',
} satisfies WithdrawalRequest;

/** A seller with `amount` available (one sale without fee or hold). */
async function seller(
  services: Services,
  database: { db: Parameters<typeof inTransaction>[0] },
  run: string,
  index: number,
  amount: number,
): Promise<number> {
  const id = await services.users.findOrCreateSeller(`withdrawals-${run}-${index}@bench.lootmarket.local`);
  const reference = `order:${randomUUID()}`;
  await inTransaction(database.db, async (tx) => {
    await services.ledger.recordPayment(tx, {
      paymentId: reference,
      provider: 'sandbox',
      reference,
      amount: { amount, currency: 'rub' },
    });
    await services.ledger.releaseEscrow(tx, { reference, payeeUserId: id, feeBasisPoints: 0, source: 'order' });
  });
  return id;
}

/** A confirmed withdrawal ready to send: its key and the code mailed for it (captured on the way to the mailbox). */
async function confirmed(services: Services, userId: number): Promise<{ userId: number; key: string; code: string }> {
  const key = `bench-${randomUUID()}`;
  let code = '';
  await services.auth.confirmationCodes.request({
    userId,
    purpose: `withdrawal:${key}`,
    subject: requestFingerprint(REQUEST),
    mail: (sent) => ((code = sent), { to: 'bench@bench.lootmarket.local', subject: 'code', text: sent }),
  });
  return { userId, key, code };
}

/** Sends all at once; answers the wall time and each one's latency, and how many passed or were refused as short. */
async function race(services: Services, attempts: { userId: number; key: string; code: string }[]) {
  const started = performance.now();
  const latencies: number[] = [];
  const outcomes = await Promise.all(
    attempts.map(async ({ userId, key, code }) => {
      const at = performance.now();
      try {
        await services.withdrawals.create(userId, key, { ...REQUEST, code });
        return 'ok' as const;
      } catch (error) {
        if (error instanceof AppError && error.code === 'INSUFFICIENT_FUNDS') return 'short' as const;
        throw error;
      } finally {
        latencies.push(performance.now() - at);
      }
    }),
  );
  return {
    seconds: (performance.now() - started) / 1000,
    latencies: latencies.sort((a, b) => a - b),
    ok: outcomes.filter((item) => item === 'ok').length,
    short: outcomes.filter((item) => item === 'short').length,
  };
}

export async function benchWithdrawals(options: WithdrawalsBenchOptions): Promise<Section> {
  await ensureDatabase(options.databaseUrl);
  // Development settings: the sandbox payout provider and the mailbox stand in for the real ones.
  const config = loadConfig({ DATABASE_URL: options.databaseUrl, LOG_LEVEL: 'silent', APP_ENV: 'development' });
  const database = await openMigratedDatabase({ url: options.databaseUrl, poolSize: options.poolSize });
  try {
    const services = createServices({ database, config });
    const run = Date.now().toString(36);
    const { concurrent } = WITHDRAWAL_TARGETS;

    const contended = await seller(services, database, run, 0, 100_000);
    const contention = await race(
      services,
      await Promise.all(Array.from({ length: concurrent }, () => confirmed(services, contended))),
    );
    const left = (await services.ledger.walletBalance(contended)).find((line) => line.currency === 'rub');
    const drift = await services.ledger.check();
    const exact =
      contention.ok === 10 &&
      contention.short === concurrent - 10 &&
      left?.available === 0 &&
      left.withdrawing === 100_000 &&
      drift.length === 0;

    const sellers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => seller(services, database, run, index + 1, 1_000_000)),
    );
    const attempts = await Promise.all(
      Array.from({ length: concurrent }, (_, index) => confirmed(services, sellers[index % sellers.length]!)),
    );
    const timed = await race(services, attempts);
    const perSecond = timed.ok / timed.seconds;
    const fast = timed.ok === concurrent && perSecond >= WITHDRAWAL_TARGETS.minWithdrawalsPerS;
    return {
      failed: !exact || !fast || (await services.ledger.check()).length > 0,
      lines: [
        `## Withdrawals (${concurrent} at once, PostgreSQL, pool of ${options.poolSize})`,
        '',
        '| run | passed | refused as short | withdrawals/s | p50 ms | p95 ms | check |',
        '|---|---|---|---|---|---|---|',
        `| 100 ₽ each against 1 000 ₽ | ${contention.ok} | ${contention.short} | — | ${ms(percentile(contention.latencies, 0.5))} | ${ms(percentile(contention.latencies, 0.95))} | ${verdict(exact, 'exactly 10, balance 0, books sound')} |`,
        `| 100 ₽ each from 20 funded sellers | ${timed.ok} | ${timed.short} | ${Math.round(perSecond)} | ${ms(percentile(timed.latencies, 0.5))} | ${ms(percentile(timed.latencies, 0.95))} | ${verdict(fast, `all pass, ≥ ${WITHDRAWAL_TARGETS.minWithdrawalsPerS}/s`)} |`,
        '',
      ],
    };
  } finally {
    await database.close();
  }
}
