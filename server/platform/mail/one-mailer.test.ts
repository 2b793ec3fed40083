import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { eq } from 'drizzle-orm';
import { buildApp, type App } from '@/server/app';
import type { DatabaseConnection } from '@/server/db/client';
import * as t from '@/server/db/schema';
import { buildPayableOrder, buildStore, paymentClient } from '@/server/modules/payments/test/payable-order';
import { testConfig, testDatabases } from '@/server/test/build-app';
import { openTestDatabase } from '@/server/test/databases';
import { buildReferenceData } from '@/server/test/factories';
import type { MailTransport, OutgoingMail } from './transport';

const MODULES = join(__dirname, '..', '..', 'modules');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('the modules', () => {
  it('build no mailer and no transport of their own: app.ts hands them the one mailer', () => {
    const builders = sourceFiles(MODULES)
      .filter((path) => /createMailer\(|createSmtpTransport\(|createAppMail\(|from 'nodemailer'/.test(readFileSync(path, 'utf8')))
      .map((path) => relative(MODULES, path))
      .filter((path) => !path.includes('/test/') && !path.startsWith('catering/test-quotes.ts'));
    expect(builders).toEqual([]);
  });
});

describe.each(testDatabases())('the one mailer on %s', (kind) => {
  let database: DatabaseConnection;
  let app: App;
  const sent: OutgoingMail[] = [];
  let closes = 0;
  const transport: MailTransport = {
    async send(mail) {
      sent.push(mail);
    },
    close() {
      closes += 1;
    },
  };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await buildApp({ config: testConfig(), database, logger: false, auth: { transport } });
    await buildReferenceData(database.db);
  });
  afterAll(() => database.close());

  it("sends a payment's confirmation through the transport buildApp was given, as it does the account mail", async () => {
    const store = await buildStore(database.db);
    const pay = paymentClient(app);
    const order = await buildPayableOrder(app, store);
    expect((await pay.card(order, { token: pay.token() })).statusCode).toBe(200);
    expect(sent).toEqual([expect.objectContaining({ to: 'ada@example.com', subject: expect.stringContaining(`Your order ${order.number}`) })]);
    const [row] = await database.db.select().from(t.outboxEmails).where(eq(t.outboxEmails.orderId, order.id));
    expect(row).toMatchObject({ status: 'sent' });
  });

  it('closes that transport once, when the app closes', async () => {
    await app.close();
    expect(closes).toBe(1);
  });
});
