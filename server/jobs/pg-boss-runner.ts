/**
 * The scheduler on PostgreSQL: pg-boss, with its tables in its own schema (`pgboss`), created and
 * migrated by pg-boss at start. Every instance schedules every job and works every queue, and
 * pg-boss hands each run to exactly one of them:
 * - periodic runs come from pg-boss's cron schedule (at most one send per job per minute across
 *   all instances), with the period mapped to cron by cronFor();
 * - a run at start is sent with a singleton key for a window of the job's period (an hour at
 *   most), so N instances starting together run it once;
 * - queues use the 'stately' policy: at most one run waiting and one running per job, so a slow
 *   run never piles up others behind it.
 * A failed run is logged and not retried: the next period runs it again.
 */
import PgBoss from 'pg-boss';
import { cronFor } from './cron';
import type { JobDefinition } from './job';
import { runJob, type JobRunner, type RunnerContext } from './runner';

export const PG_BOSS_SCHEMA = 'pgboss';
/**
 * Instances starting within the same window (aligned to the clock, at most the job's period) share
 * one run at start. pg-boss forbids windows longer than it keeps finished jobs (12 hours).
 */
const AT_START_WINDOW_SECONDS = 3600;
/** A run still active after this long is failed by pg-boss, and the job is free to run again. */
const RUN_TIMEOUT_SECONDS = 600;

export type PgBossRunnerOptions = RunnerContext & {
  connectionString: string;
  schema?: string;
  clock?: () => Date;
  /** How often each instance asks for due runs, and how often it checks the cron schedules (seconds). */
  pollingIntervalSeconds?: number;
  cronIntervalSeconds?: number;
};

/** PostgreSQL's codes for a deadlock and for a unique row another transaction inserted first. */
const RACE_CODES = new Set(['40P01', '23505']);

/**
 * Runs `step` again when it lost a race with another instance doing the same setup: pg-boss
 * creates a queue's table and keys in one function, and two instances starting together can
 * deadlock there. The loser's retry finds the queue made and does nothing.
 */
async function retryingRaces(step: () => Promise<void>, tries = 5): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await step();
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (attempt >= tries || typeof code !== 'string' || !RACE_CODES.has(code)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.floor(Math.random() * 50)));
    }
  }
}

export function createPgBossRunner(options: PgBossRunnerOptions): JobRunner {
  const { db, log, onRun, clock = () => new Date(), pollingIntervalSeconds = 5, cronIntervalSeconds = 30 } = options;
  let boss: PgBoss | null = null;

  async function schedule(instance: PgBoss, job: JobDefinition): Promise<void> {
    const queue = { name: job.name, policy: 'stately' as const, retryLimit: 0, expireInSeconds: RUN_TIMEOUT_SECONDS };
    await retryingRaces(() => instance.createQueue(job.name, queue));
    await instance.updateQueue(job.name, queue);
    await instance.schedule(job.name, cronFor(job.everySeconds), {}, { tz: 'UTC' });
    await instance.work(job.name, { pollingIntervalSeconds }, async () => {
      await runJob(job, { db, log, onRun }, clock());
    });
    if (job.runAtStart) {
      const singletonSeconds = Math.min(job.everySeconds, AT_START_WINDOW_SECONDS);
      await instance.send(job.name, {}, { singletonKey: 'at-start', singletonSeconds });
    }
  }

  return {
    backend: 'pg-boss',
    async start(jobs) {
      const instance = new PgBoss({
        connectionString: options.connectionString,
        schema: options.schema ?? PG_BOSS_SCHEMA,
        application_name: 'hickory-jobs',
        max: 3,
        cronMonitorIntervalSeconds: cronIntervalSeconds,
        cronWorkerIntervalSeconds: cronIntervalSeconds,
      });
      instance.on('error', (error) => log.error({ err: error }, 'job queue error'));
      try {
        await instance.start();
        for (const job of jobs) await schedule(instance, job);
      } catch (error) {
        await instance.stop({ graceful: false, wait: false }).catch(() => undefined);
        throw error;
      }
      boss = instance;
    },
    async stop() {
      const instance = boss;
      boss = null;
      await instance?.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
