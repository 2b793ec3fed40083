/**
 * The entry of an in-process bench script run by `tsx bench/lib/<name>.ts pglite|postgres`: it
 * measures on the database named by the first argument and prints the result as one JSON line
 * for the bench that spawned it, exiting 1 with the error otherwise.
 */
import type { TestDatabaseKind } from '@/server/test/databases';

export function runOnDatabase(measure: (kind: TestDatabaseKind) => Promise<unknown>): void {
  measure((process.argv[2] ?? 'pglite') as TestDatabaseKind)
    .then((result) => {
      console.log(JSON.stringify(result));
      process.exit(0);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
