/**
 * Shared steps of the auth API tests: sign up (and sign in), read a mailed link's token, call as
 * a customer. Account mails are queued after the answer, so the mail readers wait for them.
 */
import { asc, eq } from 'drizzle-orm';
import type { WireAuthSession, WireSignUpRequest } from '@/domain/wire/accounts';
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

/** Signs up with `body` (a new one by default), then signs in: the session and the sign-up. */
export async function signUpAndSignIn(app: App, overrides: Partial<WireSignUpRequest> = {}, remoteAddress = '127.0.0.1') {
  const body = signUpBody(overrides);
  const signedUp = await post(app, '/auth/sign-up', body, {}, remoteAddress);
  if (signedUp.statusCode !== 201) throw new Error(`sign-up answered ${signedUp.statusCode}: ${signedUp.body}`);
  const login = await post(app, '/auth/login/customer', { email: body.email, password: body.password }, {}, remoteAddress);
  if (login.statusCode !== 200) throw new Error(`sign-in answered ${login.statusCode}: ${login.body}`);
  return { email: normalized(body.email), body, session: login.json() as WireAuthSession };
}

const normalized = (email: string) => email.trim().toLowerCase();

type Mail = typeof outboxEmails.$inferSelect;

async function mailsTo(db: Database, to: string): Promise<Mail[]> {
  return db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, to)).orderBy(asc(outboxEmails.id));
}

/** The mails to `to`, oldest first, once there are at least `count` (fails after `timeoutMs`). */
export async function waitForMails(db: Database, to: string, count: number, timeoutMs = 5000): Promise<Mail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await mailsTo(db, to);
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) throw new Error(`${mails.length} mail(s) to ${to} after ${timeoutMs} ms, expected ${count}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function tokenOf(mail: Mail): { token: string; text: string; subject: string } {
  const match = /token=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match) throw new Error('no token in the mail');
  return { token: decodeURIComponent(match[1]!), text: mail.text, subject: mail.subject };
}

/** The token in the link of the newest mail to `to` (whose link goes to `page`, when given), waiting for one. */
export async function lastMailToken(db: Database, to: string, page?: 'verify-email' | 'reset-password'): Promise<{ token: string; text: string; subject: string }> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const mails = (await mailsTo(db, to)).filter((mail) => !page || mail.text.includes(`/${page}?token=`));
    const newest = mails[mails.length - 1];
    if (newest) return tokenOf(newest);
    if (Date.now() > deadline) throw new Error(`no ${page ?? ''} mail to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The token of the `count`-th mail to `to` (1 is the first), waiting for it. */
export async function nthMailToken(db: Database, to: string, count: number): Promise<{ token: string; text: string; subject: string }> {
  const mails = await waitForMails(db, to, count);
  return tokenOf(mails[count - 1]!);
}

export async function mailCount(db: Database, to: string): Promise<number> {
  return (await mailsTo(db, to)).length;
}
