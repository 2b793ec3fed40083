/**
 * `npm run db:backup [-- <file>]` writes the configured database to a file: PostgreSQL (DATABASE_URL)
 * with pg_dump's custom format, else the PGlite directory (PGLITE_DIR) as PGlite's dump. The file
 * defaults to backups/hickory-<kind>-<time>.
 * `npm run db:restore -- <file> [--replace]` loads a backup into the configured database, which
 * must be empty (a new PostgreSQL database, an absent PGlite directory) unless --replace is given.
 * The API migrates a restored database forward at its next start.
 */
import { existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '@/server/config';
import { backupKindOf, defaultBackupFile, type BackupKind } from './files';
import { backupPglite, restorePglite } from './pglite';
import { BackupError, backupPostgres, restorePostgres } from './postgres';

const USAGE = 'Usage: npm run db:backup [-- <file>] | npm run db:restore -- <file> [--replace]';

async function backup(file: string | undefined): Promise<void> {
  const config = loadConfig();
  const kind: BackupKind = config.databaseUrl ? 'postgres' : 'pglite';
  const target = file ?? defaultBackupFile(kind, new Date());
  mkdirSync(path.dirname(path.resolve(target)), { recursive: true });
  if (config.databaseUrl) await backupPostgres(config.databaseUrl, target);
  else await backupPglite(config.pgliteDir, target);
  console.log(`Backed up the ${kind === 'postgres' ? 'PostgreSQL database' : `PGlite database in ${config.pgliteDir}`} to ${target} (${statSync(target).size} bytes).`);
}

async function restore(file: string | undefined, replace: boolean): Promise<void> {
  if (!file) throw new BackupError(`Name the backup file to restore. ${USAGE}`);
  if (!existsSync(file)) throw new BackupError(`${file} does not exist`);
  const config = loadConfig();
  const kind = backupKindOf(file);
  if (kind === null) throw new BackupError(`${file} is neither a pg_dump custom-format file nor a PGlite dump`);
  const into: BackupKind = config.databaseUrl ? 'postgres' : 'pglite';
  if (kind !== into) {
    throw new BackupError(
      kind === 'postgres'
        ? `${file} is a PostgreSQL backup: set DATABASE_URL to the (new, empty) database to restore it into`
        : `${file} is a PGlite backup: unset DATABASE_URL and set PGLITE_DIR to the directory to restore it into`,
    );
  }
  if (config.databaseUrl) {
    await restorePostgres(config.databaseUrl, file, { replace });
    console.log(`Restored ${file} into the PostgreSQL database. Start the API: it applies any newer migrations.`);
  } else {
    const { movedAside } = await restorePglite(file, config.pgliteDir, { replace });
    if (movedAside) console.log(`Moved the previous database aside to ${movedAside}.`);
    console.log(`Restored ${file} into ${config.pgliteDir}. Start the API: it applies any newer migrations.`);
  }
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { replace: { type: 'boolean', default: false } } });
  const [action, file, ...extra] = positionals;
  if (extra.length > 0) throw new BackupError(`One file at a time. ${USAGE}`);
  if (action === 'backup') {
    if (values.replace) throw new BackupError(`--replace is for db:restore. ${USAGE}`);
    return backup(file);
  }
  if (action === 'restore') return restore(file, values.replace ?? false);
  throw new BackupError(USAGE);
}

main().catch((error: unknown) => {
  const known = error instanceof BackupError || (error instanceof Error && (error.name === 'ConfigError' || String((error as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS')));
  console.error(known ? `db: ${(error as Error).message}` : error);
  process.exitCode = 1;
});
