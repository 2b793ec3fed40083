/**
 * The job scheduler as a Fastify plugin: `app.jobs`. Jobs come from the plugin's options and
 * from any plugin registered later (`app.jobs.define(job)`); they start when the server listens
 * and stop when it closes. Building the app (tests, app.inject) starts nothing, and
 * `app.jobs.runOnce(name, now)` runs one job at a given time without any scheduler.
 * With DATABASE_URL the runs go through pg-boss (once across every instance), else through
 * timers in this process.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Database } from '@/server/db/client';
import { cronFor } from './cron';
import { createInProcessRunner } from './in-process-runner';
import type { JobDefinition } from './job';
import { createPgBossRunner, PG_BOSS_SCHEMA } from './pg-boss-runner';
import { runJob, type JobBackend, type JobRunner, type JobRunObserver } from './runner';

export type JobScheduler = {
  readonly backend: JobBackend;
  /** Adds a job; names are unique. Only before the scheduler starts. */
  define(job: JobDefinition): void;
  list(): readonly JobDefinition[];
  /** Runs one job now (or at `now`), outside the schedule; rejects when the run fails. */
  runOnce(name: string, now?: Date): Promise<Record<string, number> | void>;
  start(): Promise<void>;
  stop(): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobScheduler;
  }
}

export type JobsPluginOptions = {
  db: Database;
  /** PostgreSQL connection string: runs go through pg-boss. Null: timers in this process (PGlite). */
  databaseUrl: string | null;
  jobs?: readonly JobDefinition[];
  /** Start when the server listens (default true). */
  autoStart?: boolean;
  /** Replaces the backend the database URL would choose. */
  runner?: JobRunner;
  /** The time each run is given (tests move it). */
  clock?: () => Date;
  /** Told of every run's end (metrics). */
  onRun?: JobRunObserver;
};

const JOB_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export function createScheduler(app: FastifyInstance, options: JobsPluginOptions): JobScheduler {
  const { db, databaseUrl, onRun, clock = () => new Date() } = options;
  const log = app.log.child({ component: 'jobs' });
  const runner =
    options.runner ??
    (databaseUrl ? createPgBossRunner({ db, log, onRun, connectionString: databaseUrl, clock }) : createInProcessRunner({ db, log, onRun }, clock));
  const jobs = new Map<string, JobDefinition>();
  let started = false;

  const scheduler: JobScheduler = {
    backend: runner.backend,
    define(job) {
      if (started) throw new Error(`Job ${job.name} was defined after the scheduler started`);
      if (!JOB_NAME.test(job.name)) throw new Error(`Job name "${job.name}" must be kebab-case`);
      if (jobs.has(job.name)) throw new Error(`Job ${job.name} is defined twice`);
      cronFor(job.everySeconds);
      jobs.set(job.name, job);
    },
    list: () => [...jobs.values()],
    async runOnce(name, now = clock()) {
      const job = jobs.get(name);
      if (!job) throw new Error(`No job named ${name}`);
      return runJob(job, { db, log, onRun }, now);
    },
    async start() {
      if (started) return;
      started = true;
      await runner.start(scheduler.list());
      const scheduled = scheduler.list().map((job) => describeJob(job, runner.backend));
      log.info({ queue: describeQueue(runner.backend), jobs: scheduled }, 'scheduled jobs started');
    },
    async stop() {
      if (!started) return;
      started = false;
      await runner.stop();
    },
  };
  for (const job of options.jobs ?? []) scheduler.define(job);
  return scheduler;
}

function describeQueue(backend: JobBackend): string {
  return backend === 'pg-boss' ? `pg-boss on PostgreSQL (schema ${PG_BOSS_SCHEMA}): each run on one instance` : 'in-process timers';
}

function describeJob(job: JobDefinition, backend: JobBackend) {
  const every = backend === 'pg-boss' ? { cron: cronFor(job.everySeconds) } : { everySeconds: job.everySeconds };
  return { name: job.name, ...every, runAtStart: job.runAtStart ?? false };
}

async function jobsPlugin(app: FastifyInstance, options: JobsPluginOptions): Promise<void> {
  const scheduler = createScheduler(app, options);
  app.decorate('jobs', scheduler);
  if (options.autoStart ?? true) {
    app.addHook('onListen', async () => {
      try {
        await scheduler.start();
      } catch (error) {
        app.log.error({ err: error }, 'scheduled jobs could not start: clean-ups will not run on this instance');
      }
    });
  }
  app.addHook('onClose', async () => scheduler.stop());
}

export default fp(jobsPlugin, { name: 'hickory-jobs', fastify: '5.x' });
