/** Shared steps of the auth API tests: sign up, read the last mail's link token, call as a customer. */
import { desc, eq } from 'drizzle-orm';
import type { WireSignUpRequest } from '@/domain/wire/accounts';
import type { App } from '@/server/app';
import type { Database } from '@/server/db/client';
import { outboxEmails } from '@/server/db/schema';

export const PREFIX = '/online-ordering';
export const GOOD_PASSWORD = 'Smoky-Brisket-42';

let counter = 0;

export function signUpBody(overrides: Partial<WireSignUpRequest> = {}): WireSignUpRequest {
  counter += 1;
  const email = overrides.email ?? `diner${counter}-${Date.now()}@example.com`;
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    phone: '(512) 555-0142',
    email,
    emailConfirmation: overrides.emailConfirmation ?? email,
    password: GOOD_PASSWORD,
    passwordConfirmation: overrides.passwordConfirmation ?? overrides.password ?? GOOD_PASSWORD,
    ...overrides,
  };
}

export function post(app: App, path: string, body?: unknown, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') {
  return app.inject({ method: 'POST', url: `${PREFIX}${path}`, payload: body as object | undefined, headers, remoteAddress });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The token in the link of the newest mail to `to`. */
export async function lastMailToken(db: Database, to: string): Promise<{ token: string; text: string; subject: string }> {
  const [mail] = await db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, to)).orderBy(desc(outboxEmails.id)).limit(1);
  if (!mail) throw new Error(`no mail to ${to}`);
  const match = /token=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match) throw new Error('no token in the mail');
  return { token: decodeURIComponent(match[1]!), text: mail.text, subject: mail.subject };
}

export async function mailCount(db: Database, to: string): Promise<number> {
  return (await db.select({ id: outboxEmails.id }).from(outboxEmails).where(eq(outboxEmails.toAddress, to))).length;
}
