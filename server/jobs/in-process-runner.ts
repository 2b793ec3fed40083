/**
 * The scheduler on PGlite: plain timers in this process, since only one process can hold the
 * data directory. Each job runs every `everySeconds` (and once at start when `runAtStart`); a run
 * still going when the next one is due makes that one wait for the following period.
 */
import type { JobDefinition } from './job';
import { runJob, type JobRunner, type RunnerContext } from './runner';

/** Node's timers take at most 2^31 - 1 ms (about 24.8 days); a longer period runs at that pace. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export function createInProcessRunner(context: RunnerContext, clock: () => Date = () => new Date()): JobRunner {
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<unknown>>();
  const busy = new Set<string>();
  let stopped = false;

  function tick(job: JobDefinition): void {
    if (stopped || busy.has(job.name)) return;
    busy.add(job.name);
    const run = runJob(job, context, clock())
      .catch(() => undefined)
      .finally(() => {
        busy.delete(job.name);
        running.delete(run);
      });
    running.add(run);
  }

  return {
    backend: 'in-process',
    async start(jobs) {
      stopped = false;
      for (const job of jobs) {
        const timer = setInterval(() => tick(job), Math.min(job.everySeconds * 1000, MAX_TIMER_MS));
        timer.unref();
        timers.push(timer);
        if (job.runAtStart) tick(job);
      }
    },
    async stop() {
      stopped = true;
      for (const timer of timers.splice(0)) clearInterval(timer);
      await Promise.all(running);
    },
  };
}
