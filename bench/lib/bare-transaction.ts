/**
 * The checkout benchmark's database ceiling, measured in-process: transactions per second of a
 * bare transaction (one primary-key read FOR UPDATE, one update of that row) through the same
 * `openPglite` (or `openPostgres`) and Drizzle the API uses: on PGlite its own scratch data
 * directory (the API's directory is locked by the API), on PostgreSQL the API's scratch database
 * while the API is idle. No HTTP, no business rules: what the database commits, back to back.
 *
 * Usage: tsx bench/lib/bare-transaction.ts <scratch-dir | postgres-url> <seconds>
 * Prints one JSON line: { transactions, seconds, rate, p50, p99 } (latencies in ms).
 */
import { eq } from 'drizzle-orm';
import { openPglite, openPostgres, type Database } from '@/server/db/client';
import { countries } from '@/server/db/schema';

const ROW_ID = 1;
const WARMUP_SECONDS = 1;

async function bareTransaction(db: Database, round: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ id: countries.id }).from(countries).where(eq(countries.id, ROW_ID)).for('update');
    if (!row) throw new Error(`Country ${ROW_ID} is missing from the scratch database`);
    await tx.update(countries).set({ label: `Bench ${round % 2}` }).where(eq(countries.id, row.id));
  });
}

async function loop(db: Database, seconds: number): Promise<number[]> {
  const latencies: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  for (let round = 0; performance.now() < deadline; round += 1) {
    const begin = performance.now();
    await bareTransaction(db, round);
    latencies.push(performance.now() - begin);
  }
  return latencies;
}

const at = (sorted: number[], fraction: number) => sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? 0;

async function main(): Promise<void> {
  const [target, secondsArg] = process.argv.slice(2);
  const seconds = Number(secondsArg);
  if (!target || !(seconds > 0)) throw new Error('Usage: tsx bench/lib/bare-transaction.ts <scratch-dir | postgres-url> <seconds>');
  const connection = /^postgres(ql)?:/.test(target) ? await openPostgres(target) : await openPglite({ dataDir: target });
  try {
    await connection.db
      .insert(countries)
      .values({ id: ROW_ID, code: 'US', label: 'Bench', currency: 'USD', onlineOrdering: true, locales: ['en-us'] })
      .onConflictDoNothing();
    await loop(connection.db, WARMUP_SECONDS);
    const started = performance.now();
    const latencies = (await loop(connection.db, seconds)).sort((a, b) => a - b);
    const elapsed = (performance.now() - started) / 1000;
    const result = { transactions: latencies.length, seconds: elapsed, rate: latencies.length / elapsed, p50: at(latencies, 0.5), p99: at(latencies, 0.99) };
    process.stdout.write(`${JSON.stringify(result)}\n`);
  } finally {
    await connection.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
