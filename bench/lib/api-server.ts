/**
 * The ordering API as the API benchmark runs it: the app server/app.ts builds, on the database
 * DATABASE_URL or PGLITE_DIR names (seeded with the demo chain when empty), plus one route
 * production never has: GET /bench/pk-select?id=N, one primary-key SELECT through the same
 * database handle (the same pool on PostgreSQL) and the same hooks, rate limit included. It is
 * the ceiling the API's reads are measured against; and GET /bench/statements, the SQL statements
 * the API has sent to its database so far (./statement-counter.ts), which the checkout benchmark
 * reads between requests. Only this file registers them, and only bench/lib/api.mjs starts this
 * file (`tsx bench/lib/api-server.ts`).
 */
import { Type } from '@sinclair/typebox';
import { count, eq } from 'drizzle-orm';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { openDatabase, type Database } from '@/server/db/client';
import { brands, locations } from '@/server/db/schema';
import { NotFoundError } from '@/server/errors';
import { seedDemoChain } from '@/server/seed';
import { closeServerGracefully } from '@/server/shutdown';
import { countStatements } from './statement-counter';

export const PK_SELECT_PATH = '/bench/pk-select';
export const STATEMENTS_PATH = '/bench/statements';

const PkRow = Type.Object({ id: Type.Integer(), slug: Type.String({ maxLength: 200 }), title: Type.String({ maxLength: 200 }) });

async function seedIfEmpty(db: Database): Promise<void> {
  const [row] = await db.select({ brands: count() }).from(brands);
  if ((row?.brands ?? 0) === 0) await seedDemoChain(db);
}

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  const statements = countStatements(database);
  await seedIfEmpty(database.db);
  const app = await buildApp({ config, database });
  app.get(
    PK_SELECT_PATH,
    {
      schema: {
        querystring: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }),
        response: { 200: PkRow },
      },
    },
    async (request) => {
      const [row] = await database.db
        .select({ id: locations.id, slug: locations.slug, title: locations.title })
        .from(locations)
        .where(eq(locations.id, request.query.id));
      if (!row) throw new NotFoundError(`Location ${request.query.id} was not found`);
      return row;
    },
  );
  app.get(STATEMENTS_PATH, { schema: { response: { 200: Type.Object({ statements: Type.Integer() }) } } }, async () => ({
    statements: statements.total(),
  }));
  const stop = async () => {
    await closeServerGracefully(app).catch(() => undefined);
    await database.close().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  await app.listen({ port: config.apiPort, host: config.apiHost });
  app.log.warn({ database: database.kind }, `benchmark API ready, with ${PK_SELECT_PATH}`);
}

main().catch((error) => {
  console.error(`The benchmark API could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
