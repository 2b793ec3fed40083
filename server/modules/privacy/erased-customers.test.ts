/**
 * An erased person's customer at the card processor, with Stripe as the gateway, through the API
 * against the local Stripe fake: the erasure deletes it at Stripe once committed (one Stripe
 * already deleted counts as deleted); while Stripe cannot take it the erasure still completes,
 * the customer stays marked with a warning logged, and the forget job deletes it once Stripe answers.
 */
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import * as t from '@/server/db/schema';
import { startStripeFake, type StripeFake } from '@/server/modules/payments/gateway/stripe-fake';
import { startPaymentSuite, type PaymentSuite } from '@/server/modules/payments/test/payment-suite';
import { call, signedInCustomer } from '@/server/modules/profile/test-customers';
import { testDatabases } from '@/server/test/build-app';
import { FORGET_ERASED_CUSTOMERS_JOB } from './erased-customers';
import { confirmLinkOf, privacyClient, requestBody } from './test-privacy';

describe.each(testDatabases())('an erased person’s Stripe customer on %s', (kind) => {
  let suite: PaymentSuite;
  // A fake of its own per database: Stripe customers are created under keys made of the account id.
  let fake: StripeFake;
  const logLines: string[] = [];

  beforeAll(async () => {
    fake = await startStripeFake();
    const stripe = { secretKey: 'sk_test_hickory', publishableKey: 'pk_test_hickory', webhookSecret: 'whsec_hickory_test_secret', apiBase: fake.url };
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    suite = await startPaymentSuite(kind, { config: { paymentGateway: 'stripe', stripe, rateLimitMax: 1_000_000 }, logger: { level: 'warn', stream } });
  });
  afterAll(async () => {
    await suite.context.close();
    await fake.close();
  });
  afterEach(() => fake.setOutage(false));

  const rowsOf = (customerId: number) => suite.context.db.select().from(t.processorCustomers).where(eq(t.processorCustomers.customerId, customerId));

  /** A diner with a card saved at Stripe: their id and Stripe customer. */
  async function dinerWithSavedCard(email: string): Promise<{ id: number; customerRef: string; paymentMethodRef: string }> {
    const diner = await signedInCustomer(suite.context.db, { email });
    const saved = await call(suite.context.app, diner.token, 'POST', `/payment-management/customer/${diner.id}/payment-methods`, { token: 'pm_card_visa' });
    expect(saved.statusCode).toBe(201);
    const [row] = await rowsOf(diner.id);
    return { id: diner.id, customerRef: row!.customerRef, paymentMethodRef: saved.json().token };
  }

  async function erase(email: string) {
    const client = privacyClient(suite.context.app);
    expect((await client.submit(requestBody({ email, requestType: 'delete' }))).statusCode).toBe(201);
    const link = await confirmLinkOf(suite.context.db, email);
    return client.confirm(link.requestId, link.token);
  }

  it('deletes the Stripe customer with the erasure: its saved card is detached and the row goes', async () => {
    const diner = await dinerWithSavedCard('erase-stripe@example.com');
    expect(fake.customers.has(diner.customerRef)).toBe(true);
    const confirmed = await erase('erase-stripe@example.com');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().outcome).toMatchObject({ account: true });
    expect(fake.customers.has(diner.customerRef)).toBe(false);
    expect(fake.methods.get(diner.paymentMethodRef)?.customer).toBeNull();
    expect(await rowsOf(diner.id)).toEqual([]);
  });

  it('counts a Stripe customer already deleted at Stripe (404) as deleted', async () => {
    const diner = await dinerWithSavedCard('erase-gone@example.com');
    const deleted = await fetch(`${fake.url}/v1/customers/${diner.customerRef}`, { method: 'DELETE', headers: { authorization: 'Bearer sk_test_hickory' } });
    expect(deleted.status).toBe(200);
    expect((await erase('erase-gone@example.com')).statusCode).toBe(200);
    expect(await rowsOf(diner.id)).toEqual([]);
  });

  it('completes the erasure while Stripe fails, keeps the customer marked with a warning, and the forget job deletes it once Stripe answers', async () => {
    const diner = await dinerWithSavedCard('erase-outage@example.com');
    fake.setOutage(true);
    const confirmed = await erase('erase-outage@example.com');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'completed', outcome: { account: true } });
    expect(await suite.context.db.select().from(t.savedCards).where(eq(t.savedCards.customerId, diner.id))).toEqual([]);
    expect(await rowsOf(diner.id)).toEqual([expect.objectContaining({ processor: 'stripe', customerRef: diner.customerRef, erasedAt: expect.any(Date) })]);
    expect(fake.customers.has(diner.customerRef)).toBe(true);
    expect(logLines.some((line) => line.includes('the forget job retries it'))).toBe(true);

    // Still failing: the job leaves it marked.
    expect(await suite.context.app.jobs.runOnce(FORGET_ERASED_CUSTOMERS_JOB)).toEqual({ forgotten: 0, waiting: 1 });
    expect(await rowsOf(diner.id)).toHaveLength(1);

    fake.setOutage(false);
    expect(await suite.context.app.jobs.runOnce(FORGET_ERASED_CUSTOMERS_JOB)).toEqual({ forgotten: 1, waiting: 0 });
    expect(fake.customers.has(diner.customerRef)).toBe(false);
    expect(fake.methods.get(diner.paymentMethodRef)?.customer).toBeNull();
    expect(await rowsOf(diner.id)).toEqual([]);
    expect(await suite.context.app.jobs.runOnce(FORGET_ERASED_CUSTOMERS_JOB)).toEqual({ forgotten: 0, waiting: 0 });
  });
});
