/**
 * The contact forms on a real database: the visit and feedback types in each language,
 * talk-to-{brand} and general feedback kept and confirmed by email in the guest's language, every
 * refusal with its human text and code, the honeypot, the per-connection limit, and the staff
 * listings (store staff their stores' talk-to messages, general feedback for brand admins only).
 */
import { eq } from 'drizzle-orm';
import { SURVEY_SUBMISSION_LIMIT } from '@/domain/validation';
import { buildAuthApp, testClock, type AuthTestApp } from '@/server/auth/test-app';
import { generalFeedback, talkToSubmissions } from '@/server/db/schema';
import { signUpAndSignIn } from '@/server/modules/auth/test-helpers';
import { buildStaff, staffClient } from '@/server/modules/staff/test-staff';
import { testDatabases } from '@/server/test/databases';
import { buildLocation, buildReferenceData } from '@/server/test/factories';
import { contactClient, generalFeedbackBody, talkToBody } from './test-contact';
import { freshIp, mailsOfKind } from './test-surveys';

const BRAND = 'brand-4';

describe.each(testDatabases())('contact forms on %s', (kind) => {
  let t: AuthTestApp;
  let client: ReturnType<typeof contactClient>;
  let dallas: number;
  let austin: number;
  let otherBrand: number;

  beforeAll(async () => {
    t = await buildAuthApp(kind, { clock: testClock('2030-03-04T15:00:00Z'), config: { rateLimitMax: 1_000_000 } });
    await buildReferenceData(t.db);
    dallas = (await buildLocation(t.db, { city: 'Dallas', title: 'Dallas Love Field' })).id;
    austin = (await buildLocation(t.db, { title: 'Austin Congress' })).id;
    otherBrand = (await buildLocation(t.db, { brandId: 3 })).id;
    client = contactClient(t.app, BRAND);
  });
  afterAll(() => t.close());

  const talkToRows = (email: string) => t.db.select().from(talkToSubmissions).where(eq(talkToSubmissions.email, email));
  const feedbackRows = (email: string) => t.db.select().from(generalFeedback).where(eq(generalFeedback.email, email));

  describe('GET the visit types and feedback types', () => {
    it.each([
      ['en-US', ['Dine-in', 'Carryout', 'Delivery', 'Curbside pickup', 'Catering'], ['A compliment', 'A suggestion', 'A concern', 'A question', 'Our website or app']],
      ['fr-CA', ['Sur place', 'À emporter', 'Livraison', 'Cueillette à l’auto', 'Traiteur'], ['Un compliment', 'Une suggestion', 'Une préoccupation', 'Une question', 'Notre site ou notre application']],
      ['ja-JP', ['店内でのお食事', 'お持ち帰り', '配達', '駐車場での受け取り', 'ケータリング'], ['お褒めの言葉', 'ご提案', 'ご不満・ご心配', 'ご質問', 'ウェブサイト・アプリについて']],
    ])('labels them in %s', async (language, visits, feedbacks) => {
      const headers = { 'accept-language': language, 'country-alpha-2': language.slice(3) };
      const visitTypes = await client.visitTypes(headers);
      expect(visitTypes.statusCode).toBe(200);
      expect(visitTypes.json()).toEqual(visits.map((label, index) => ({ id: index + 1, name: expect.any(String), label })));
      const feedbackTypes = await client.feedbackTypes(headers);
      expect(feedbackTypes.statusCode).toBe(200);
      expect(feedbackTypes.json()).toEqual(feedbacks.map((label, index) => ({ id: index + 1, name: expect.any(String), label })));
    });

    it('answers another brand’s slug with a 404 in words', async () => {
      const response = await client.visitTypes({}, 'brand-3');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'contact_brand_unknown', message: 'There is no talk-to-brand-3 form on this site' });
    });
  });

  describe('POST /survey-management/talk-to-{brand}', () => {
    it('keeps the message and mails the guest a confirmation in their language', async () => {
      const email = 'talk-fr@example.com';
      const response = await client.talkTo(talkToBody(dallas, { email, visitTypeId: 2, message: '  <b>Froid</b>  ' }), { 'accept-language': 'fr-CA', 'country-alpha-2': 'CA' });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), email });
      const [row] = await talkToRows(email);
      expect(row).toMatchObject({ id: response.json().id, locationId: dallas, locale: 'fr-ca', countryCode: 'CA', visitDate: '2030-03-01', visitTypeId: 2, message: '<b>Froid</b>', phone: '+15125550142' });
      const [mail] = await mailsOfKind(t.db, 'survey-talk-to', email);
      expect(mail?.subject).toBe('Nous avons bien reçu votre message sur votre visite');
      expect(mail?.text).toContain('Bonjour Ada,');
      expect(mail?.text).toContain('Restaurant\u00a0: Dallas Love Field');
      expect(mail?.text).toContain('Type de visite\u00a0: À emporter');
      expect(mail?.html).toContain('&lt;b&gt;Froid&lt;/b&gt;');
    });

    it.each([
      ['090-1234-5678', 201, '+819012345678'],
      ['(512) 555-0142', 400, null],
    ])('in Japan takes the phone %s only as a Japanese phone dials it (%i), kept in E.164', async (phone, status, stored) => {
      const email = `talk-jp-${status}@example.com`;
      const response = await client.talkTo(talkToBody(dallas, { email, phone }), { 'accept-language': 'ja-JP', 'country-alpha-2': 'JP' });
      expect(response.statusCode).toBe(status);
      if (stored) expect((await talkToRows(email))[0]).toMatchObject({ phone: stored, countryCode: 'JP' });
      else expect(response.json()).toMatchObject({ code: 'invalid_phone', message: 'Not a valid phone number' });
    });

    it('takes a message without a phone, in English by default', async () => {
      const email = 'talk-nophone@example.com';
      const response = await client.talkTo({ ...talkToBody(austin, { email }), phone: undefined });
      expect(response.statusCode).toBe(201);
      expect((await talkToRows(email))[0]).toMatchObject({ phone: null, locationId: austin, locale: 'en-us' });
      const [mail] = await mailsOfKind(t.db, 'survey-talk-to', email);
      expect(mail?.subject).toBe('We received your message about your visit');
      expect(mail?.text).toContain('How you visited: Dine-in');
    });

    it.each([
      ['no first name', { firstName: ' ' }, 400, 'first_name_required', 'First name is required'],
      ['no email', { email: '' }, 400, 'email_required', 'Email is required'],
      ['a bad email', { email: 'ada-at-example' }, 400, 'invalid_email', 'Invalid email address'],
      ['a bad phone', { phone: 'call me' }, 400, 'invalid_phone', 'Not a valid phone number'],
      ['no store', { storeId: undefined }, 400, 'restaurant_required', 'Restaurant is required'],
      ['no visit date', { visitDate: ' ' }, 400, 'date_required', 'Date is required'],
      ['a visit in the future', { visitDate: '2030-03-10' }, 400, 'contact_visit_date_out_of_range', 'Choose the date of your visit: today or within the past 90 days'],
      ['a visit too long ago', { visitDate: '2029-11-01' }, 400, 'contact_visit_date_out_of_range', 'Choose the date of your visit: today or within the past 90 days'],
      ['a day that does not exist', { visitDate: '2030-02-30' }, 400, 'contact_visit_date_out_of_range', 'Choose the date of your visit: today or within the past 90 days'],
      ['no visit type', { visitTypeId: undefined }, 400, 'contact_visit_type_required', 'Tell us how you visited us'],
      ['an unknown visit type', { visitTypeId: 9 }, 400, 'contact_visit_type_unknown', 'Visit type 9 is not one we offer: choose one from the list'],
      ['a visit type of 0', { visitTypeId: 0 }, 400, 'contact_visit_type_unknown', 'Visit type 0 is not one we offer: choose one from the list'],
      ['no message', { message: '   ' }, 400, 'contact_message_required', 'Tell us what is on your mind'],
      ['an unknown store', { storeId: 999_999 }, 404, 'survey_store_unknown', 'Restaurant 999999 was not found: choose one from the list'],
    ])('refuses %s with its text and keeps and mails nothing', async (_case, overrides, status, code, message) => {
      const email = `talk-refused-${code}-${status}@example.com`;
      const response = await client.talkTo(talkToBody(dallas, { ...('email' in overrides ? {} : { email }), ...overrides }));
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ statusCode: status, code, message });
      expect(await talkToRows(email)).toHaveLength(0);
      expect(await mailsOfKind(t.db, 'survey-talk-to', email)).toHaveLength(0);
    });

    it('sends every refused field’s message along with the first', async () => {
      const response = await client.talkTo({ firstName: '', lastName: '', email: '', visitDate: '', message: '' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'first_name_required' });
      expect(response.json().errors).toEqual([
        'First name is required', 'Last name is required', 'Email is required', 'Tell us what is on your mind',
        'Restaurant is required', 'Date is required', 'Tell us how you visited us',
      ]);
    });

    it('refuses another brand’s store as unknown, and another brand’s slug with a 404', async () => {
      const foreignStore = await client.talkTo(talkToBody(otherBrand, { email: 'talk-b3@example.com' }));
      expect(foreignStore.statusCode).toBe(404);
      expect(foreignStore.json().code).toBe('survey_store_unknown');
      const foreignSlug = await client.talkTo(talkToBody(dallas, { email: 'talk-slug@example.com' }), {}, freshIp(), 'brand-3');
      expect(foreignSlug.statusCode).toBe(404);
      expect(foreignSlug.json().code).toBe('contact_brand_unknown');
      expect(await talkToRows('talk-slug@example.com')).toHaveLength(0);
    });

    it.each([
      ['a store id as text', { storeId: 'dallas' }],
      ['a store id of 0', { storeId: 0 }],
      ['a visit type as text', { visitTypeId: 'dine-in' }],
      ['a fractional visit type', { visitTypeId: 1.5 }],
      ['a date as a number', { visitDate: 20300301 }],
      ['a date too long', { visitDate: '2030-03-01T10:00' }],
      ['a message too long', { message: 'x'.repeat(2001) }],
      ['a first name too long', { firstName: 'A'.repeat(81) }],
      ['a NUL byte in the message', { message: 'smoke\u0000d' }],
      ['a NUL byte in the name', { lastName: 'P\u0000it' }],
      ['an unknown field', { coupon: 'FREE' }],
      ['a null visit type', { visitTypeId: null }],
      ['no message at all', { message: undefined }],
    ])('refuses %s with a 400 in the error shape', async (_case, overrides) => {
      const email = `talk-shape-${Math.random()}@example.com`;
      const response = await client.talkTo(talkToBody(dallas, { email, ...overrides }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, code: expect.any(String), message: expect.any(String) });
      expect(await talkToRows(email)).toHaveLength(0);
    });

    it('answers a filled honeypot like a success but keeps and mails nothing', async () => {
      const email = 'talk-robot@example.com';
      const response = await client.talkTo(talkToBody(dallas, { email, website: 'http://spam.example' }));
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ id: expect.any(String), email });
      expect(await talkToRows(email)).toHaveLength(0);
      expect(await mailsOfKind(t.db, 'survey-talk-to', email)).toHaveLength(0);
    });

    it(`takes ${SURVEY_SUBMISSION_LIMIT.max} messages from one connection in ${SURVEY_SUBMISSION_LIMIT.windowMinutes} minutes, then 429`, async () => {
      const ip = freshIp();
      for (let n = 0; n < SURVEY_SUBMISSION_LIMIT.max; n += 1) {
        expect((await client.talkTo(talkToBody(dallas, { email: `talk-burst${n}@example.com` }), {}, ip)).statusCode).toBe(201);
      }
      const refused = await client.talkTo(talkToBody(dallas, { email: 'talk-burst-last@example.com' }), {}, ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'rate_limited', message: expect.stringContaining('Too many submissions') });
      expect(await talkToRows('talk-burst-last@example.com')).toHaveLength(0);
      expect((await client.talkTo(talkToBody(dallas, { email: 'talk-other-connection@example.com' }))).statusCode).toBe(201);
    });
  });

  describe('POST /survey-management/general-feedback', () => {
    it('keeps the feedback and mails the guest a confirmation in their language', async () => {
      const email = 'general-ja@example.com';
      const response = await client.generalFeedback(generalFeedbackBody({ email, feedbackTypeId: 5 }), { 'accept-language': 'ja-JP', 'country-alpha-2': 'US' });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ id: expect.any(String), email });
      expect((await feedbackRows(email))[0]).toMatchObject({ id: response.json().id, feedbackTypeId: 5, locale: 'ja-jp', message: 'Please add a vegetarian plate to the menu.' });
      const [mail] = await mailsOfKind(t.db, 'survey-general-feedback', email);
      expect(mail?.subject).toBe('ご意見を受け付けました');
      expect(mail?.text).toContain('Zoé 様');
      expect(mail?.text).toContain('内容：ウェブサイト・アプリについて');
    });

    it.each([
      ['no last name', { lastName: '' }, 'last_name_required', 'Last name is required'],
      ['a bad email', { email: 'zoe@' }, 'invalid_email', 'Invalid email address'],
      ['no feedback type', { feedbackTypeId: undefined }, 'contact_feedback_type_required', 'Tell us what your feedback is about'],
      ['an unknown feedback type', { feedbackTypeId: 42 }, 'contact_feedback_type_unknown', 'Feedback type 42 is not one we offer: choose one from the list'],
      ['a negative feedback type', { feedbackTypeId: -1 }, 'contact_feedback_type_unknown', 'Feedback type -1 is not one we offer: choose one from the list'],
      ['no message', { message: '' }, 'contact_message_required', 'Tell us what is on your mind'],
    ])('refuses %s with its text', async (_case, overrides, code, message) => {
      const email = `general-refused-${code}@example.com`;
      const response = await client.generalFeedback(generalFeedbackBody({ ...('email' in overrides ? {} : { email }), ...overrides }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code, message });
      expect(await feedbackRows(email)).toHaveLength(0);
      expect(await mailsOfKind(t.db, 'survey-general-feedback', email)).toHaveLength(0);
    });

    it.each([
      ['a feedback type as text', { feedbackTypeId: 'compliment' }],
      ['a message too long', { message: 'm'.repeat(2001) }],
      ['an email too long', { email: `${'e'.repeat(250)}@example.com` }],
      ['a NUL byte', { message: 'hi\u0000' }],
      ['a store (it names none)', { storeId: 1 }],
      ['a message as an object', { message: { text: 'hi' } }],
    ])('refuses %s with a 400 in the error shape', async (_case, overrides) => {
      const email = `general-shape-${Math.random()}@example.com`;
      const response = await client.generalFeedback(generalFeedbackBody({ email, ...overrides }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, code: expect.any(String), message: expect.any(String) });
      expect(await feedbackRows(email)).toHaveLength(0);
    });

    it('answers a filled honeypot like a success but keeps and mails nothing', async () => {
      const email = 'general-robot@example.com';
      const response = await client.generalFeedback(generalFeedbackBody({ email, website: 'cheap pills' }));
      expect(response.statusCode).toBe(201);
      expect(await feedbackRows(email)).toHaveLength(0);
      expect(await mailsOfKind(t.db, 'survey-general-feedback', email)).toHaveLength(0);
    });

    it('counts its own budget per connection', async () => {
      const ip = freshIp();
      for (let n = 0; n < SURVEY_SUBMISSION_LIMIT.max; n += 1) {
        expect((await client.generalFeedback(generalFeedbackBody({ email: `general-many${n}@example.com` }), {}, ip)).statusCode).toBe(201);
      }
      expect((await client.generalFeedback(generalFeedbackBody({ email: 'general-one-more@example.com' }), {}, ip)).statusCode).toBe(429);
      expect(await feedbackRows('general-one-more@example.com')).toHaveLength(0);
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
      await client.talkTo(talkToBody(dallas, { email: 'listed-talk-dallas@example.com' }));
      await client.talkTo(talkToBody(austin, { email: 'listed-talk-austin@example.com', visitTypeId: 3 }));
      await client.generalFeedback(generalFeedbackBody({ email: 'listed-general@example.com' }));
    });

    it('shows store staff their stores’ talk-to messages only, newest first, and a brand admin all of them', async () => {
      const mine = await client.staffTalkTo(staffToken, '?pageSize=100');
      expect(mine.statusCode).toBe(200);
      const emails = mine.json().data.map((item: { email: string }) => item.email);
      expect(emails).toContain('listed-talk-dallas@example.com');
      expect(emails).not.toContain('listed-talk-austin@example.com');
      expect(mine.json().data.every((item: { store: { id: number } }) => item.store.id === dallas)).toBe(true);
      // Every submission here is sent at the test clock's instant, so find this one by its address.
      const listed = mine.json().data.find((item: { email: string }) => item.email === 'listed-talk-dallas@example.com');
      expect(listed).toMatchObject({ name: 'Ada Pit', visitType: { id: 1, label: 'Dine-in' }, visitDate: '2030-03-01' });

      const all = await client.staffTalkTo(adminToken, '?pageSize=100');
      const allEmails = all.json().data.map((item: { email: string }) => item.email);
      expect(allEmails).toEqual(expect.arrayContaining(['listed-talk-dallas@example.com', 'listed-talk-austin@example.com']));
      expect(all.json().total).toBe(allEmails.length);
      const austinOnly = (await client.staffTalkTo(adminToken, `?storeId=${austin}&pageSize=100`)).json();
      expect(austinOnly.data.length).toBeGreaterThan(0);
      expect(austinOnly.data.every((item: { store: { id: number } }) => item.store.id === austin)).toBe(true);

      expect((await client.staffTalkTo(otherBrandAdmin)).json()).toMatchObject({ data: [], total: 0 });
    });

    it('pages the talk-to messages', async () => {
      const first = (await client.staffTalkTo(adminToken, '?pageSize=1&page=1')).json();
      const second = (await client.staffTalkTo(adminToken, '?pageSize=1&page=2')).json();
      expect(first).toMatchObject({ page: 1, pageSize: 1, data: [expect.any(Object)] });
      expect(second.data[0].id).not.toBe(first.data[0].id);
      expect(first.data[0].createdAt >= second.data[0].createdAt).toBe(true);
    });

    it('answers another store’s id with 404 for store staff', async () => {
      const response = await client.staffTalkTo(staffToken, `?storeId=${austin}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('store_not_found');
    });

    it('shows general feedback to brand admins, labelled in the request’s language, and refuses store staff with 403', async () => {
      const all = await client.staffGeneralFeedback(adminToken, '?pageSize=100&locale=fr-ca');
      expect(all.statusCode).toBe(200);
      expect(all.json().data.find((item: { email: string }) => item.email === 'listed-general@example.com')).toMatchObject({
        name: 'Zoé Fumé', feedbackType: { id: 2, label: 'Une suggestion' }, message: 'Please add a vegetarian plate to the menu.',
      });
      expect((await client.staffGeneralFeedback(otherBrandAdmin)).json()).toMatchObject({ data: [], total: 0 });
      const refused = await client.staffGeneralFeedback(staffToken);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'contact_brand_admins_only', message: 'Only brand admins read general feedback' });
    });

    it('refuses no token and a customer token with 401', async () => {
      const customerToken = (await signUpAndSignIn(t.app, { email: 'diner-contact@example.com' })).session.token;
      for (const token of [undefined, customerToken, 'not-a-token']) {
        const talkTo = await client.staffTalkTo(token);
        expect(talkTo.statusCode).toBe(401);
        expect(talkTo.json().code).toBe('staff_sign_in_required');
        expect((await client.staffGeneralFeedback(token)).statusCode).toBe(401);
      }
    });

    it('refuses bad paging with a 400', async () => {
      expect((await client.staffTalkTo(adminToken, '?page=0')).statusCode).toBe(400);
      expect((await client.staffGeneralFeedback(adminToken, '?pageSize=1000')).statusCode).toBe(400);
      expect((await client.staffTalkTo(adminToken, '?storeId=abc')).statusCode).toBe(400);
    });
  });
});
