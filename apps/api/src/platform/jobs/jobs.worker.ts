import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { type ClaimedJob, createJobsRepo, type NewJob } from './jobs.repo';

export type JobHandler = (payload: unknown, job: ClaimedJob) => Promise<void>;

export interface JobsWorkerOptions {
  db: Db;
  handlers: Record<string, JobHandler>;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  pollMs?: number;
  batchSize?: number;
  leaseSeconds?: number;
}

const MAX_BACKOFF_SECONDS = 3600;

/** Exponential back-off between attempts: 2 s, 4 s, 8 s … capped at an hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(2 ** attempts, MAX_BACKOFF_SECONDS);
}

export type JobsWorker = ReturnType<typeof createJobsWorker>;

export function createJobsWorker({ db, handlers, logger, pollMs = 1000, batchSize = 20, leaseSeconds = 60 }: JobsWorkerOptions) {
  const repo = createJobsRepo(db);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;

  async function runJob(job: ClaimedJob): Promise<void> {
    const handler = handlers[job.kind];
    if (!handler) {
      await repo.finish(job.id, 'failed', `no handler for kind ${job.kind}`);
      logger.error({ jobId: job.id, kind: job.kind }, 'job has no handler');
      return;
    }
    try {
      await handler(job.payload, job);
      await repo.finish(job.id, 'done');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (job.attempts >= job.maxAttempts) {
        await repo.finish(job.id, 'failed', message);
        logger.error({ jobId: job.id, kind: job.kind, err: error }, 'job failed for good');
      } else {
        await repo.retryLater(job.id, retryDelaySeconds(job.attempts), message);
        logger.warn({ jobId: job.id, kind: job.kind, err: error }, 'job failed, will retry');
      }
    }
  }

  /** Claims and runs one batch of due jobs; returns how many ran. */
  async function runOnce(): Promise<number> {
    const claimed = await repo.claimDue(batchSize, leaseSeconds);
    for (const job of claimed) await runJob(job);
    return claimed.length;
  }

  async function tick(): Promise<void> {
    if (stopped) return;
    running = runOnce().catch((error: unknown) => {
      logger.error({ err: error }, 'jobs poll failed');
      return 0;
    });
    const ran = await running;
    running = undefined;
    // A full batch means more may be due: poll again at once instead of waiting.
    if (!stopped) timer = setTimeout(() => void tick(), ran >= batchSize ? 0 : pollMs);
  }

  return {
    enqueue: (job: NewJob) => repo.insert(job),
    cancel: (dedupeKey: string) => repo.cancelByDedupeKey(dedupeKey),
    runOnce,
    start(): void {
      if (!stopped) return;
      stopped = false;
      void tick();
    },
    /** Stops polling and waits for the batch in hand, so a deploy never cuts a job in half. */
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (running) await running;
    },
  };
}
