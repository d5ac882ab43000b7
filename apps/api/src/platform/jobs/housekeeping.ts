import type { Db } from '../../db/client';
import { createRateLimitsRepo } from '../rate-limits/rate-limits.repo';
import { createJobsRepo } from './jobs.repo';
import type { JobHandler } from './jobs.worker';

const FINISHED_JOBS_KEPT_DAYS = 7;

/** Handlers and schedules the platform itself needs; modules add their own clean-ups beside these. */
export function platformHousekeeping(db: Db): {
  handlers: Record<string, JobHandler>;
  recurring: Record<string, number>;
} {
  const repo = createJobsRepo(db);
  const rateLimits = createRateLimitsRepo(db);
  return {
    handlers: {
      'jobs.prune-finished': () => repo.pruneFinished(FINISHED_JOBS_KEPT_DAYS),
      // Rate limit windows every hit of which has left its window (decision 022).
      'rate-limits.prune-expired': () => rateLimits.pruneExpired(new Date()),
    },
    recurring: { 'jobs.prune-finished': 3600, 'rate-limits.prune-expired': 3600 },
  };
}
