import type { Db } from '../../db/client';
import { createJobsRepo } from './jobs.repo';
import type { JobHandler } from './jobs.worker';

const FINISHED_JOBS_KEPT_DAYS = 7;

/** Handlers and schedules the platform itself needs; modules add their own clean-ups beside these. */
export function platformHousekeeping(db: Db): {
  handlers: Record<string, JobHandler>;
  recurring: Record<string, number>;
} {
  const repo = createJobsRepo(db);
  return {
    handlers: { 'jobs.prune-finished': () => repo.pruneFinished(FINISHED_JOBS_KEPT_DAYS) },
    recurring: { 'jobs.prune-finished': 3600 },
  };
}
