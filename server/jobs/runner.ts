/**
 * What the scheduler needs from a backend: start running a set of job definitions on their
 * periods, and stop. Two backends share this shape: pg-boss on PostgreSQL (each run happens on
 * one instance only) and timers in-process on PGlite (one process holds the data directory).
 * `runJob` is the one place a run happens, whichever backend or caller asked for it.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@/server/db/client';
import type { JobDefinition } from './job';

export type JobBackend = 'pg-boss' | 'in-process';

export type JobRunner = {
  readonly backend: JobBackend;
  /** Starts running every job on its period (and at start when it asks to). */
  start(jobs: readonly JobDefinition[]): Promise<void>;
  /** Stops scheduling and waits for runs under way. Safe to call twice or before start. */
  stop(): Promise<void>;
};

/** Told of every run's end, done or failed, with its duration (the metrics' job counters). */
export type JobRunObserver = (job: string, outcome: 'done' | 'failed', ms: number) => void;

export type RunnerContext = { db: Database; log: FastifyBaseLogger; onRun?: JobRunObserver };

/** Runs one job at `now`, logging its summary or its failure; a failure is logged and rethrown. */
export async function runJob(job: JobDefinition, context: RunnerContext, now: Date): Promise<Record<string, number> | void> {
  const started = Date.now();
  const log = context.log.child({ job: job.name });
  try {
    const summary = await job.run({ db: context.db, log, now });
    log.info({ ...summary, ms: Date.now() - started }, 'job done');
    context.onRun?.(job.name, 'done', Date.now() - started);
    return summary;
  } catch (error) {
    log.error({ err: error, ms: Date.now() - started }, 'job failed');
    context.onRun?.(job.name, 'failed', Date.now() - started);
    throw error;
  }
}
