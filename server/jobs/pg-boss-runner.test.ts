/**
 * pg-boss on PostgreSQL: two runners on one database (two API instances) run a scheduled job once,
 * not twice, and a job run at start once. Needs TEST_DATABASE_URL (a server where it may create
 * a database); the failure case runs everywhere.
 */
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { Client } from 'pg';
import { openPostgres, type DatabaseConnection } from '@/server/db/client';
import type { JobContext, JobDefinition } from './job';
import { createPgBossRunner } from './pg-boss-runner';
import type { JobRunner } from './runner';

const log = Fastify({ logger: false }).log;
const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function countingJob(name: string, everySeconds: number, runAtStart: boolean, runs: string[], instance: string): JobDefinition {
  return {
    name,
    everySeconds,
    runAtStart,
    async run(_context: JobContext) {
      runs.push(instance);
    },
  };
}

async function admin(serverUrl: string, statement: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Waits until `done()` holds, for at most `ms`. */
async function until(done: () => boolean, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!done() && Date.now() < deadline) await tick(100);
}

/** Waits, if needed, until at least `margin` seconds are left in the current minute. */
async function awayFromMinuteEnd(margin: number): Promise<void> {
  const second = new Date().getUTCSeconds();
  if (second > 60 - margin) await tick((61 - second) * 1000);
}

const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  describe('pg-boss runners on one PostgreSQL database', () => {
    const name = `hickory_jobs_${randomBytes(6).toString('hex')}`;
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const connections: DatabaseConnection[] = [];
    const runners: JobRunner[] = [];

    beforeAll(async () => {
      await admin(serverUrl, `CREATE DATABASE ${name}`);
      for (let i = 0; i < 2; i += 1) connections.push(await openPostgres(url.toString()));
    });
    afterAll(async () => {
      await Promise.all(runners.map((runner) => runner.stop()));
      await Promise.all(connections.map((connection) => connection.close()));
      await admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    });

    it('run a job scheduled every minute once, and a job run at start once, not once per instance', async () => {
      const minutely: string[] = [];
      const atStart: string[] = [];
      await awayFromMinuteEnd(25);
      await Promise.all(
        connections.map(async (connection, index) => {
          const instance = `instance-${index}`;
          const runner = createPgBossRunner({
            db: connection.db,
            log,
            connectionString: url.toString(),
            pollingIntervalSeconds: 1,
            cronIntervalSeconds: 1,
          });
          runners.push(runner);
          await runner.start([
            countingJob('test-minutely', 60, false, minutely, instance),
            countingJob('test-daily', 86_400, true, atStart, instance),
          ]);
        }),
      );
      await until(() => minutely.length > 0 && atStart.length > 0, 15_000);
      await tick(3000);
      expect(minutely).toHaveLength(1);
      expect(atStart).toHaveLength(1);
    }, 60_000);
  });
}

describe('a pg-boss runner whose database does not answer', () => {
  it('fails to start with the connection error instead of hanging', async () => {
    const runner = createPgBossRunner({ db: {} as DatabaseConnection['db'], log, connectionString: 'postgresql://postgres@127.0.0.1:1/none' });
    await expect(runner.start([])).rejects.toThrow(/ECONNREFUSED|connect/);
    await runner.stop();
  }, 20_000);
});
