/**
 * A piece of scheduled work, defined once. The scheduler runs it every `everySeconds` (and once
 * at start when `runAtStart`), on a job queue that runs each job once across every API instance
 * on PostgreSQL, and in-process on PGlite. `run` takes the time it runs at, so its rule stays
 * testable with any clock; the rule itself lives in `domain/` or the module's service.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@/server/db/client';

export type JobContext = { db: Database; log: FastifyBaseLogger; now: Date };

export type JobDefinition = {
  /** Unique, kebab-case: the queue's name on PostgreSQL. */
  name: string;
  everySeconds: number;
  runAtStart?: boolean;
  /** Returns a small summary that the scheduler logs (counts, never personal data). */
  run(context: JobContext): Promise<Record<string, number> | void>;
};
