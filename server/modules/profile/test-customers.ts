/**
 * Test fixtures for the profile suites: customers inserted directly, signed in through the
 * real session issuer (a session row + JWT), and a client that calls routes with their bearer.
 */
import type { App } from '@/server/app';
import { createSessionIssuer } from '@/server/auth/issue';
import { revokeSession } from '@/server/auth/repository';
import type { Database } from '@/server/db/client';
import * as t from '@/server/db/schema';
import { testConfig } from '@/server/test/build-app';

let sequence = 0;

export type SignedInCustomer = { id: number; token: string; sessionId: string; referralCode: string };

export async function buildCustomer(db: Database, fields: Partial<typeof t.customers.$inferInsert> = {}) {
  sequence += 1;
  const [row] = await db
    .insert(t.customers)
    .values({
      email: `diner-${sequence}-${process.pid}@example.com`,
      firstName: `Diner${sequence}`,
      lastName: 'Smith',
      phone: '(512) 555-0100',
      referralCode: `REF${process.pid}X${sequence}`,
      ...fields,
    })
    .returning();
  return row!;
}

export async function signIn(db: Database, customerId: number): Promise<{ token: string; sessionId: string }> {
  const config = testConfig();
  const issue = createSessionIssuer({ db, jwtSecret: config.jwtSecret, ttlSeconds: config.jwtTtlSeconds, now: () => new Date() });
  return issue(customerId);
}

export async function signedInCustomer(db: Database, fields: Partial<typeof t.customers.$inferInsert> = {}): Promise<SignedInCustomer> {
  const row = await buildCustomer(db, fields);
  const { token, sessionId } = await signIn(db, row.id);
  return { id: row.id, token, sessionId, referralCode: row.referralCode };
}

export async function revoke(db: Database, customer: SignedInCustomer): Promise<void> {
  await revokeSession(db, customer.sessionId, new Date());
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls /online-ordering routes with the customer's bearer (none when token is undefined). */
export function call(app: App, token: string | undefined, method: Method, path: string, payload?: object, headers: Record<string, string> = {}) {
  return app.inject({
    method,
    url: `/online-ordering${path}`,
    headers: { ...(token === undefined ? {} : { authorization: `Bearer ${token}` }), ...headers },
    ...(payload === undefined ? {} : { payload }),
  });
}
