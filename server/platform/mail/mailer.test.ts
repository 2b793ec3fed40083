import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import * as t from '@/server/db/schema';
import { openTestDatabase } from '@/server/test/databases';
import type { DatabaseConnection } from '@/server/db/client';
import { createMailer } from './mailer';
import type { MailTransport, OutgoingMail } from './transport';

const MAIL = { kind: 'test-mail', orderId: null, toAddress: 'ada@example.com', subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' };
const errors: unknown[] = [];
const log = { error: (...args: unknown[]) => void errors.push(args) } as unknown as FastifyBaseLogger;

describe('createMailer', () => {
  let database: DatabaseConnection;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(() => database.close());

  const rowOf = async (id: number) => (await database.db.select().from(t.outboxEmails).where(eq(t.outboxEmails.id, id)))[0]!;

  it('keeps the mail in the outbox when no SMTP is configured', async () => {
    const row = await createMailer({ db: database.db, from: 'Pit <orders@pit.example>', transport: null, log }).queue(MAIL);
    expect(row).toMatchObject({ status: 'outbox', fromAddress: 'Pit <orders@pit.example>', toAddress: 'ada@example.com' });
  });

  it('hands the mail to SMTP and records it as sent', async () => {
    const sent: OutgoingMail[] = [];
    const transport: MailTransport = { send: async (mail) => void sent.push(mail) };
    const row = await createMailer({ db: database.db, from: 'orders@pit.example', transport, log }).queue(MAIL);
    expect(sent).toEqual([{ from: 'orders@pit.example', to: 'ada@example.com', subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' }]);
    expect(await rowOf(row!.id)).toMatchObject({ status: 'sent', sentAt: expect.any(Date) });
  });

  it('keeps a mail SMTP refused, marked failed with the reason', async () => {
    const transport: MailTransport = { send: async () => Promise.reject(new Error('550 mailbox unavailable')) };
    const row = await createMailer({ db: database.db, from: 'orders@pit.example', transport, log }).queue(MAIL);
    expect(await rowOf(row!.id)).toMatchObject({ status: 'failed', error: '550 mailbox unavailable' });
    expect(errors).toEqual([[{ mailId: row!.id, err: new Error('550 mailbox unavailable') }, 'SMTP refused the mail; it stays in the outbox']]);
  });
});
