import type { OutcomeView, OutcomesQuery, OutcomesResponse } from '@lootmarket/domain';
import { AppError } from '../../platform/http/app-error';
import type { JobHandler } from '../../platform/jobs/jobs.worker';
import { createWithdrawalsAdmin } from './withdrawals.admin';
import { createWithdrawalCreation } from './withdrawals.create';
import { createWithdrawalNotifier } from './withdrawals.notify';
import { createWithdrawalPayouts, WITHDRAWAL_SYNC_JOB } from './withdrawals.payouts';
import type { WithdrawalsDeps } from './withdrawals.ports';
import { createWithdrawalQuotes } from './withdrawals.quotes';
import { createWithdrawalsRepo } from './withdrawals.repo';
import { createTransitions } from './withdrawals.transitions';
import { toOutcomeView } from './withdrawals.view';
import { createWalletView } from './withdrawals.wallet';

export type WithdrawalsService = ReturnType<typeof createWithdrawalsService>;
export const WITHDRAWAL_QUOTES_PRUNE_JOB = 'withdrawals.prune-quotes';
/** How often the jobs worker looks for payouts that went quiet, in seconds. */
const SYNC_EVERY_SECONDS = 60;

const NOT_FOUND = 'Заявка на вывод не найдена';

/** Withdrawals: a user's outcomes, support's decisions, and the payouts behind them (decision 023). */
export function createWithdrawalsService(deps: WithdrawalsDeps) {
  const { db, now } = deps;
  const transitions = createTransitions(deps);
  const quotes = createWithdrawalQuotes(deps);
  const creation = createWithdrawalCreation(deps, quotes, transitions);
  const payouts = createWithdrawalPayouts(deps, transitions);
  const admin = createWithdrawalsAdmin(deps, transitions);
  const notifier = createWithdrawalNotifier(deps);

  async function own(userId: number, id: string) {
    const row = await createWithdrawalsRepo(db).findById(id);
    // Someone else's outcome is not found, so ids cannot be probed.
    if (!row || row.userId !== userId) throw new AppError('NOT_FOUND', NOT_FOUND);
    return row;
  }

  return {
    wallet: createWalletView(deps),
    banks: async () => ({ items: await quotes.sbpBanks() }),
    rate: quotes.rate,
    check: quotes.check,
    requestConfirmation: creation.requestConfirmation,
    create: creation.create,
    admin,
    handleNotification: payouts.handleNotification,
    /** Asks the provider about one outcome now (support's «check status», tests). */
    sync: async (id: string) => {
      const row = await createWithdrawalsRepo(db).findById(id);
      if (row) await payouts.sync(row);
    },

    /** The user's withdrawals, newest first. */
    async list(userId: number, query: OutcomesQuery): Promise<OutcomesResponse> {
      const { rows, total } = await createWithdrawalsRepo(db).listOfUser(
        userId,
        query.statuses,
        query.limit,
        query.offset,
      );
      return { items: rows.map(toOutcomeView), total, limit: query.limit, offset: query.offset };
    },

    get: async (userId: number, id: string): Promise<OutcomeView> => toOutcomeView(await own(userId, id)),

    /** The owner takes a withdrawal back while it waits; its money returns in the same transaction. */
    async cancel(userId: number, id: string): Promise<OutcomeView> {
      await own(userId, id);
      return toOutcomeView(await admin.decide(id, 'CANCEL', { kind: 'user', id: userId }, { reason: 'Отменено вами' }));
    },

    jobHandlers: {
      ...payouts.jobHandlers,
      ...admin.jobHandlers,
      ...notifier.jobHandlers,
      [WITHDRAWAL_QUOTES_PRUNE_JOB]: () => createWithdrawalsRepo(db).pruneQuotes(new Date(now() - 86_400_000)),
    } as Record<string, JobHandler>,
    recurring: { [WITHDRAWAL_SYNC_JOB]: SYNC_EVERY_SECONDS, [WITHDRAWAL_QUOTES_PRUNE_JOB]: 3600 } as Record<
      string,
      number
    >,
  };
}
