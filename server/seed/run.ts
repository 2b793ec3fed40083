/**
 * `npm run seed`: loads the demo chain into the configured database (PGlite in PGLITE_DIR,
 * or PostgreSQL at DATABASE_URL), migrating it first. Demo mode only (DEMO_MODE=true): a
 * production database never gets the demo stores, coupons and gift cards. Safe to run again: it
 * only adds what is missing. Stop the API first when it runs on the same PGlite directory (it holds a lock).
 */
import { loadConfig } from '@/server/config';
import { openDatabase } from '@/server/db/client';
import { seedDemoChain } from './index';

async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.demoMode) {
    console.error(`npm run seed loads the demo chain, which only demo mode may have (${config.demoModeReason}). Set DEMO_MODE=true for a demo database.`);
    process.exitCode = 1;
    return;
  }
  const database = await openDatabase(config);
  try {
    const started = performance.now();
    await seedDemoChain(database.db);
    console.log(`Demo chain loaded into ${database.kind} in ${Math.round(performance.now() - started)} ms`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(`Seeding failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
