/**
 * `npm run staff:create-admin -- --email ada@example.com [--brand 4] [--name "Ada Lovelace"]`:
 * creates a brand admin in the configured database (PGlite in PGLITE_DIR, or PostgreSQL at
 * DATABASE_URL, migrated first, with the reference data loaded when missing) and prints a sign-in link that works once, within 24 hours.
 * Stop the API first when it runs on the same PGlite directory (it holds a lock).
 */
import { parseArgs } from 'node:util';
import { BRAND_ID } from '@/domain/constants';
import { realClock } from '@/server/clock';
import { loadConfig } from '@/server/config';
import { openDatabase } from '@/server/db/client';
import { seedReference } from '@/server/seed';
import { createBrandAdmin, CreateAdminError, splitName } from './create-admin';

const USAGE = 'Usage: npm run staff:create-admin -- --email <address> [--brand <id>] [--name "<first> <last>"]';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { email: { type: 'string' }, brand: { type: 'string' }, name: { type: 'string' } } });
  if (!values.email) throw new CreateAdminError(`--email is required. ${USAGE}`);
  const brandId = values.brand === undefined ? BRAND_ID : Number(values.brand);
  if (!Number.isInteger(brandId) || brandId < 1) throw new CreateAdminError(`--brand must be a brand id such as ${BRAND_ID}, got "${values.brand}"`);
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    // The brands may not be there yet when this runs before the API's first start.
    await seedReference(database.db);
    const admin = await createBrandAdmin(database.db, { email: values.email, brandId, ...splitName(values.name) }, { storefrontUrl: config.storefrontUrl, now: realClock() });
    console.log(`Created brand admin ${admin.email} (brand ${admin.brandId}).`);
    console.log(`Send them this sign-in link. It works once, until ${admin.expiresAt.toISOString()}, and asks them to choose a password:`);
    console.log(`  ${admin.link}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const usage = error instanceof Error && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS');
  if (usage) console.error(`staff:create-admin: ${(error as Error).message}. ${USAGE}`);
  else if (error instanceof CreateAdminError || (error instanceof Error && error.name === 'ConfigError')) console.error(`staff:create-admin: ${error.message}`);
  else console.error(error);
  process.exit(1);
});
