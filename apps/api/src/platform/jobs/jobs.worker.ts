import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { type ClaimedJob, createJobsRepo, type NewJob } from './jobs.repo';

export type JobHandler = (payload: unknown, job: ClaimedJob) => Promise<void>;

export interface JobsWorkerOptions {
  db: Db;
  handlers: Record<string, JobHandler>;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Kinds that run again this many seconds after each run finishes, e.g. housekeeping. */
  recurring?: Record<string, number>;
  pollMs?: number;
  batchSize?: number;
  /**
   * How long a claimed job stays this worker's without a heartbeat. The worker renews the leases of the
   * jobs in hand every third of it, so a job runs as long as it needs, while the jobs of a process that
   * died (kill -9, a lost machine) are taken over within this many seconds (decision 035).
   */
  leaseSeconds?: number;
}

const recurringKey = (kind: string) => `recurring:${kind}`;

const MAX_BACKOFF_SECONDS = 3600;

/** Exponential back-off between attempts: 2 s, 4 s, 8 s … capped at an hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(2 ** attempts, MAX_BACKOFF_SECONDS);
}

export type JobsWorker = ReturnType<typeof createJobsWorker>;

export function createJobsWorker({
  db,
  handlers,
  logger,
  recurring = {},
  pollMs = 1000,
  batchSize = 20,
  leaseSeconds = 10,
}: JobsWorkerOptions) {
  const repo = createJobsRepo(db);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;

  /** The next run of a recurring kind; the dedupe key keeps one pending run however many workers start. */
  async function scheduleNext(kind: string, delaySeconds: number): Promise<void> {
    await repo.insert({ kind, dedupeKey: recurringKey(kind), runAt: new Date(Date.now() + delaySeconds * 1000) });
  }

  async function runJob(job: ClaimedJob): Promise<void> {
    await runHandler(job);
    const every = recurring[job.kind];
    if (every !== undefined && (await repo.findById(job.id))?.finishedAt) await scheduleNext(job.kind, every);
  }

  async function runHandler(job: ClaimedJob): Promise<void> {
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

  /** Renews the leases of the jobs in hand every third of a lease until `stop` is called. */
  function heartbeat(inHand: Set<number>): () => void {
    const beat = setInterval(
      () => {
        repo.extendLeases([...inHand], leaseSeconds).catch((error: unknown) => {
          logger.warn({ err: error }, 'jobs heartbeat failed');
        });
      },
      (leaseSeconds * 1000) / 3,
    );
    beat.unref();
    return () => clearInterval(beat);
  }

  /** Claims and runs one batch of due jobs; returns how many ran. */
  async function runOnce(): Promise<number> {
    const claimed = await repo.claimDue(batchSize, leaseSeconds);
    if (claimed.length === 0) return 0;
    const inHand = new Set(claimed.map((job) => job.id));
    const stopBeating = heartbeat(inHand);
    try {
      for (const job of claimed) {
        await runJob(job);
        inHand.delete(job.id);
      }
    } finally {
      stopBeating();
    }
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
    /** Starts polling; recurring kinds get a first run now unless one is already pending. */
    async start(): Promise<void> {
      if (!stopped) return;
      stopped = false;
      for (const kind of Object.keys(recurring)) await scheduleNext(kind, 0);
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
