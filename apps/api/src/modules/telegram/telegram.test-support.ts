import { createJobsWorker } from '../../platform/jobs/jobs.worker';
import type { TestApp } from '../../test-app';

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

/** Runs due jobs with the handlers the server gives its worker, until none is left; answers how many ran. */
export async function runDueJobs(t: TestApp): Promise<number> {
  const { services } = t;
  const worker = createJobsWorker({
    db: t.database.db,
    handlers: {
      ...services.orders.jobHandlers,
      ...services.orderNotifier.jobHandlers,
      ...services.conversations.jobHandlers,
      ...services.reviews.jobHandlers,
      ...services.donations.jobHandlers,
      ...services.withdrawals.jobHandlers,
      ...services.telegram.jobHandlers,
    },
    logger: quiet,
  });
  let total = 0;
  for (let ran = await worker.runOnce(); ran > 0; ran = await worker.runOnce()) total += ran;
  return total;
}
