import { defineConfig } from 'drizzle-kit';

/** One set of migrations serves PGlite and PostgreSQL alike. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
});
