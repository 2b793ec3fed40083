/** Backup file names and kinds: what a file holds is read from its first bytes, not its name. */
import { closeSync, openSync, readSync } from 'node:fs';

export type BackupKind = 'postgres' | 'pglite';

/** `backups/hickory-postgres-2026-11-30T18-45-00Z.dump` or `…-pglite-….tar.gz`. */
export function defaultBackupFile(kind: BackupKind, now: Date): string {
  const stamp = now.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/:/g, '-');
  return `backups/hickory-${kind}-${stamp}.${kind === 'postgres' ? 'dump' : 'tar.gz'}`;
}

/** pg_dump's custom format starts "PGDMP"; PGlite's gzipped dump starts with gzip's magic bytes. */
export function backupKindOf(file: string): BackupKind | null {
  const head = Buffer.alloc(5);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, 5, 0);
  } finally {
    closeSync(fd);
  }
  if (head.toString('latin1') === 'PGDMP') return 'postgres';
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  return null;
}
