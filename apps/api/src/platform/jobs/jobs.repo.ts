import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { jobs } from './jobs.tables';

export interface ClaimedJob {
  id: number;
  kind: string;
  payload: unknown;
  attempts: number;
  maxAttempts: number;
}

export interface NewJob {
  kind: string;
  payload?: unknown;
  runAt?: Date;
  maxAttempts?: number;
  /** At most one unfinished job per key: scheduling the same timer twice keeps the first. */
  dedupeKey?: string;
}

interface ClaimedRow {
  id: string | number;
  kind: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
}

/** A job's row: unset fields take their defaults. */
const jobValues = (job: NewJob) => ({
  kind: job.kind,
  payload: job.payload ?? {},
  runAt: job.runAt ?? new Date(),
  maxAttempts: job.maxAttempts ?? 10,
  dedupeKey: job.dedupeKey ?? null,
});

/**
 * The INSERT of several jobs in one statement, not yet sent: a job whose key is already pending is
 * skipped (the first one stays). A caller may await it, or send it as a `WITH` part of its own write.
 */
export function jobsInsert(db: Db, list: readonly NewJob[]) {
  return db
    .insert(jobs)
    .values(list.map(jobValues))
    .onConflictDoNothing({ target: jobs.dedupeKey, where: sql`${jobs.finishedAt} is null` })
    .returning({ id: jobs.id });
}

export function createJobsRepo(db: Db) {
  return {
    insert: async (job: NewJob): Promise<number | null> => {
      const [row] = await jobsInsert(db, [job]);
      return row?.id ?? null;
    },

    /** Several jobs in one statement; answers the ids of those inserted (not of those already pending). */
    insertMany: async (list: readonly NewJob[]): Promise<number[]> => {
      if (list.length === 0) return [];
      return (await jobsInsert(db, list)).map((row) => row.id);
    },

    /** Locks due jobs for this worker; a crashed worker's lease expires and another worker takes the job. */
    claimDue: async (limit: number, leaseSeconds: number): Promise<ClaimedJob[]> => {
      const result = await db.execute(sql`
        update jobs set locked_until = now() + make_interval(secs => ${leaseSeconds}), attempts = attempts + 1
        where id in (
          select id from jobs
          where finished_at is null and run_at <= now() and (locked_until is null or locked_until < now())
          order by run_at
          limit ${limit}
          for update skip locked
        )
        returning id, kind, payload, attempts, max_attempts`);
      return rowsOf<ClaimedRow>(result).map((row) => ({
        id: Number(row.id),
        kind: row.kind,
        payload: row.payload,
        attempts: row.attempts,
        maxAttempts: row.max_attempts,
      }));
    },

    /** Renews the leases of jobs this worker still holds (its heartbeat); finished jobs are left alone. */
    extendLeases: async (ids: readonly number[], leaseSeconds: number): Promise<void> => {
      if (ids.length === 0) return;
      await db
        .update(jobs)
        .set({ lockedUntil: sql`now() + make_interval(secs => ${leaseSeconds})` })
        .where(and(inArray(jobs.id, [...ids]), isNull(jobs.finishedAt)));
    },

    finish: async (id: number, outcome: 'done' | 'failed' | 'cancelled', error?: string): Promise<void> => {
      await db
        .update(jobs)
        .set({ finishedAt: sql`now()`, outcome, lockedUntil: null, lastError: error ?? null })
        .where(and(eq(jobs.id, id), isNull(jobs.finishedAt)));
    },

    retryLater: async (id: number, delaySeconds: number, error: string): Promise<void> => {
      await db
        .update(jobs)
        .set({ runAt: sql`now() + make_interval(secs => ${delaySeconds})`, lockedUntil: null, lastError: error })
        .where(eq(jobs.id, id));
    },

    /** Cancels the pending jobs of several purposes in one statement. */
    cancelByDedupeKeys: async (dedupeKeys: string[]): Promise<void> => {
      if (dedupeKeys.length === 0) return;
      await db
        .update(jobs)
        .set({ finishedAt: sql`now()`, outcome: 'cancelled', lockedUntil: null })
        .where(and(inArray(jobs.dedupeKey, dedupeKeys), isNull(jobs.finishedAt)));
    },

    cancelByDedupeKey: async (dedupeKey: string): Promise<void> => {
      await db
        .update(jobs)
        .set({ finishedAt: sql`now()`, outcome: 'cancelled', lockedUntil: null })
        .where(and(eq(jobs.dedupeKey, dedupeKey), isNull(jobs.finishedAt)));
    },

    findById: async (id: number) => {
      const [row] = await db.select().from(jobs).where(eq(jobs.id, id)).limit(1);
      return row;
    },

    /** Removes finished jobs older than the retention window so the table stays small. */
    pruneFinished: async (olderThanDays: number): Promise<void> => {
      await db.execute(sql`delete from jobs where finished_at < now() - make_interval(days => ${olderThanDays})`);
    },
  };
}
