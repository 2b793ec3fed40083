/**
 * The staff lead console's reads and steps on a real database: scoping by store and brand, the
 * list's filters, one lead with its steps, the estimate menu, sending an estimate priced from the
 * menu, lifecycle steps, refused inputs, and the audit rows.
 */
import { and, eq } from 'drizzle-orm';
import { outboxEmails, staffAuditLog } from '@/server/db/schema';
import { call, signedInCustomer } from '@/server/modules/profile/test-customers';
import { eventIn, submitQuote, type QuoteStore } from '@/server/modules/catering/test-quotes';
import { testDatabases } from '@/server/test/databases';
import { buildItem } from '@/server/test/factories';
import { buildStaff, staffClient } from '../test-staff';
import { buildDallasAndAustin, buildLeadApp, estimatedQuote, trayEstimate, type LeadClient, type LeadTestApp } from './test-leads';

describe.each(testDatabases())('staff leads on %s', (kind) => {
  let t: LeadTestApp;
  let leads: LeadClient;
  let dallas: QuoteStore;
  let austin: QuoteStore;
  let staffToken: string;
  let adminToken: string;
  let staffId: number;

  beforeAll(async () => {
    t = await buildLeadApp(kind);
    ({ dallas, austin, staffId, staffToken, leads } = await buildDallasAndAustin(t));
    adminToken = await staffClient(t.app).signIn(await buildStaff(t.db, { role: 'brand_admin' }));
  });
  afterAll(() => t.close());

  const submit = (store: QuoteStore, event: object = {}) => submitQuote(t.app, t.db, store, event);

  describe('GET /staff/leads', () => {
    it('lists the member’s stores’ leads by event, and every store of the brand to an admin', async () => {
      const later = await submit(dallas, { ...eventIn(20), company: 'Acme Rodeo' });
      const sooner = await submit(dallas, eventIn(12));
      const elsewhere = await submit(austin, eventIn(11));
      const mine = (await leads.list(staffToken, `storeId=${dallas.location.id}`)).json();
      const numbers = mine.data.map((lead: { number: number }) => lead.number);
      expect(numbers.indexOf(sooner.quote.number)).toBeLessThan(numbers.indexOf(later.quote.number));
      expect(numbers).not.toContain(elsewhere.quote.number);
      expect(mine.data.find((lead: { number: number }) => lead.number === later.quote.number)).toMatchObject({
        status: { id: 14, name: 'customerCreatedLead' },
        location: { id: dallas.location.id },
        contactName: 'Ada Pit',
        company: 'Acme Rodeo',
        currency: 'USD',
      });
      const all = (await leads.list(staffToken)).json();
      expect(all.data.map((lead: { number: number }) => lead.number)).not.toContain(elsewhere.quote.number);
      const admin = (await leads.list(adminToken, 'pageSize=100')).json();
      expect(admin.data.map((lead: { number: number }) => lead.number)).toEqual(expect.arrayContaining([later.quote.number, elsewhere.quote.number]));
    });

    it('filters by status, event days and a search, a page at a time', async () => {
      const hit = await submit(dallas, { ...eventIn(40), company: 'Zebra 100% Barbecue' });
      const byNumber = (await leads.list(staffToken, `q=${hit.quote.number}`)).json();
      expect(byNumber.data.map((lead: { number: number }) => lead.number)).toEqual([hit.quote.number]);
      expect((await leads.list(staffToken, 'q=zebra%20100%25')).json().total).toBe(1);
      expect((await leads.list(staffToken, 'q=100%25%20nothing')).json().total).toBe(0);
      const day = eventIn(40).date;
      expect((await leads.list(staffToken, `from=${day}&to=${day}`)).json().data.map((lead: { number: number }) => lead.number)).toEqual([hit.quote.number]);
      expect((await leads.list(staffToken, `status=2,4&from=${day}`)).json().total).toBe(0);
      const paged = (await leads.list(staffToken, 'status=14&pageSize=1&page=2')).json();
      expect(paged).toMatchObject({ page: 2, pageSize: 1 });
      expect(paged.data).toHaveLength(1);
      expect(paged.total).toBeGreaterThan(1);
    });

    it.each([
      ['another store', () => `storeId=${austin.location.id}`, 404],
      ['an unknown store', () => 'storeId=999999', 404],
      ['a status out of range', () => 'status=18', 400],
      ['a status list of words', () => 'status=lead', 400],
      ['a day that is no day', () => 'from=2030-02-30', 400],
      ['a page size over the limit', () => 'pageSize=1000', 400],
      ['an oversized search', () => `q=${'x'.repeat(101)}`, 400],
      ['a NUL byte', () => 'q=a%00b', 400],
    ])('refuses %s', async (_name, query, status) => {
      const response = await leads.list(staffToken, query());
      expect(response.statusCode).toBe(status);
      expect(response.json().message).toEqual(expect.any(String));
    });

    it('shows an admin another store’s list', async () => {
      expect((await leads.list(adminToken, `storeId=${austin.location.id}`)).statusCode).toBe(200);
    });
  });

  it('lists every lead route in the OpenAPI document, with its tag, body and error answers', async () => {
    const paths = (await t.app.inject({ url: '/docs/json' })).json().paths;
    const route = (path: string, method: string) => paths[`/online-ordering/staff/leads${path}`]?.[method];
    for (const [path, method] of [['', 'get'], ['/{number}', 'get'], ['/{number}/menu', 'get'], ['/{number}/estimate', 'post'], ['/{number}/moves', 'post'], ['/{number}/cancel', 'post']] as const) {
      const operation = route(path, method);
      expect(operation).toMatchObject({ tags: ['staff leads'], summary: expect.any(String) });
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '404']));
      if (method === 'post') expect(operation.requestBody).toBeDefined();
    }
    expect(Object.keys(route('/{number}/cancel', 'post').responses)).toEqual(expect.arrayContaining(['409', '502']));
    expect(Object.keys(route('/{number}/estimate', 'post').responses)).toEqual(expect.arrayContaining(['409', '422']));
  });

  describe('tokens', () => {
    it('refuses a customer token and no token on the lead routes, and a staff token on the buyer’s quote routes', async () => {
      const { quote } = await submit(dallas);
      const customer = await signedInCustomer(t.db);
      for (const token of [customer.token, undefined]) {
        expect((await leads.list(token)).statusCode).toBe(401);
        expect((await leads.get(token, quote.number)).statusCode).toBe(401);
        expect((await leads.cancel(token, quote.number, { party: 'store', reason: 'x' })).statusCode).toBe(401);
      }
      expect((await call(t.app, staffToken, 'GET', '/orders/quotes')).statusCode).toBe(401);
    });
  });

  describe('GET /staff/leads/:number', () => {
    it('shows the lead with its history, the steps staff may take, and what cancelling would refund', async () => {
      const { quote } = await submit(dallas);
      const response = await leads.get(staffToken, quote.number);
      expect(response.statusCode).toBe(200);
      const lead = response.json();
      expect(lead).toMatchObject({
        number: quote.number,
        status: { id: 14 },
        estimate: null,
        estimateInput: null,
        canEstimate: true,
        refundIfCancelled: { store: '0.00', buyer: '0.00' },
        refunded: '0.00',
        refunds: [],
      });
      expect(lead.history).toEqual([expect.objectContaining({ event: 'submit', from: null, to: 14, by: 'buyer', reason: null })]);
      expect(lead.steps.map((step: { event: string }) => step.event)).toEqual(['markHot', 'decline', 'cancel', 'storeClosed']);
      expect(lead.steps.find((step: { event: string }) => step.event === 'cancel')).toEqual({ event: 'cancel', to: 11, label: 'Cancel', refunds: true });
    });

    it('answers 404 for another store’s lead to store staff (an admin sees it), for an unknown number, and 400 for no number', async () => {
      const { quote } = await submit(austin);
      expect((await leads.get(staffToken, quote.number)).statusCode).toBe(404);
      expect((await leads.menu(staffToken, quote.number)).statusCode).toBe(404);
      expect((await leads.move(staffToken, quote.number, { event: 'markHot' })).statusCode).toBe(404);
      expect((await leads.estimate(staffToken, quote.number, trayEstimate(austin))).statusCode).toBe(404);
      expect((await leads.cancel(staffToken, quote.number, { party: 'store', reason: 'No' })).statusCode).toBe(404);
      expect((await leads.get(adminToken, quote.number)).statusCode).toBe(200);
      expect((await leads.get(staffToken, 99999999)).statusCode).toBe(404);
      expect((await leads.get(staffToken, 'abc')).statusCode).toBe(400);
      expect((await leads.get(staffToken, 0)).statusCode).toBe(400);
    });
  });

  describe('GET /staff/leads/:number/menu', () => {
    it('lists the store’s get-a-quote items at its prices, its tax rate and the default deposit rate', async () => {
      const { quote } = await submit(dallas);
      const menu = (await leads.menu(staffToken, quote.number)).json();
      expect(menu).toEqual({
        currency: 'USD',
        taxRate: '0.0825',
        depositRate: '0.25',
        items: [{ itemId: dallas.tray.id, title: 'Brisket Tray', section: expect.any(String), unitPrice: '89.00' }],
      });
    });
  });

  describe('POST /staff/leads/:number/estimate', () => {
    it('prices menu lines from the menu, adds custom lines and fees, sends it, mails the buyer and audits it', async () => {
      const { quote, leadId, orderId } = await submit(dallas);
      const body = {
        lines: [...trayEstimate(dallas).lines, { kind: 'custom', title: 'Carving station', quantity: 1, unitPrice: '50' }],
        fees: [{ title: 'Delivery', taxable: true, amount: '25.00' }, { title: 'Service', taxable: false, rate: '0.1' }],
        depositRate: '0.5',
      };
      const response = await leads.estimate(staffToken, quote.number, body);
      expect(response.statusCode).toBe(200);
      const lead = response.json();
      // 178.00 + 50.00 = 228.00; fees 25.00 + 22.80; tax 8.25 % of 253.00 = 20.87; total 296.67.
      expect(lead.status.id).toBe(2);
      expect(lead.estimate).toMatchObject({ subtotal: '228.00', feesTotal: '47.80', tax: '20.87', total: '296.67', deposit: '148.34', balance: '148.33' });
      expect(lead.estimate.lines[0]).toEqual({ title: 'Brisket Tray', quantity: 2, unitPrice: '89.00', amount: '178.00', weightUnit: null });
      expect(lead.estimateInput).toMatchObject({
        lines: [{ kind: 'menu', itemId: dallas.tray.id, quantity: 2 }, { kind: 'custom', title: 'Carving station', quantity: 1, unitPrice: '50.00' }],
        fees: [{ title: 'Delivery', taxable: true, amount: '25.00' }, { title: 'Service', taxable: false, rate: expect.stringMatching(/^0\.10*$/) }],
        taxExempt: false,
      });
      expect(lead.history.at(-1)).toMatchObject({ event: 'sendEstimate', from: 14, to: 2, by: 'Sam S.' });
      const mails = await t.db.select().from(outboxEmails).where(eq(outboxEmails.orderId, orderId));
      expect(mails.map((mail) => mail.kind)).toContain('catering-estimate-1');
      const audit = await t.db.select().from(staffAuditLog).where(and(eq(staffAuditLog.subjectId, leadId), eq(staffAuditLog.action, 'lead-estimate')));
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ staffId, subjectType: 'lead', locationId: dallas.location.id, before: { statusId: 14, estimate: null }, after: { statusId: 2, event: 'sendEstimate' } });
      const revised = await leads.estimate(staffToken, quote.number, trayEstimate(dallas));
      expect(revised.json()).toMatchObject({ status: { id: 2 }, estimate: { version: 2, total: '219.75', deposit: '54.94' } });
    });

    it('charges no tax when the buyer gave a tax-exempt id', async () => {
      const { quote } = await submit(dallas, { taxExemptId: 'EX-1234' });
      const lead = (await leads.estimate(staffToken, quote.number, trayEstimate(dallas))).json();
      expect(lead.estimate).toMatchObject({ tax: '0.00', total: '203.00' });
      expect(lead.estimateInput.taxExempt).toBe(true);
    });

    const line = (overrides: object) => ({ lines: [{ kind: 'custom', title: 'Pit crew', quantity: 1, unitPrice: '10.00', ...overrides }], fees: [] });
    it.each([
      ['a client price on a menu line', () => ({ lines: [{ kind: 'menu', itemId: dallas.tray.id, quantity: 1, unitPrice: '0.01' }], fees: [] }), 400],
      ['an item of another menu', () => ({ lines: [{ kind: 'menu', itemId: dallas.tea.id, quantity: 1 }], fees: [] }), 422],
      ['another store’s item', () => ({ lines: [{ kind: 'menu', itemId: austin.tray.id, quantity: 1 }], fees: [] }), 422],
      ['an unknown item', () => ({ lines: [{ kind: 'menu', itemId: 99999999, quantity: 1 }], fees: [] }), 422],
      ['no lines', () => ({ lines: [], fees: [] }), 400],
      ['no fees field', () => ({ lines: line({}).lines }), 400],
      ['a quantity of 0', () => line({ quantity: 0 }), 400],
      ['a quantity of 1000', () => line({ quantity: 1000 }), 400],
      ['a quantity as text', () => line({ quantity: 'two' }), 400],
      ['a negative price', () => line({ unitPrice: '-1.00' }), 400],
      ['a price with 3 decimals', () => line({ unitPrice: '1.005' }), 400],
      ['a price as an object', () => line({ unitPrice: { amount: '10.00' } }), 400],
      ['an empty title', () => line({ title: '   ' }), 400],
      ['an oversized title', () => line({ title: 'x'.repeat(121) }), 400],
      ['a NUL byte in a title', () => line({ title: 'Pit\u0000crew' }), 400],
      ['a rate over 1', () => ({ ...line({}), fees: [{ title: 'Service', taxable: false, rate: '1.5' }] }), 400],
      ['a deposit rate over 1', () => ({ ...line({}), depositRate: '2' }), 400],
      ['an unknown field', () => ({ ...line({}), discount: '5.00' }), 400],
      ['a total past what an estimate may come to', () => ({ lines: Array.from({ length: 100 }, () => ({ kind: 'custom', title: 'Gold', quantity: 999, unitPrice: '9999999.99' })), fees: [] }), 400],
    ])('refuses %s', async (_name, body, status) => {
      const { quote } = await submit(dallas);
      const response = await leads.estimate(staffToken, quote.number, body());
      expect(response.statusCode).toBe(status);
      expect(response.json().message).toEqual(expect.any(String));
      if (status === 422) expect(response.json().code).toBe('catering_item_not_on_menu');
      expect((await leads.get(staffToken, quote.number)).json().status.id).toBe(14);
    });

    it('reads a meat sold by weight by the market’s weight (the pound in Dallas) on the lead', async () => {
      const brisket = await buildItem(t.db, { title: 'Brisket by the Pound', unit: 'lb', sectionId: dallas.section.id, prices: { [dallas.location.id]: '22.99' } });
      const { quote } = await submit(dallas);
      const lead = (await leads.estimate(staffToken, quote.number, { ...trayEstimate(dallas), lines: [{ kind: 'menu', itemId: brisket.id, quantity: 5 }] })).json();
      expect(lead.estimate.lines).toEqual([{ title: 'Brisket by the Pound', quantity: 5, unitPrice: '22.99', amount: '114.95', weightUnit: 'lb' }]);
    });

    it('answers 409 with the table’s reason once the event has started', async () => {
      const { quote } = await submit(dallas, eventIn(10));
      t.setAhead(12 * 24 * 3600 * 1000);
      try {
        // A sign-in lasts a working day: sign in again on the later day.
        const later = await staffClient(t.app).signIn(await buildStaff(t.db, { storeIds: [dallas.location.id] }));
        const response = await leads.estimate(later, quote.number, trayEstimate(dallas));
        expect(response.statusCode).toBe(409);
        expect(response.json().code).toBe('catering_event_started');
      } finally {
        t.setAhead(0);
      }
    });
  });

  describe('POST /staff/leads/:number/moves', () => {
    it('takes a staff step, records the reason and who, and audits it', async () => {
      const { quote, leadId } = await submit(dallas);
      const response = await leads.move(staffToken, quote.number, { event: 'markHot', reason: 'Big party' });
      expect(response.statusCode).toBe(200);
      expect(response.json().status.id).toBe(16);
      expect(response.json().history.at(-1)).toMatchObject({ event: 'markHot', from: 14, to: 16, by: 'Sam S.', reason: 'Big party' });
      const audit = await t.db.select().from(staffAuditLog).where(and(eq(staffAuditLog.subjectId, leadId), eq(staffAuditLog.action, 'lead-move')));
      expect(audit[0]).toMatchObject({ before: { statusId: 14 }, after: { statusId: 16, event: 'markHot' } });
    });

    it.each([
      ['an event that is no step', { event: 'teleport' }, 400, 'validation'],
      ['the estimate', { event: 'sendEstimate' }, 400, 'catering_step_has_own_action'],
      ['a refunding step', { event: 'cancel' }, 400, 'catering_step_has_own_action'],
      ['a step the status refuses', { event: 'confirm' }, 409, 'catering_step_not_allowed'],
      ['the system’s step', { event: 'lapse' }, 403, 'catering_actor_not_allowed'],
      ['an oversized reason', { event: 'markHot', reason: 'x'.repeat(501) }, 400, 'validation'],
      ['no event', { reason: 'why' }, 400, 'validation'],
    ])('refuses %s', async (_name, body, status, code) => {
      const { quote } = await submit(dallas);
      const response = await leads.move(staffToken, quote.number, body);
      expect(response.statusCode).toBe(status);
      expect(response.json().code).toBe(code);
    });

    it('accepts on the buyer’s behalf once an estimate is out', async () => {
      const { quote } = await estimatedQuote(t, staffToken, dallas);
      const response = await leads.move(staffToken, quote.number, { event: 'accept' });
      expect(response.json()).toMatchObject({ status: { id: 4 } });
      // "pay" is no step: staff record the money received instead (offline-payment.test.ts).
      expect(response.json().steps.map((step: { event: string }) => step.event)).toEqual(expect.arrayContaining(['decline', 'cancel']));
      expect(response.json().offlinePaymentOwed).toBe('219.75');
    });
  });
});
