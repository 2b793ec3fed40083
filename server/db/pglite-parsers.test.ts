import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { date, interval, numeric, pgTable, integer, timestamp } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { adoptDrizzleParsers } from './pglite-parsers';

const samples = pgTable('samples', {
  id: integer('id').primaryKey(),
  at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  atText: timestamp('at_text', { mode: 'string' }).notNull(),
  day: date('day').notNull(),
  span: interval('span').notNull(),
  amounts: numeric('amounts').array().notNull(),
  days: date('days').array().notNull(),
});

async function openClient(adopt: boolean): Promise<PGlite> {
  const client = await PGlite.create();
  await client.exec(`create table samples (id int primary key, at timestamptz not null, at_text timestamp not null, day date not null,
    span interval not null, amounts numeric[] not null, days date[] not null);
    insert into samples values (1, '2026-12-01 18:30:00+00', '2026-12-01 18:30:00', '2026-12-01', '1 day 02:00:00', '{1.10,2.25}', '{2026-12-01,2026-12-24}')`);
  return adopt ? adoptDrizzleParsers(client) : client;
}

describe('adoptDrizzleParsers', () => {
  const clients: PGlite[] = [];
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
  });
  const open = async (adopt: boolean) => {
    const client = await openClient(adopt);
    clients.push(client);
    return client;
  };

  it('reads every as-written type exactly as drizzle does without it, in and out of a transaction', async () => {
    const plain = drizzle({ client: await open(false) });
    const lean = drizzle({ client: await open(true) });
    const expected = await plain.select().from(samples);
    expect(expected[0]!.at).toEqual(new Date('2026-12-01T18:30:00Z'));
    expect(expected[0]!.amounts).toEqual(['1.10', '2.25']);
    expect(await lean.select().from(samples)).toEqual(expected);
    expect(await lean.transaction((tx) => tx.select().from(samples))).toEqual(expected);
    const raw = sql`select at, span, days from samples`;
    expect((await lean.execute(raw)).rows).toEqual((await plain.execute(raw)).rows);
  });

  it('sends drizzle\'s queries without their per-query parsers, in and out of a transaction', async () => {
    const client = await openClient(false);
    clients.push(client);
    // What PGlite itself receives, recorded below the wrapper adoptDrizzleParsers adds.
    const received: unknown[] = [];
    const record = <T extends Pick<PGlite, 'query'>>(target: T) => {
      const query = target.query.bind(target);
      target.query = ((text: string, params?: unknown[], options?: Parameters<PGlite['query']>[2]) => {
        received.push(options?.parsers);
        return query(text, params, options);
      }) as PGlite['query'];
      return target;
    };
    record(client);
    const transaction = client.transaction.bind(client);
    client.transaction = ((callback: (tx: never) => Promise<unknown>) => transaction((tx) => callback(record(tx) as never))) as PGlite['transaction'];
    const db = drizzle({ client: adoptDrizzleParsers(client) });
    await db.select().from(samples);
    await db.transaction((tx) => tx.select().from(samples));
    expect(received).toEqual([undefined, undefined]);
  });

  it('keeps parsers it does not apply itself', async () => {
    const client = clients[1]!;
    const [row] = (await client.query<{ id: string }>('select id from samples', [], { parsers: { 23: (value: string) => `#${value}` } })).rows;
    expect(row!.id).toBe('#1');
  });
});
