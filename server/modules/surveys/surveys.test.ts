/**
 * The survey forms on a real database: the service types in each language, catering feedback and
 * contest entries kept and confirmed by email, every refusal with its human text and code, the
 * quote's feedback once, one contest entry per season, the honeypot, the per-connection limit,
 * and the staff listings scoped to the member's stores (customer tokens refused).
 */
import { eq } from 'drizzle-orm';
import { SURVEY_SUBMISSION_LIMIT } from '@/domain/validation';
import { buildAuthApp, testClock, type AuthTestApp } from '@/server/auth/test-app';
import { signUpAndSignIn } from '@/server/modules/auth/test-helpers';
import { cateringContestEntries, cateringFeedback } from '@/server/db/schema';
import { buildQuoteStore, submitQuote } from '@/server/modules/catering/test-quotes';
import { buildStaff, staffClient } from '@/server/modules/staff/test-staff';
import { testDatabases } from '@/server/test/databases';
import { buildLocation, buildReferenceData } from '@/server/test/factories';
import { contestBody, feedbackBody, freshIp, mailsOfKind, surveyClient } from './test-surveys';

describe.each(testDatabases())('survey forms on %s', (kind) => {
  let t: AuthTestApp;
  let client: ReturnType<typeof surveyClient>;
  let dallas: number;
  let austin: number;
  let otherBrand: number;

  beforeAll(async () => {
    t = await buildAuthApp(kind, { clock: testClock('2030-03-04T15:00:00Z'), config: { rateLimitMax: 1_000_000 } });
    await buildReferenceData(t.db);
    dallas = (await buildLocation(t.db, { city: 'Dallas', title: 'Dallas Love Field' })).id;
    austin = (await buildLocation(t.db, { title: 'Austin Congress' })).id;
    otherBrand = (await buildLocation(t.db, { brandId: 3 })).id;
    client = surveyClient(t.app);
  });
  afterAll(() => t.close());

  const feedbackRows = (email: string) => t.db.select().from(cateringFeedback).where(eq(cateringFeedback.email, email));
  const contestRows = (email: string) => t.db.select().from(cateringContestEntries).where(eq(cateringContestEntries.email, email));

  describe('GET /survey-management/catering-service-types', () => {
    it.each([
      ['en-US', ['Carryout', 'Delivery', 'Delivery and setup', 'Full service (staffed event)']],
      ['fr-CA', ['À emporter', 'Livraison', 'Livraison et installation', 'Service complet (avec personnel)']],
      ['ja-JP', ['お持ち帰り', '配達', '配達と設営', 'フルサービス（スタッフ付き）']],
    ])('labels the service types in %s', async (language, labels) => {
      const country = language.slice(3);
      const response = await client.serviceTypes({ 'accept-language': language, 'country-alpha-2': country });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(labels.map((label, index) => ({ id: index + 1, name: expect.any(String), label })));
    });
  });

  describe('POST /survey-management/catering-feedback', () => {
    it('keeps the feedback and mails the guest a confirmation in their language', async () => {
      const email = 'feedback-fr@example.com';
      const response = await client.feedback(feedbackBody(dallas, { email, comment: '<b>Parfait</b>' }), { 'accept-language': 'fr-CA', 'country-alpha-2': 'CA' });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), email });
      const [row] = await feedbackRows(email);
      expect(row).toMatchObject({ id: response.json().id, locationId: dallas, locale: 'fr-ca', serviceTypeId: 3, ratingOverall: 5, ratingOnTime: 3, comment: '<b>Parfait</b>', leadId: null });
      const [mail] = await mailsOfKind(t.db, 'survey-catering-feedback', email);
      expect(mail?.subject).toBe('Merci pour vos commentaires sur notre traiteur');
      expect(mail?.text).toContain('Bonjour Ada,');
      expect(mail?.text).toContain('Restaurant\u00a0: Dallas Love Field');
      expect(mail?.text).toContain('Livraison et installation');
    });

    it('refuses null where a number belongs (an empty optional field is left out) with a 400, never a 500', async () => {
      const email = 'nulls@example.com';
      for (const overrides of [{ ratings: { overall: 4, food: null } }, { quoteNumber: null }, { storeId: null }, { serviceTypeId: null }]) {
        const response = await client.feedback(feedbackBody(dallas, { email, ...overrides }));
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ statusCode: 400, message: expect.any(String) });
      }
      expect((await client.contest(contestBody({ email, storeId: null }))).statusCode).toBe(400);
      expect(await feedbackRows(email)).toHaveLength(0);
    });

    it('takes the optional fields away: no phone, food, service, on-time or comment', async () => {
      const email = 'short@example.com';
      const response = await client.feedback({ ...feedbackBody(austin, { email, ratings: { overall: 1 } }), phone: undefined, comment: undefined });
      expect(response.statusCode).toBe(201);
      expect((await feedbackRows(email))[0]).toMatchObject({ phone: null, comment: null, ratingFood: null, ratingOverall: 1 });
    });

    it.each([
      ['no first name', { firstName: '  ' }, 400, 'first_name_required', 'First name is required'],
      ['a bad email', { email: 'ada-at-example' }, 400, 'invalid_email', 'Invalid email address'],
      ['a bad phone', { phone: 'call me' }, 400, 'invalid_phone', 'Not a valid phone number'],
      ['no store and no quote', { storeId: undefined }, 400, 'restaurant_required', 'Restaurant is required'],
      ['no date', { eventDate: '' }, 400, 'date_required', 'Date is required'],
      ['a date in the future', { eventDate: '2030-04-01' }, 400, 'survey_event_date_out_of_range', 'Choose the date of your event: today or within the past 365 days'],
      ['a date that is no day', { eventDate: '2030-02-30' }, 400, 'survey_event_date_out_of_range', 'Choose the date of your event: today or within the past 365 days'],
      ['an unknown service type', { serviceTypeId: 9 }, 400, 'survey_service_type_unknown', 'Service type 9 is not one we offer: choose one from the list'],
      ['a rating of 6', { ratings: { overall: 6 } }, 400, 'survey_rating_out_of_range', 'A rating is a whole number of stars from 1 to 5'],
      ['a rating of -1', { ratings: { overall: -1 } }, 400, 'survey_rating_out_of_range', 'A rating is a whole number of stars from 1 to 5'],
      ['a rating of 0', { ratings: { overall: 4, food: 0 } }, 400, 'survey_rating_out_of_range', 'A rating is a whole number of stars from 1 to 5'],
      ['an unknown store', { storeId: 999_999 }, 404, 'survey_store_unknown', 'Restaurant 999999 was not found: choose one from the list'],
      ['an unknown quote', { quoteNumber: 424_242 }, 404, 'survey_quote_not_found', 'We found no catering quote 424242 for this email address'],
      ['a quote number of 0', { quoteNumber: 0 }, 400, 'survey_quote_number_invalid', 'A quote number is the number on your catering emails, such as 5001'],
    ])('refuses %s with its text', async (_case, overrides, status, code, message) => {
      const email = `refused-${code}@example.com`;
      const response = await client.feedback(feedbackBody(dallas, { email, ...overrides }));
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ code, message });
      expect(await feedbackRows(email)).toHaveLength(0);
      expect(await mailsOfKind(t.db, 'survey-catering-feedback', email)).toHaveLength(0);
    });

    it('refuses another brand’s store as unknown', async () => {
      const response = await client.feedback(feedbackBody(otherBrand, { email: 'brand3@example.com' }));
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('survey_store_unknown');
    });

    it.each([
      ['a rating as text', { ratings: { overall: '5' } }],
      ['a date as a number', { eventDate: 20300301 }],
      ['a comment too long', { comment: 'x'.repeat(2001) }],
      ['a first name too long', { firstName: 'A'.repeat(81) }],
      ['a NUL byte', { comment: 'smoke\u0000d' }],
      ['an unknown field', { coupon: 'FREE' }],
      ['no ratings', { ratings: undefined }],
      ['a fractional rating', { ratings: { overall: 4.5 } }],
    ])('refuses %s with a 400 in the error shape', async (_case, overrides) => {
      const response = await client.feedback(feedbackBody(dallas, overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, code: expect.any(String), message: expect.any(String) });
    });

    it('ties feedback to the guest’s own quote once, with the quote’s store', async () => {
      const store = await buildQuoteStore(t.db);
      const { quote } = await submitQuote(t.app, t.db, store);
      const body = feedbackBody(null, { email: 'ADA@example.com', quoteNumber: quote.number });
      const first = await client.feedback(body);
      expect(first.statusCode).toBe(201);
      const rows = await feedbackRows('ADA@example.com');
      expect(rows[0]).toMatchObject({ quoteNumber: quote.number, locationId: store.location.id, leadId: expect.any(String) });
      const again = await client.feedback(body);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'survey_feedback_already_given', message: `Thank you: we already have your feedback on quote ${quote.number}` });
      expect(await feedbackRows('ADA@example.com')).toHaveLength(1);

      const strangers = await client.feedback(feedbackBody(null, { email: 'mallory@example.com', quoteNumber: quote.number }));
      expect(strangers.statusCode).toBe(404);
      expect(strangers.json().code).toBe('survey_quote_not_found');
      const otherStore = await client.feedback(feedbackBody(dallas, { quoteNumber: quote.number }));
      expect(otherStore.statusCode).toBe(400);
      expect(otherStore.json().code).toBe('survey_quote_store_mismatch');
    });

    it('answers a filled honeypot like a success but keeps and mails nothing', async () => {
      const email = 'robot@example.com';
      const response = await client.feedback(feedbackBody(dallas, { email, website: 'http://spam.example' }));
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ id: expect.any(String), email });
      expect(await feedbackRows(email)).toHaveLength(0);
      expect(await mailsOfKind(t.db, 'survey-catering-feedback', email)).toHaveLength(0);
    });

    it(`takes ${SURVEY_SUBMISSION_LIMIT.max} submissions from one connection in ${SURVEY_SUBMISSION_LIMIT.windowMinutes} minutes, then 429`, async () => {
      const ip = freshIp();
      for (let n = 0; n < SURVEY_SUBMISSION_LIMIT.max; n += 1) {
        expect((await client.feedback(feedbackBody(dallas, { email: `burst${n}@example.com` }), {}, ip)).statusCode).toBe(201);
      }
      const refused = await client.feedback(feedbackBody(dallas, { email: 'burst-last@example.com' }), {}, ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'rate_limited', message: expect.stringContaining('Too many submissions') });
      expect(refused.headers['retry-after']).toBeDefined();
      expect(await feedbackRows('burst-last@example.com')).toHaveLength(0);
      expect((await client.feedback(feedbackBody(dallas, { email: 'other-connection@example.com' }))).statusCode).toBe(201);
    });
  });

  describe('POST /survey-management/catering-contest', () => {
    it('keeps one entry per email per season and says when the guest can enter again', async () => {
      const email = 'zoe.contest@example.com';
      const first = await client.contest(contestBody({ email, storeId: austin, occasion: 'Pique-nique <b>' }), { 'accept-language': 'fr-CA', 'country-alpha-2': 'CA' });
      expect(first.statusCode).toBe(201);
      expect((await contestRows(email))[0]).toMatchObject({ period: '2030-Q1', locationId: austin, locale: 'fr-ca', emailKey: email, headcount: 80 });
      const [mail] = await mailsOfKind(t.db, 'survey-catering-contest', email);
      expect(mail?.subject).toBe('Votre participation au concours traiteur est enregistrée');
      expect(mail?.text).toContain('le 2030-04-01');
      expect(mail?.html).toContain('Bonjour Zoé,');
      expect(mail?.html).toContain('Pique-nique &lt;b&gt;');

      const again = await client.contest(contestBody({ email: 'Zoe.Contest@Example.com' }));
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        code: 'survey_contest_already_entered',
        message: 'This email address has already entered the catering contest this season. You can enter again from 2030-04-01',
        params: { nextPeriodStart: '2030-04-01' },
      });
      expect(await contestRows('Zoe.Contest@Example.com')).toHaveLength(0);
      expect(await mailsOfKind(t.db, 'survey-catering-contest', email)).toHaveLength(1);

      t.clock.set('2030-04-02T12:00:00Z');
      try {
        const nextSeason = await client.contest(contestBody({ email }));
        expect(nextSeason.statusCode).toBe(201);
        expect((await contestRows(email)).map((row) => row.period).sort()).toEqual(['2030-Q1', '2030-Q2']);
      } finally {
        t.clock.set('2030-03-04T15:00:00Z');
      }
    });

    it('keeps one of two simultaneous entries of the same email (a double submit), refusing the other', async () => {
      const email = 'double.submit@example.com';
      const answers = await Promise.all([client.contest(contestBody({ email })), client.contest(contestBody({ email }))]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
      expect(await contestRows(email)).toHaveLength(1);
      expect(await mailsOfKind(t.db, 'survey-catering-contest', email)).toHaveLength(1);
    });

    it.each([
      ['the rules not accepted', { acceptRules: false }, 400, 'survey_rules_not_accepted'],
      ['no phone', { phone: '' }, 400, 'phone_required'],
      ['no occasion', { occasion: ' ' }, 400, 'survey_occasion_required'],
      ['no reason', { reason: '' }, 400, 'survey_reason_required'],
      ['9 guests', { headcount: 9 }, 400, 'survey_headcount_out_of_range'],
      ['2001 guests', { headcount: 2001 }, 400, 'survey_headcount_out_of_range'],
      ['an unknown store', { storeId: 999_999 }, 404, 'survey_store_unknown'],
      ['a store id below 1', { storeId: -1 }, 400, 'validation'],
    ])('refuses %s', async (_case, overrides, status, code) => {
      const email = `contest-${code}-${status}@example.com`;
      const body = contestBody({ email, ...overrides });
      const response = await client.contest(body);
      expect(response.statusCode).toBe(status);
      expect(response.json().code).toBe(code);
      expect(await contestRows(email)).toHaveLength(0);
    });

    it('refuses another brand’s store, wrong types, oversized text, NUL bytes and unknown fields', async () => {
      expect((await client.contest(contestBody({ email: 'b3@example.com', storeId: otherBrand }))).json().code).toBe('survey_store_unknown');
      for (const overrides of [{ acceptRules: 'yes' }, { headcount: '80' }, { reason: 'r'.repeat(1001) }, { occasion: 'x\u0000' }, { prize: 'car' }, { email: undefined }]) {
        const response = await client.contest(contestBody(overrides));
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ statusCode: 400, message: expect.any(String) });
      }
    });

    it('answers a filled honeypot like a success but keeps nothing, not even the season’s place', async () => {
      const email = 'bot-contest@example.com';
      const robot = await client.contest(contestBody({ email, website: 'buy pills' }));
      expect(robot.statusCode).toBe(201);
      expect(await contestRows(email)).toHaveLength(0);
      expect((await client.contest(contestBody({ email }))).statusCode).toBe(201);
    });

    it('counts its own budget per connection', async () => {
      const ip = freshIp();
      for (let n = 0; n < SURVEY_SUBMISSION_LIMIT.max; n += 1) {
        await client.contest(contestBody({ email: `many${n}@example.com` }), {}, ip);
      }
      expect((await client.contest(contestBody({ email: 'one-more@example.com' }), {}, ip)).statusCode).toBe(429);
    });
  });

  describe('staff listings', () => {
    let staffToken: string;
    let adminToken: string;
    let otherBrandAdmin: string;

    beforeAll(async () => {
      const staff = staffClient(t.app);
      staffToken = await staff.signIn(await buildStaff(t.db, { storeIds: [dallas] }));
      adminToken = await staff.signIn(await buildStaff(t.db, { role: 'brand_admin' }));
      otherBrandAdmin = await staff.signIn(await buildStaff(t.db, { role: 'brand_admin', brandId: 3 }));
      await client.feedback(feedbackBody(dallas, { email: 'listed-dallas@example.com' }));
      await client.feedback(feedbackBody(austin, { email: 'listed-austin@example.com' }));
      await client.contest(contestBody({ email: 'listed-contest-dallas@example.com', storeId: dallas }));
      await client.contest(contestBody({ email: 'listed-contest-none@example.com' }));
    });

    it('shows store staff their stores’ feedback only, newest first, and a brand admin all of it', async () => {
      const mine = await client.staffFeedback(staffToken, '?pageSize=100');
      expect(mine.statusCode).toBe(200);
      const emails = mine.json().data.map((item: { email: string }) => item.email);
      expect(emails).toContain('listed-dallas@example.com');
      expect(emails).not.toContain('listed-austin@example.com');
      expect(mine.json().data.every((item: { store: { id: number } }) => item.store.id === dallas)).toBe(true);
      expect(mine.json().data[0]).toMatchObject({ serviceType: { id: 3, label: 'Delivery and setup' }, ratings: { overall: 5 } });

      const all = await client.staffFeedback(adminToken, '?pageSize=100');
      const allEmails = all.json().data.map((item: { email: string }) => item.email);
      expect(allEmails).toEqual(expect.arrayContaining(['listed-dallas@example.com', 'listed-austin@example.com']));
      expect(all.json().total).toBeGreaterThanOrEqual(allEmails.length);
      const austinOnly = await client.staffFeedback(adminToken, `?storeId=${austin}&pageSize=100`);
      expect(austinOnly.json().data.every((item: { store: { id: number } }) => item.store.id === austin)).toBe(true);

      const foreign = await client.staffFeedback(otherBrandAdmin);
      expect(foreign.json()).toMatchObject({ data: [], total: 0 });
    });

    it('answers another store’s id with 404 for store staff', async () => {
      const response = await client.staffFeedback(staffToken, `?storeId=${austin}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('store_not_found');
      expect((await client.staffContest(staffToken, `?storeId=${austin}`)).statusCode).toBe(404);
    });

    it('shows contest entries naming the member’s stores; the admin sees entries without a store too', async () => {
      const mine = (await client.staffContest(staffToken, '?pageSize=100')).json();
      const emails = mine.data.map((item: { email: string }) => item.email);
      expect(emails).toContain('listed-contest-dallas@example.com');
      expect(emails).not.toContain('listed-contest-none@example.com');
      const all = (await client.staffContest(adminToken, '?pageSize=100')).json();
      expect(all.data.map((item: { email: string }) => item.email)).toEqual(expect.arrayContaining(['listed-contest-dallas@example.com', 'listed-contest-none@example.com']));
      expect(all.data.find((item: { email: string }) => item.email === 'listed-contest-none@example.com')).toMatchObject({ store: null, period: '2030-Q1' });
    });

    it('refuses no token and a customer token with 401', async () => {
      const customerToken = (await signUpAndSignIn(t.app, { email: 'diner-surveys@example.com' })).session.token;
      for (const token of [undefined, customerToken, 'not-a-token']) {
        const feedback = await client.staffFeedback(token);
        expect(feedback.statusCode).toBe(401);
        expect(feedback.json().code).toBe('staff_sign_in_required');
        expect((await client.staffContest(token)).statusCode).toBe(401);
      }
    });

    it('refuses bad paging with a 400', async () => {
      expect((await client.staffFeedback(adminToken, '?page=0')).statusCode).toBe(400);
      expect((await client.staffContest(adminToken, '?pageSize=1000')).statusCode).toBe(400);
      expect((await client.staffContest(adminToken, '?storeId=abc')).statusCode).toBe(400);
    });
  });
});
