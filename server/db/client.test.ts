import { sql } from 'drizzle-orm';
import type { DatabaseConnection } from './client';
import { openTestDatabase, testDatabases } from '@/server/test/databases';

describe.each(testDatabases())('openDatabase (%s)', (kind) => {
  let database: DatabaseConnection;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  it('opens transactions without the relational query builders, which repositories never use', async () => {
    const seen = await database.db.transaction(async (tx) => {
      const { rows } = (await tx.execute(sql`select 1 as one`)) as unknown as { rows: { one: number }[] };
      const [row] = rows;
      return { builders: Object.keys(tx.query).length, one: Number(row!.one) };
    });
    expect(seen).toEqual({ builders: 0, one: 1 });
  });

  it('keeps the relational API on the database handle itself', async () => {
    expect(Object.keys(database.db.query)).toContain('brands');
    await expect(database.db.query.brands.findMany({ limit: 1 })).resolves.toEqual(expect.any(Array));
  });
});
