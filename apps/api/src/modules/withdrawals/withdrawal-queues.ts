import type { Db } from '../../db/client';
import { createWithdrawalQueuesRepo } from './withdrawal-queues.repo';

/** Payouts waiting for a decision (risk holds among them) and failed payouts waiting to be sent again. */
export function createWithdrawalQueues(db: Db) {
  const repo = createWithdrawalQueuesRepo(db);
  return {
    async queueStats() {
      const [payouts, failed] = await Promise.all([
        repo.waiting('outcome_status_new'),
        repo.waiting('outcome_status_error'),
      ]);
      return { payouts, failed: { count: failed.count, oldestSince: failed.oldestSince } };
    },
  };
}
