/** Helpers for loading rows in batches and finding the ids of rows by natural key. */

/** Splits rows into batches small enough for one INSERT. */
export function chunk<T>(rows: readonly T[], size: number): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < rows.length; start += size) batches.push(rows.slice(start, start + size));
  return batches;
}

/** The id of a row the seed has just inserted or found; a miss means the seed data is inconsistent. */
export function idOf(ids: ReadonlyMap<string, number>, key: string, what: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`Seed could not find ${what} "${key}"`);
  return id;
}
