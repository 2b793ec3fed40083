/**
 * PostgreSQL backups with PostgreSQL's own tools: `pg_dump --format=custom` writes one compressed
 * file holding every schema (the app's tables, the migrations journal, pg-boss's queue), and
 * `pg_restore` loads it into a database. The password travels in PGPASSWORD, never on the
 * command line where `ps` would show it. pg_dump must be of the server's major version or newer.
 */
import { spawn } from 'node:child_process';
import { Client } from 'pg';

export class BackupError extends Error {
  override name = 'BackupError';
}

const CLIENT_TOOLS = "install PostgreSQL's client tools of the server's major version or newer (Debian: apt-get install -y postgresql-client)";

/** The connection string without its password, and the password for PGPASSWORD. */
export function splitPassword(url: string): { dbname: string; password: string | undefined } {
  const parsed = new URL(url);
  const password = parsed.password ? decodeURIComponent(parsed.password) : undefined;
  parsed.password = '';
  return { dbname: parsed.toString(), password };
}

/** Runs a client tool; rejects with its own error text (never the connection string) when it fails. */
function run(tool: string, args: string[], url: string): Promise<void> {
  const { dbname, password } = splitPassword(url);
  const env = { ...process.env, ...(password === undefined ? {} : { PGPASSWORD: password }) };
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [...args, `--dbname=${dbname}`], { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-4000);
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(new BackupError(error.code === 'ENOENT' ? `${tool} was not found: ${CLIENT_TOOLS}` : `${tool} could not start: ${error.message}`));
    });
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${tool} stopped with code ${code}: ${stderr.trim() || 'no message'}`));
    });
  });
}

/** Writes the whole database to `file` in pg_dump's custom format (compressed, restorable table by table). */
export async function backupPostgres(url: string, file: string): Promise<void> {
  await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`], url);
}

/** Tables in the database's own schemas: a database holding any is not fresh. */
export async function userTableCount(url: string): Promise<number> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ count: number }>(
      "select count(*)::int as count from pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
    );
    return result.rows[0]?.count ?? 0;
  } finally {
    await client.end();
  }
}

/**
 * Loads a custom-format backup into the database at `url`, in one transaction (all or nothing).
 * The database must hold no tables, unless `replace` is set: then what the backup holds is
 * dropped first and replaced.
 */
export async function restorePostgres(url: string, file: string, { replace = false } = {}): Promise<void> {
  const tables = await userTableCount(url);
  if (tables > 0 && !replace) {
    throw new BackupError(
      `The database already holds ${tables} ${tables === 1 ? 'table' : 'tables'}: restore into a new, empty database (createdb) and point DATABASE_URL at it, or pass --replace to overwrite this one`,
    );
  }
  const clean = tables > 0 ? ['--clean', '--if-exists'] : [];
  await run('pg_restore', ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', ...clean, file], url);
}
