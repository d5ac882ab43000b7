import type { Db } from '../../db/client';
import { createJobsRepo, jobsInsert, type NewJob } from './jobs.repo';

export type { NewJob };

/** The INSERT of some jobs, not yet sent: a caller's write may carry it as one of its `WITH` parts. */
export type JobsInsert = ReturnType<typeof jobsInsert>;

// How modules set and clear durable timers. Each call runs on the caller's transaction, so a timer
// exists exactly when the change that set it commits; the jobs table and its worker stay the platform's.

/** Schedules a job; one whose dedupe key is already pending is skipped. Answers the new id, or null. */
export const scheduleJob = (tx: Db, job: NewJob): Promise<number | null> => createJobsRepo(tx).insert(job);

/** Several jobs in one statement; answers the ids of those scheduled (not of those already pending). */
export const scheduleJobs = (tx: Db, list: readonly NewJob[]): Promise<number[]> => createJobsRepo(tx).insertMany(list);

/** The same as `scheduleJobs`, handed back unsent for the caller's own statement. */
export const scheduleJobsStatement = (tx: Db, list: readonly NewJob[]): JobsInsert => jobsInsert(tx, list);

/** Cancels the pending jobs of these dedupe keys. */
export const cancelJobs = (tx: Db, dedupeKeys: string[]): Promise<void> =>
  createJobsRepo(tx).cancelByDedupeKeys(dedupeKeys);
