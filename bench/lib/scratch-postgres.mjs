/**
 * A scratch PostgreSQL database for one benchmark: created empty, handed to `job(url)`, dropped
 * afterwards whatever happens. It needs PostgreSQL at its default address (BENCH_POSTGRES_URL
 * names another server).
 */
import pg from 'pg';
import { ensureDatabase } from '../../scripts/lib/cluster.mjs';

const SERVER = process.env.BENCH_POSTGRES_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';

/** Drops the database `url` names, if it exists, even with sessions still open. */
export async function dropDatabase(url) {
  const admin = new URL(url);
  const name = decodeURIComponent(admin.pathname.slice(1));
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name.replaceAll('"', '""')}" with (force)`);
  } finally {
    await client.end();
  }
}

/** Runs `job(url)` on a fresh database named `name`; drops it after. */
export async function withScratchPostgres(name, job) {
  const url = new URL(SERVER);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  await dropDatabase(databaseUrl);
  await ensureDatabase(databaseUrl);
  try {
    return await job(databaseUrl);
  } finally {
    await dropDatabase(databaseUrl);
  }
}
