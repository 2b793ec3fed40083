/**
 * The scheduler: jobs start on listen only, run on their period in-process on PGlite, can be run
 * once at a given time, and stop on close.
 */
import { Writable } from 'node:stream';
import { build, type TestApp } from '@/server/test/build-app';
import type { JobContext, JobDefinition } from './job';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A job that records the time of each of its runs. */
function recordingJob(name: string, everySeconds: number, runAtStart = false): JobDefinition & { runs: Date[] } {
  const runs: Date[] = [];
  return {
    name,
    everySeconds,
    runAtStart,
    runs,
    async run({ now }: JobContext) {
      runs.push(now);
      return { runs: runs.length };
    },
  };
}

function logCollector(lines: string[]) {
  return new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
}

describe('the job scheduler on PGlite', () => {
  let context: TestApp;
  afterEach(() => context?.close());

  it('starts nothing while the app is only built and injected, and runs a job once at a given time', async () => {
    context = await build('pglite');
    const job = recordingJob('test-recording', 0.05, true);
    context.app.jobs.define(job);
    await context.app.ready();
    await tick(200);
    expect(job.runs).toEqual([]);
    const at = new Date('2031-01-02T03:04:05Z');
    expect(await context.app.jobs.runOnce('test-recording', at)).toEqual({ runs: 1 });
    expect(job.runs).toEqual([at]);
    await expect(context.app.jobs.runOnce('no-such-job')).rejects.toThrow('No job named no-such-job');
  });

  it('refuses a second job with the same name and a name that is not kebab-case', async () => {
    context = await build('pglite');
    expect(() => context.app.jobs.define(recordingJob('prune-sessions', 60))).toThrow('Job prune-sessions is defined twice');
    expect(() => context.app.jobs.define(recordingJob('Not Kebab', 60))).toThrow('must be kebab-case');
  });

  it('on listen runs each job at start and on its period, logs the queue and the jobs, and stops on close', async () => {
    const lines: string[] = [];
    context = await build('pglite', { logger: { level: 'info', stream: logCollector(lines) } });
    const frequent = recordingJob('test-frequent', 0.1, true);
    const hourly = recordingJob('test-hourly', 3600);
    context.app.jobs.define(frequent);
    context.app.jobs.define(hourly);
    await context.app.listen({ port: 0, host: '127.0.0.1' });
    await tick(450);
    expect(frequent.runs.length).toBeGreaterThanOrEqual(3);
    expect(hourly.runs).toEqual([]);
    const started = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'scheduled jobs started');
    expect(started.queue).toBe('in-process timers');
    expect(started.jobs.map((job: { name: string }) => job.name)).toEqual([
      'prune-idempotency-keys',
      'prune-sessions',
      'prune-login-attempts',
      'prune-instances',
      'paid-order-rewards',
      'yearly-rewards',
      'release-lapsed-smoke-holds',
      'order-outbox',
      'payment-reconciler',
      'prune-payment-guards',
      'e-gift-card-delivery',
      'catering-lifecycle',
      'publish-scheduled-content',
      'apply-planned-price-changes',
      'forget-erased-card-customers',
      'running-late',
      'courier-dispatch',
      'test-frequent',
      'test-hourly',
    ]);
    expect(() => context.app.jobs.define(recordingJob('test-late', 60))).toThrow('defined after the scheduler started');
    await context.close();
    const count = frequent.runs.length;
    await tick(300);
    expect(frequent.runs.length).toBe(count);
  });

  it('with autoStart off, listening starts no job', async () => {
    context = await build('pglite', { jobs: { autoStart: false } });
    const job = recordingJob('test-quiet', 0.05, true);
    context.app.jobs.define(job);
    await context.app.listen({ port: 0, host: '127.0.0.1' });
    await tick(200);
    expect(job.runs).toEqual([]);
    expect(context.app.jobs.backend).toBe('in-process');
  });
});
