// A worker process for jobs-crash.int.test.ts: claims the due job, says so, and hangs in its handler
// until the test kills it with SIGKILL.
import { createDatabase } from '../../db/client';
import { createJobsWorker } from './jobs.worker';

const database = await createDatabase({ url: process.env.DATABASE_URL! });
const worker = createJobsWorker({
  db: database.db,
  handlers: {
    'payments.sync-unfinished': async () => {
      process.stdout.write('claimed\n');
      await new Promise(() => {});
    },
  },
  logger: console,
  leaseSeconds: Number(process.env.LEASE_SECONDS),
});
await worker.runOnce();
