/**
 * The privacy requests on a real database: the request and requestor types in each language; a
 * request stored with its due date and confirmed by its emailed link before anything happens;
 * "know" downloading an export of that person's data (saved cards by brand and last 4 only);
 * "delete" erasing the person while order amounts stay; "correct" and "opt out"; every refusal
 * (types, missing and oversize fields, NUL bytes, unknown, expired and replayed links, another
 * request's download token), the honeypot and the rate limit; the brand admins' listing. The
 * records of loyalty, order feedback, the contact forms and job applications (with the file in a
 * temporary uploads folder) are exported and erased like the rest.
 */
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { PRIVACY_EXPORT_DAYS } from '@/domain/privacy';
import { SURVEY_SUBMISSION_LIMIT } from '@/domain/validation';
import { buildAuthApp, testClock, type AuthTestApp } from '@/server/auth/test-app';
import * as t from '@/server/db/schema';
import { buildCoupon } from '@/server/modules/discounts/test-coupons';
import { buildPlacedOrder, buildStaff, staffClient } from '@/server/modules/staff/test-staff';
import { freshIp } from '@/server/modules/surveys/test-surveys';
import { testDatabases } from '@/server/test/databases';
import { buildLocation, buildReferenceData } from '@/server/test/factories';
import { createLocalStorage } from '@/server/storage/local-storage';
import { sandboxCard } from '@/server/modules/payments/test/payable-order';
import { call, signedInCustomer } from '@/server/modules/profile/test-customers';
import { buildCustomer, buildDinerRecords, confirmLinkOf, doNotSellBody, mailsOfKind, privacyClient, requestBody } from './test-privacy';

const DAY = 24 * 3600 * 1000;

describe.each(testDatabases())('privacy requests on %s', (kind) => {
  let app: AuthTestApp;
  let client: ReturnType<typeof privacyClient>;
  let dallas: number;
  let uploads: string;
  const logLines: string[] = [];

  beforeAll(async () => {
    uploads = await mkdtemp(join(tmpdir(), 'hickory-privacy-'));
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    app = await buildAuthApp(kind, { clock: testClock('2030-03-04T15:00:00Z'), config: { rateLimitMax: 1_000_000, uploadsDir: uploads }, logger: { level: 'error', stream } });
    await buildReferenceData(app.db);
    dallas = (await buildLocation(app.db, { city: 'Dallas', title: 'Dallas Love Field' })).id;
    client = privacyClient(app.app);
  });
  afterAll(async () => {
    await app.close();
    await rm(uploads, { recursive: true, force: true });
  });
  const storage = () => createLocalStorage(uploads);
  const storedFiles = async () => readdir(join(uploads, 'job-applications')).catch(() => [] as string[]);
  afterEach(() => app.clock.set('2030-03-04T15:00:00Z'));

  const requestRow = async (id: string) => (await app.db.select().from(t.privacyRequests).where(eq(t.privacyRequests.id, id)))[0];

  async function submitted(email: string, overrides: object = {}, headers: Record<string, string> = {}) {
    const response = await client.submit(requestBody({ email, ...overrides }), headers);
    expect(response.statusCode).toBe(201);
    return confirmLinkOf(app.db, email);
  }

  describe('GET request-types and requestor-types', () => {
    it.each([
      ['en-US', ['know', 'delete', 'correct', 'optOut'], 'Know what personal information you hold about me', 'I am an authorised agent acting for the consumer'],
      ['fr-CA', ['access', 'correct', 'portability', 'delete', 'withdrawConsent'], 'Accéder aux renseignements personnels que vous détenez sur moi', 'Je suis un mandataire autorisé qui agit pour cette personne'],
      ['ja-JP', ['access', 'correct', 'delete', 'stopUse'], '保有個人データの開示', '本人の代理人（授権された代理人）による請求'],
      ['pt-BR', ['confirm', 'access', 'correct', 'anonymise', 'portability', 'sharingInfo', 'withdrawConsent'], 'Confirmar se vocês tratam meus dados pessoais', 'Sou um representante autorizado agindo em nome do titular'],
    ])('offers the rights of the market’s law, labelled in %s', async (language, names, first, agent) => {
      const headers = { 'accept-language': language, 'country-alpha-2': language.slice(3) };
      const types = await client.requestTypes(headers);
      expect(types.statusCode).toBe(200);
      expect(types.json().map((type: { name: string }) => type.name)).toEqual(names);
      expect(types.json()[0]).toEqual({ name: names[0], label: first });
      const requestors = await client.requestorTypes(headers);
      expect(requestors.json()).toEqual([{ name: 'consumer', label: expect.any(String) }, { name: 'agent', label: agent }]);
    });
  });

  describe('POST ccpa-privacy-request-form', () => {
    it('stores the request with its due date, does nothing yet, and mails the confirmation link in the person’s language', async () => {
      const email = 'received-fr@example.com';
      const order = await buildPlacedOrder(app.db, dallas, { guest: { firstName: 'Ada', lastName: 'P', email, phone: '(514) 555-0100' } });
      const response = await client.submit(requestBody({ email, requestType: 'delete' }), { 'accept-language': 'fr-CA', 'country-alpha-2': 'CA' });
      expect(response.statusCode).toBe(201);
      const receipt = response.json();
      expect(receipt).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), email, dueAt: new Date(Date.parse('2030-03-04T15:00:00Z') + 30 * DAY).toISOString() });
      expect(await requestRow(receipt.id)).toMatchObject({ status: 'awaitingConfirmation', requestType: 'delete', locale: 'fr-ca', completedAt: null, outcome: null });
      const [stillThere] = await app.db.select().from(t.orders).where(eq(t.orders.id, order.id));
      expect(stillThere?.guest?.email).toBe(email);
      const [mail] = await mailsOfKind(app.db, 'privacy-request-received', email);
      expect(mail?.subject).toBe('Confirmez votre demande relative à vos renseignements personnels');
      expect(mail?.text).toContain('Supprimer mes renseignements personnels');
      expect(mail?.text).toContain('/ca/fr/contact/ccpa-privacy-form/confirm?request=');
      expect(mail?.text).toContain('3 avril 2030');
    });

    it.each([
      ['no request type', { requestType: '' }, 'privacy_request_type_required', 'Choose what you are asking us to do'],
      ['an unknown request type', { requestType: 'sell' }, 'privacy_request_type_unknown', 'Request type "sell" is not one we offer: choose one from the list'],
      ['an unknown requestor type', { requestorType: 'lawyer' }, 'privacy_requestor_type_unknown', 'Requestor type "lawyer" is not one we offer: choose one from the list'],
      ['an agent without a name', { requestorType: 'agent' }, 'privacy_agent_name_required', 'Enter the name of the authorised agent making the request'],
      ['a correction without corrections', { requestType: 'correct' }, 'privacy_corrections_required', 'Enter at least one correction: first name, last name or phone number'],
      ['corrections on another request', { corrections: { firstName: 'Eve' } }, 'privacy_corrections_only_to_correct', 'Corrections belong to a request to correct your data only'],
      ['a bad corrected phone', { requestType: 'correct', corrections: { phone: 'call me' } }, 'invalid_phone', 'Not a valid phone number'],
      ['no first name', { firstName: ' ' }, 'first_name_required', 'First name is required'],
      ['no email', { email: '' }, 'email_required', 'Email is required'],
      ['a bad email', { email: 'ada-at-example' }, 'invalid_email', 'Invalid email address'],
    ])('refuses %s with its text and code, keeping and mailing nothing', async (_case, overrides, code, message) => {
      const email = `refused-${code}@example.com`;
      const response = await client.submit(requestBody({ email, ...overrides }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, code, message });
      expect(await app.db.select().from(t.privacyRequests).where(eq(t.privacyRequests.email, email))).toHaveLength(0);
    });

    it.each([
      ['JP', 'optOut', 'Japan’s Act on the Protection of Personal Information (APPI)'],
      ['BR', 'delete', 'Brazil’s LGPD'],
      ['US', 'portability', 'the California Consumer Privacy Act (CCPA/CPRA)'],
    ])('refuses on the %s site a request its law does not offer (%s), naming the law', async (country, requestType, law) => {
      const email = `not-offered-${country.toLowerCase()}@example.com`;
      const response = await client.submit(requestBody({ email, requestType }), { 'country-alpha-2': country });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        statusCode: 400,
        code: 'privacy_request_type_not_offered',
        message: 'This request is not a right the privacy law of this site gives: choose one from the list',
        params: { requestType, law },
      });
      expect(await app.db.select().from(t.privacyRequests).where(eq(t.privacyRequests.email, email))).toHaveLength(0);
    });

    it('carries out a right of another law by what it does: an LGPD anonymisation erases, a PIPEDA access request opens the export', async () => {
      const anonymised = 'lgpd-anonymise@example.com';
      const order = await buildPlacedOrder(app.db, dallas, { guest: { firstName: 'Bia', lastName: 'S', email: anonymised, phone: '(214) 555-0100' } });
      const link = await submitted(anonymised, { requestType: 'anonymise' }, { 'country-alpha-2': 'BR', 'accept-language': 'pt-BR' });
      const erased = await client.confirm(link.requestId, link.token);
      expect(erased.statusCode).toBe(200);
      expect(erased.json()).toMatchObject({ requestType: 'anonymise', status: 'completed', download: null });
      const [kept] = await app.db.select().from(t.orders).where(eq(t.orders.id, order.id));
      expect(kept?.guest?.email).not.toBe(anonymised);

      const accessed = 'pipeda-access@example.com';
      const access = await submitted(accessed, { requestType: 'access' }, { 'country-alpha-2': 'CA', 'accept-language': 'fr-CA' });
      const exported = await client.confirm(access.requestId, access.token);
      expect(exported.statusCode).toBe(200);
      expect(exported.json()).toMatchObject({ requestType: 'access', download: { token: expect.any(String) } });
      const download = await client.download(access.requestId, exported.json().download.token);
      expect(download.statusCode).toBe(200);
    });
  });

  describe('POST ccpa-privacy-request-form: shapes', () => {
    it.each([
      ['a type as a number', { requestType: 1 }],
      ['a missing email', { email: undefined }],
      ['a missing requestor type', { requestorType: undefined }],
      ['details too long', { details: 'x'.repeat(1001) }],
      ['an agent name too long', { requestorType: 'agent', agentName: 'A'.repeat(161) }],
      ['a NUL byte', { lastName: 'Pit\u0000master' }],
      ['an unknown field', { ssn: '123-45-6789' }],
      ['an unknown correction', { requestType: 'correct', corrections: { email: 'new@example.com' } }],
    ])('refuses %s with a 400, never a 500', async (_case, overrides) => {
      const response = await client.submit({ ...requestBody({ email: 'shape@example.com' }), ...overrides });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, message: expect.any(String), code: expect.any(String) });
    });

    it('answers a filled honeypot like a success but keeps and mails nothing', async () => {
      const email = 'robot@example.com';
      const response = await client.submit(requestBody({ email, website: 'http://spam.example' }));
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ id: expect.any(String), email, dueAt: expect.any(String) });
      expect(await app.db.select().from(t.privacyRequests).where(eq(t.privacyRequests.email, email))).toHaveLength(0);
      expect(await mailsOfKind(app.db, 'privacy-request-received', email)).toHaveLength(0);
    });

    it(`takes ${SURVEY_SUBMISSION_LIMIT.max} requests from one connection in ${SURVEY_SUBMISSION_LIMIT.windowMinutes} minutes, then 429`, async () => {
      const ip = freshIp();
      for (let n = 0; n < SURVEY_SUBMISSION_LIMIT.max; n += 1) expect((await client.submit(requestBody({ email: `burst${n}@example.com` }), {}, ip)).statusCode).toBe(201);
      const refused = await client.submit(requestBody({ email: 'burst-last@example.com' }), {}, ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'rate_limited' });
      expect(await app.db.select().from(t.privacyRequests).where(eq(t.privacyRequests.email, 'burst-last@example.com'))).toHaveLength(0);
    });
  });

  describe('a "know" request', () => {
    it('confirmed by its link, downloads everything held about the email, cards by brand and last 4 only', async () => {
      const email = 'know@example.com';
      const customer = await buildCustomer(app.db, email);
      const order = await buildPlacedOrder(app.db, dallas, { guest: { firstName: 'Ada', lastName: 'Pitmaster', email: 'KNOW@example.com', phone: '(512) 555-0142' } });
      const other = await buildPlacedOrder(app.db, dallas);
      const link = await submitted(email);
      app.clock.advance(3600_000);
      const confirmed = await client.confirm(link.requestId, link.token);
      expect(confirmed.statusCode).toBe(200);
      const outcome = confirmed.json();
      expect(outcome).toMatchObject({ id: link.requestId, requestType: 'know', status: 'completed', completedAt: '2030-03-04T16:00:00.000Z', outcome: { account: true, orders: 1 } });
      expect(outcome.download).toEqual({ token: expect.any(String), expiresAt: new Date(Date.parse('2030-03-04T16:00:00Z') + PRIVACY_EXPORT_DAYS * DAY).toISOString() });

      const [done] = await mailsOfKind(app.db, 'privacy-request-completed', email);
      expect(done?.subject).toBe('Your privacy request is complete');
      expect(done?.text).toContain(`/online-ordering/survey-management/ccpa-privacy-request-form/${link.requestId}/export?token=${outcome.download.token}`);

      const download = await client.download(link.requestId, outcome.download.token);
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-disposition']).toContain('attachment');
      expect(download.headers['cache-control']).toBe('no-store');
      const data = download.json();
      expect(data.account.profile).toMatchObject({ firstName: 'Ada', email, phone: '(512) 555-0142' });
      expect(data.account.addresses).toEqual([expect.objectContaining({ address: '1 Main St', zip: '75206' })]);
      expect(data.account.vehicles).toEqual([{ make: 'Ford', model: 'F-150', colour: 'Red' }]);
      expect(data.account.savedCards).toEqual([{ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 }]);
      expect(download.body).not.toContain('pm_sbx_secret_visa');
      expect(data.orders).toEqual([
        expect.objectContaining({ number: Number(order.number), restaurant: 'Dallas Love Field', status: 'paid', amounts: expect.objectContaining({ total: '10.78', subtotal: '9.96' }), lines: [expect.objectContaining({ item: 'Sweet Tea', quantity: 4, unitPrice: '2.49' })] }),
      ]);
      expect(download.body).not.toContain(other.id);
      expect(data.privacyRequests).toEqual([expect.objectContaining({ type: 'know', status: 'completed' })]);
      expect(customer.id).toBeGreaterThan(0);
    });

    it('exports the points, wallet, mystery rewards, birthday, referral, order feedback, contact forms and job applications held under the email, naming the file only', async () => {
      const email = 'know-more@example.com';
      const customer = await buildCustomer(app.db, email);
      const order = await buildPlacedOrder(app.db, dallas, { customerId: customer.id });
      const { fileKey } = await buildDinerRecords(app.db, storage(), { email, customerId: customer.id, orderId: order.id, locationId: dallas });
      const strangers = await buildCustomer(app.db, 'stranger-know@example.com');
      await buildDinerRecords(app.db, storage(), { email: 'stranger-know@example.com', customerId: strangers.id, orderId: (await buildPlacedOrder(app.db, dallas, { customerId: strangers.id })).id, locationId: dallas });
      const link = await submitted(email);
      const confirmed = (await client.confirm(link.requestId, link.token)).json();
      expect(confirmed.outcome).toMatchObject({ account: true, orders: 1, feedback: 2, orderFeedback: 1, jobApplications: 1, wallet: 2 });

      const download = await client.download(link.requestId, confirmed.download.token);
      const data = download.json();
      expect(data.account.loyalty).toEqual({
        pointsBalance: 70,
        pointsHistory: [
          { points: 120, reason: 'order_earned', at: expect.any(String) },
          { points: -50, reason: 'store_redeemed', at: expect.any(String) },
        ],
        wallet: [
          { title: 'Free brisket sandwich', item: null, from: 'rewardsStore', couponCode: 'BRISKET-FREE', pointsSpent: 50, status: 'in-wallet', expiresAt: null, receivedAt: expect.any(String) },
          { title: 'First order treat', item: null, from: 'achievement', couponCode: null, pointsSpent: null, status: 'in-wallet', expiresAt: null, receivedAt: expect.any(String) },
        ],
        mysteryRewards: [{ number: 1, prize: 'banana-pudding', rerolls: 0, acceptedAt: null, revealedAt: expect.any(String) }],
        birthday: { month: 7, day: 4 },
      });
      expect(data.account.profile).toMatchObject({ referralCode: customer.referralCode, referredByCode: 'FRIEND-42' });
      expect(data.orders).toEqual([expect.objectContaining({ number: Number(order.number), feedback: { rating: 2, comment: 'My name is Ada and the ribs were cold', givenAt: expect.any(String), reviewRequestedAt: null } })]);
      expect(data.feedback.talkTo).toEqual([
        { name: 'Ada Pitmaster', email: email.toUpperCase(), phone: '(512) 555-0142', restaurant: 'Dallas Love Field', visitDate: '2030-03-01', visitType: 'dineIn', message: 'Call me back about my visit', createdAt: expect.any(String) },
      ]);
      expect(data.feedback.general).toEqual([{ name: 'Ada Pitmaster', email: email.toUpperCase(), about: 'suggestion', message: 'Open a store near my house', createdAt: expect.any(String) }]);
      expect(data.jobApplications).toEqual([
        {
          name: 'Ada Pitmaster',
          email: email.toUpperCase(),
          phone: '(512) 555-0142',
          restaurant: 'Dallas Love Field',
          position: 'pitCook',
          days: ['mon', 'sat'],
          shifts: ['evening'],
          file: { name: fileKey.replace('job-applications/', ''), type: 'application/pdf', bytes: 29 },
          createdAt: expect.any(String),
        },
      ]);
      expect(download.body).not.toContain('%PDF');
      expect(download.body).not.toContain('stranger-know');
    });

    it('refuses a replayed link (409), another request’s token (404), an unknown request (404), an expired link (410)', async () => {
      const first = await submitted('replay@example.com');
      const second = await submitted('other-request@example.com');
      expect((await client.confirm(first.requestId, second.token)).json()).toMatchObject({ statusCode: 404, code: 'privacy_confirmation_unknown' });
      expect((await client.confirm('00000000-0000-4000-8000-000000000000', first.token)).statusCode).toBe(404);
      expect((await client.confirm(first.requestId, 'guessed-token')).statusCode).toBe(404);
      expect((await client.confirm(first.requestId, first.token)).statusCode).toBe(200);
      const replay = await client.confirm(first.requestId, first.token);
      expect(replay.statusCode).toBe(409);
      expect(replay.json()).toMatchObject({ code: 'privacy_already_confirmed', message: expect.stringContaining('March 4, 2030') });
      expect(await mailsOfKind(app.db, 'privacy-request-completed', 'replay@example.com')).toHaveLength(1);

      app.clock.advance(49 * 3600_000);
      const expired = await client.confirm(second.requestId, second.token);
      expect(expired.statusCode).toBe(410);
      expect(expired.json()).toMatchObject({ code: 'privacy_confirmation_expired', message: expect.stringContaining('March 6, 2030') });
      expect((await requestRow(second.requestId))?.status).toBe('awaitingConfirmation');
    });

    it.each([
      ['a request id that is no uuid', 'not-a-uuid', 'x'],
      ['an empty token', '00000000-0000-4000-8000-000000000000', ''],
      ['a token too long', '00000000-0000-4000-8000-000000000000', 'x'.repeat(129)],
      ['a token as an object', '00000000-0000-4000-8000-000000000000', { value: 'x' }],
    ])('refuses %s with a 400', async (_case, requestId, token) => {
      const response = await client.confirm(requestId, token);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, code: expect.any(String) });
    });

    it('downloads only with the request’s own download token, until it expires', async () => {
      const mine = await submitted('mine@example.com');
      const theirs = await submitted('theirs@example.com');
      const myToken = (await client.confirm(mine.requestId, mine.token)).json().download.token;
      const theirToken = (await client.confirm(theirs.requestId, theirs.token)).json().download.token;
      expect((await client.download(mine.requestId, theirToken)).json()).toMatchObject({ statusCode: 404, code: 'privacy_export_unknown' });
      expect((await client.download(mine.requestId, mine.token)).statusCode).toBe(404);
      expect((await client.download(mine.requestId, myToken)).statusCode).toBe(200);
      app.clock.advance(PRIVACY_EXPORT_DAYS * DAY + 1000);
      expect((await client.download(mine.requestId, myToken)).json()).toMatchObject({ statusCode: 410, code: 'privacy_export_expired' });
    });

    it('has no download for another kind of request', async () => {
      const link = await submitted('optout-request@example.com', { requestType: 'optOut' });
      const outcome = (await client.confirm(link.requestId, link.token)).json();
      expect(outcome).toMatchObject({ requestType: 'optOut', outcome: { optedOut: true }, download: null });
      const [optOut] = await app.db.select().from(t.privacyOptOuts).where(eq(t.privacyOptOuts.emailKey, 'optout-request@example.com'));
      expect(optOut).toMatchObject({ source: 'request', brandId: 4 });
      expect((await client.download(link.requestId, link.token)).statusCode).toBe(404);
    });
  });

  describe('a "delete" request', () => {
    it('erases the person, closes the account, and keeps the order’s amounts, dates and restaurant', async () => {
      const email = 'erase@example.com';
      const customer = await buildCustomer(app.db, email);
      const order = await buildPlacedOrder(app.db, dallas, { customerId: customer.id, deviceHash: 'd'.repeat(64), guest: { firstName: 'Ada', lastName: 'Pitmaster', email, phone: '(512) 555-0142' } });
      const link = await submitted(email, { requestType: 'delete' });
      const confirmed = await client.confirm(link.requestId, link.token);
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json().outcome).toMatchObject({ account: true, orders: 1 });

      const [kept] = await app.db.select().from(t.orders).where(eq(t.orders.id, order.id));
      expect(kept).toMatchObject({ total: '10.78', subtotal: '9.96', locationId: dallas, statusId: 2, customerId: null, deliveryAddress: null, deviceHash: null });
      expect(kept?.paidAt).toEqual(new Date('2030-03-04T18:00:00Z'));
      expect(kept?.guest).toEqual({ firstName: '', lastName: '', email: '', phone: '' });
      const [account] = await app.db.select().from(t.customers).where(eq(t.customers.id, customer.id));
      expect(account).toMatchObject({ firstName: '', lastName: '', phone: '', passwordHash: null, email: `erased-${customer.id}@erased.invalid` });
      expect(await app.db.select().from(t.customerAddresses).where(eq(t.customerAddresses.customerId, customer.id))).toHaveLength(0);
      expect(await app.db.select().from(t.customerVehicles).where(eq(t.customerVehicles.customerId, customer.id))).toHaveLength(0);
      expect(await app.db.select().from(t.savedCards).where(eq(t.savedCards.customerId, customer.id))).toHaveLength(0);
      // The received mail is gone with the rest; the completion mail says what was done.
      expect(await mailsOfKind(app.db, 'privacy-request-received', email)).toHaveLength(0);
      const [done] = await mailsOfKind(app.db, 'privacy-request-completed', email);
      expect(done?.text).toContain('points and rewards');
      expect(done?.text).toContain('Order amounts, dates and restaurants stay in our books');
      expect(await requestRow(link.requestId)).toMatchObject({ status: 'completed', email });
    });
  });

  describe('a "delete" request of a diner with cards saved at the processor', () => {
    it('deletes their customer at the card processor once the erasure committed: the saved card pays no more', async () => {
      const email = 'erase-cards@example.com';
      // The diner signs in now; the app's clock follows so that the session is current.
      app.clock.set(new Date().toISOString());
      const diner = await signedInCustomer(app.db, { email });
      const wallet = `/payment-management/customer/${diner.id}/payment-methods`;
      const saved = (await call(app.app, diner.token, 'POST', wallet, { token: sandboxCard().token })).json();
      expect(saved.token).toMatch(/^pm_sbx_/);

      const link = await submitted(email, { requestType: 'delete' });
      expect((await client.confirm(link.requestId, link.token)).statusCode).toBe(200);
      expect(await app.db.select().from(t.processorCustomers).where(eq(t.processorCustomers.customerId, diner.id))).toEqual([]);
      const [method] = await app.db.select().from(t.sandboxPaymentMethods).where(eq(t.sandboxPaymentMethods.paymentMethodRef, saved.token));
      expect(method?.detachedAt).toBeInstanceOf(Date);
    });
  });

  describe('a "delete" request of a diner with loyalty, rewards, feedback, contact forms and a job application', () => {
    it('erases the points, wallet, mystery rewards, birthday, order feedback, contact forms and job applications, and removes the stored file', async () => {
      const email = 'erase-more@example.com';
      const customer = await buildCustomer(app.db, email);
      const order = await buildPlacedOrder(app.db, dallas, { customerId: customer.id });
      const { fileKey } = await buildDinerRecords(app.db, storage(), { email, customerId: customer.id, orderId: order.id, locationId: dallas });
      // A coupon used on an order placed as a guest with the same email: the use counts against the email.
      const guestOrder = await buildPlacedOrder(app.db, dallas, { discountTotal: '1.00', guest: { firstName: 'Ada', lastName: 'Pitmaster', email, phone: '(512) 555-0142' } });
      const coupon = await buildCoupon(app.db);
      await app.db.insert(t.couponRedemptions).values({ couponId: coupon.id, orderId: guestOrder.id, customerKey: `e:${email}`, discount: '1.00' });
      const stranger = await buildCustomer(app.db, 'stranger-erase@example.com');
      const strangerFile = await buildDinerRecords(app.db, storage(), { email: 'stranger-erase@example.com', customerId: stranger.id, orderId: (await buildPlacedOrder(app.db, dallas, { customerId: stranger.id })).id, locationId: dallas });
      expect(await storedFiles()).toEqual(expect.arrayContaining([fileKey.replace('job-applications/', '')]));

      const link = await submitted(email, { requestType: 'delete' });
      const confirmed = await client.confirm(link.requestId, link.token);
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json().outcome).toMatchObject({ account: true, orders: 2, feedback: 2, orderFeedback: 1, jobApplications: 1 });

      const [kept] = await app.db.select().from(t.orders).where(eq(t.orders.id, order.id));
      expect(kept).toMatchObject({ total: '10.78', subtotal: '9.96', locationId: dallas, customerId: null });
      const [keptGuest] = await app.db.select().from(t.orders).where(eq(t.orders.id, guestOrder.id));
      expect(keptGuest).toMatchObject({ total: '10.78', discountTotal: '1.00', guest: { firstName: '', lastName: '', email: '', phone: '' } });
      expect(await app.db.select().from(t.pointsLedger).where(eq(t.pointsLedger.customerId, customer.id))).toHaveLength(0);
      expect(await app.db.select().from(t.walletRewards).where(eq(t.walletRewards.customerId, customer.id))).toHaveLength(0);
      expect(await app.db.select().from(t.mysteryReveals).where(eq(t.mysteryReveals.customerId, customer.id))).toHaveLength(0);
      expect(await app.db.select().from(t.customerBirthdays).where(eq(t.customerBirthdays.customerId, customer.id))).toHaveLength(0);
      expect((await app.db.select().from(t.customers).where(eq(t.customers.id, customer.id)))[0]).toMatchObject({ referralCode: `ERASED-${customer.id}`, referredByCode: null });
      expect(await app.db.select().from(t.orderFeedback).where(eq(t.orderFeedback.orderId, order.id))).toEqual([expect.objectContaining({ rating: 2, comment: null, customerId: null })]);
      const [redemption] = await app.db.select().from(t.couponRedemptions).where(eq(t.couponRedemptions.orderId, guestOrder.id));
      expect(redemption).toMatchObject({ discount: '1.00', customerKey: `erased:${redemption!.id}` });
      for (const table of [t.talkToSubmissions, t.generalFeedback, t.jobApplications]) {
        expect(await app.db.select().from(table).where(sql`lower(${table.email}) = ${email}`)).toHaveLength(0);
      }
      const [talkTo] = await app.db.select().from(t.talkToSubmissions).where(eq(t.talkToSubmissions.message, '')).limit(1);
      expect(talkTo).toMatchObject({ firstName: '', lastName: '', email: '', phone: null });
      const [application] = await app.db.select().from(t.jobApplications).where(eq(t.jobApplications.fileKey, fileKey));
      expect(application).toMatchObject({ firstName: '', lastName: '', email: '', phone: '', positionId: 2 });
      const files = await storedFiles();
      expect(files).not.toContain(fileKey.replace('job-applications/', ''));
      expect(files).toContain(strangerFile.fileKey.replace('job-applications/', ''));
      // Another person's records are untouched.
      expect(await app.db.select().from(t.pointsLedger).where(eq(t.pointsLedger.customerId, stranger.id))).toHaveLength(2);
      expect(await app.db.select().from(t.customerBirthdays).where(eq(t.customerBirthdays.customerId, stranger.id))).toHaveLength(1);
      expect(await app.db.select().from(t.talkToSubmissions).where(eq(t.talkToSubmissions.email, 'STRANGER-ERASE@EXAMPLE.COM'))).toHaveLength(1);

      // Nothing of the person is left to export.
      const again = await submitted(email);
      const data = (await client.download(again.requestId, (await client.confirm(again.requestId, again.token)).json().download.token)).json();
      expect(data).toMatchObject({ account: null, orders: [], jobApplications: [], feedback: { talkTo: [], general: [] } });
    });

    it('keeps the erasure when a stored file cannot be removed, and logs it', async () => {
      const email = 'erase-stuck-file@example.com';
      const customer = await buildCustomer(app.db, email);
      const order = await buildPlacedOrder(app.db, dallas, { customerId: customer.id });
      const { fileKey } = await buildDinerRecords(app.db, storage(), { email, customerId: customer.id, orderId: order.id, locationId: dallas });
      // A folder where the file was: removing it as a file fails.
      const path = join(uploads, fileKey);
      await rm(path);
      await mkdir(path);
      await writeFile(join(path, 'inside'), 'x');
      const link = await submitted(email, { requestType: 'delete' });
      const confirmed = await client.confirm(link.requestId, link.token);
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json().outcome).toMatchObject({ jobApplications: 1 });
      const [application] = await app.db.select().from(t.jobApplications).where(eq(t.jobApplications.fileKey, fileKey));
      expect(application).toMatchObject({ firstName: '', email: '', phone: '' });
      expect(await requestRow(link.requestId)).toMatchObject({ status: 'completed' });
      expect(logLines.join('')).toContain('could not remove a stored file of an erased person');
      expect(logLines.join('')).toContain(fileKey);
    });
  });

  describe('a "correct" request', () => {
    it('writes the corrections to the profile once confirmed', async () => {
      const email = 'correct@example.com';
      const customer = await buildCustomer(app.db, email);
      const link = await submitted(email, { requestType: 'correct', corrections: { lastName: 'Pitmaster-Smith', phone: '(512) 555-0199' } });
      expect((await app.db.select().from(t.customers).where(eq(t.customers.id, customer.id)))[0]?.lastName).toBe('Pitmaster');
      const outcome = (await client.confirm(link.requestId, link.token)).json();
      expect(outcome.outcome).toEqual({ account: true, corrected: 2 });
      expect((await app.db.select().from(t.customers).where(eq(t.customers.id, customer.id)))[0]).toMatchObject({ firstName: 'Ada', lastName: 'Pitmaster-Smith', phone: '+15125550199' });
    });
  });

  describe('POST do-not-sell-my-personal-information', () => {
    it('records the opt-out once per email and mails a confirmation', async () => {
      const email = 'Opt.Out@example.com';
      const first = await client.doNotSell(doNotSellBody({ email }), { 'accept-language': 'ja-JP', 'country-alpha-2': 'JP' });
      expect(first.statusCode).toBe(201);
      app.clock.advance(DAY);
      const again = await client.doNotSell(doNotSellBody({ email }));
      expect(again.json().id).toBe(first.json().id);
      const rows = await app.db.select().from(t.privacyOptOuts).where(eq(t.privacyOptOuts.emailKey, 'opt.out@example.com'));
      expect(rows).toEqual([expect.objectContaining({ source: 'form', createdAt: new Date('2030-03-04T15:00:00Z'), updatedAt: new Date('2030-03-05T15:00:00Z') })]);
      const mails = await mailsOfKind(app.db, 'privacy-opt-out', email);
      expect(mails.map((mail) => mail.subject)).toContain('個人情報の販売・共有をオプトアウトしました');
    });

    it.each([
      ['no last name', { lastName: '' }, 400],
      ['a bad email', { email: 'nope' }, 400],
      ['a NUL byte', { firstName: 'Z\u0000' }, 400],
      ['a name too long', { firstName: 'Z'.repeat(81) }, 400],
      ['an unknown field', { phone: '1' }, 400],
    ])('refuses %s', async (_case, overrides, status) => {
      const response = await client.doNotSell({ ...doNotSellBody({ email: 'refused-optout@example.com' }), ...overrides });
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ statusCode: status, code: expect.any(String) });
      expect(await app.db.select().from(t.privacyOptOuts).where(eq(t.privacyOptOuts.emailKey, 'refused-optout@example.com'))).toHaveLength(0);
    });

    it('answers a filled honeypot like a success and keeps nothing', async () => {
      const response = await client.doNotSell(doNotSellBody({ email: 'robot-optout@example.com', website: 'x' }));
      expect(response.statusCode).toBe(201);
      expect(await app.db.select().from(t.privacyOptOuts).where(eq(t.privacyOptOuts.emailKey, 'robot-optout@example.com'))).toHaveLength(0);
    });

    it('is rate limited per connection', async () => {
      const ip = freshIp();
      for (let n = 0; n < SURVEY_SUBMISSION_LIMIT.max; n += 1) expect((await client.doNotSell(doNotSellBody({ email: `optout-burst${n}@example.com` }), {}, ip)).statusCode).toBe(201);
      expect((await client.doNotSell(doNotSellBody({ email: 'optout-burst-last@example.com' }), {}, ip)).statusCode).toBe(429);
    });
  });

  describe('GET /staff/privacy-requests', () => {
    it('lists the brand’s requests with due dates and outcomes for a brand admin only', async () => {
      const link = await submitted('listed@example.com', { requestType: 'optOut', requestorType: 'agent', agentName: 'Lex Counsel' });
      await client.confirm(link.requestId, link.token);
      const staff = staffClient(app.app);
      const admin = await staff.signIn(await buildStaff(app.db, { role: 'brand_admin' }));
      const listed = await client.staffRequests(admin, '?pageSize=100');
      expect(listed.statusCode).toBe(200);
      const item = listed.json().data.find((row: { id: string }) => row.id === link.requestId);
      expect(item).toMatchObject({ requestType: 'optOut', requestorType: 'agent', agentName: 'Lex Counsel', status: 'completed', outcome: { optedOut: true }, dueAt: expect.any(String), completedAt: expect.any(String) });

      const otherBrand = await staff.signIn(await buildStaff(app.db, { role: 'brand_admin', brandId: 3 }));
      expect((await client.staffRequests(otherBrand)).json().data.find((row: { id: string }) => row.id === link.requestId)).toBeUndefined();
      const storeStaff = await staff.signIn(await buildStaff(app.db, { storeIds: [dallas] }));
      expect((await client.staffRequests(storeStaff)).json()).toMatchObject({ statusCode: 403, code: 'privacy_brand_admin_only' });
      expect((await client.staffRequests()).statusCode).toBe(401);
      expect((await client.staffRequests(admin, '?pageSize=0')).statusCode).toBe(400);
    });
  });
});
