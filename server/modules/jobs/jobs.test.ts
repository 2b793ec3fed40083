/**
 * Job applications on a real database and a real upload folder: the market's openings, an
 * application with a PNG, JPEG or PDF kept with its file and confirmed by email in the
 * applicant's language, every refusal with its human text and code (and then no row and no
 * file), the honeypot, the per-connection limit, and the staff listing and download scoped to
 * the member's stores.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { JOB_APPLICATION_LIMIT } from '@/domain/jobs';
import { buildAuthApp, testClock, type AuthTestApp } from '@/server/auth/test-app';
import { jobApplications } from '@/server/db/schema';
import { signUpAndSignIn } from '@/server/modules/auth/test-helpers';
import { buildStaff, staffClient } from '@/server/modules/staff/test-staff';
import { mailsOfKind } from '@/server/modules/surveys/test-surveys';
import { testDatabases } from '@/server/test/databases';
import { buildLocation, buildReferenceData } from '@/server/test/factories';
import { applicationFields, freshIp, JPEG, jobClient, multipart, openPositions, PDF, PNG, TEXT, type FilePart } from './test-jobs';

const MAX_MB = 1;

describe.each(testDatabases())('job applications on %s', (kind) => {
  let t: AuthTestApp;
  let client: ReturnType<typeof jobClient>;
  let uploads: string;
  let dallas: number;
  let austin: number;
  let montreal: number;
  let quiet: number;
  let otherBrand: number;

  beforeAll(async () => {
    uploads = await mkdtemp(join(tmpdir(), 'hickory-jobs-'));
    t = await buildAuthApp(kind, { clock: testClock('2030-03-04T15:00:00Z'), config: { rateLimitMax: 1_000_000, uploadsDir: uploads, jobApplicationUploadMaxMb: MAX_MB } });
    await buildReferenceData(t.db);
    dallas = (await buildLocation(t.db, { city: 'Dallas', title: 'Dallas Love Field' })).id;
    austin = (await buildLocation(t.db, { title: 'Austin Congress' })).id;
    montreal = (await buildLocation(t.db, { country: 'CA', state: ['QC', 'Quebec'], city: 'Montréal', title: 'Montréal Plateau' })).id;
    quiet = (await buildLocation(t.db, { title: 'Austin Quiet' })).id;
    otherBrand = (await buildLocation(t.db, { brandId: 3, title: 'Trailer' })).id;
    await openPositions(t.db, dallas, [1, 2]);
    await openPositions(t.db, austin, [1, 4]);
    await openPositions(t.db, montreal, [1, 3]);
    await openPositions(t.db, otherBrand, [1]);
    client = jobClient(t.app);
  });
  afterAll(async () => {
    await t.close();
    await rm(uploads, { recursive: true, force: true });
  });

  const rowsOf = (email: string) => t.db.select().from(jobApplications).where(eq(jobApplications.email, email));
  const allRows = async () => (await t.db.select({ n: count() }).from(jobApplications))[0]!.n;
  const storedFiles = async () => readdir(join(uploads, 'job-applications')).catch(() => [] as string[]);
  const png = (filename = 'photo.png') => ({ data: PNG, filename, contentType: 'image/png' });

  describe('GET /labor-management/job-openings', () => {
    it('lists the market’s hiring stores by title with their open positions, and the file limit', async () => {
      const us = await client.openings({ 'country-alpha-2': 'US' });
      expect(us.statusCode).toBe(200);
      expect(us.json()).toEqual({
        uploadMaxMb: MAX_MB,
        stores: [
          { id: austin, title: 'Austin Congress', city: 'Austin', state: 'TX', positionIds: [1, 4] },
          { id: dallas, title: 'Dallas Love Field', city: 'Dallas', state: 'TX', positionIds: [1, 2] },
        ],
      });
      const ca = await client.openings({ 'country-alpha-2': 'CA', 'accept-language': 'fr-CA' });
      expect(ca.json().stores).toEqual([{ id: montreal, title: 'Montréal Plateau', city: 'Montréal', state: 'QC', positionIds: [1, 3] }]);
    });
  });

  describe('POST /labor-management/job-applications', () => {
    it('keeps a PNG application with its file, and mails the applicant in English', async () => {
      const email = 'png@example.com';
      const response = await client.apply(multipart(applicationFields(dallas, 2, { email }), [png()]), { 'accept-language': 'en-US' });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), email });
      const [row] = await rowsOf(email);
      expect(row).toMatchObject({ id: response.json().id, locationId: dallas, positionId: 2, days: ['mon', 'sat'], shifts: ['evening'], fileKind: 'png', fileBytes: PNG.length, locale: 'en-us' });
      expect(row!.fileKey).toBe(`job-applications/${row!.id}.png`);
      expect(await readFile(join(uploads, row!.fileKey))).toEqual(PNG);
      const [mail] = await mailsOfKind(t.db, 'job-application', email);
      expect(mail?.subject).toBe('We received your job application');
      expect(mail?.text).toContain('Hello Rosa,');
      expect(mail?.text).toContain('Position: Pit Cook');
      expect(mail?.text).toContain('Days: Monday, Saturday');
      expect(mail?.text).toContain('within five business days');
    });

    it('keeps a PDF résumé from Canada and mails the applicant in French', async () => {
      const email = 'pdf-fr@example.com';
      const response = await client.apply(multipart(applicationFields(montreal, 3, { email, days: ['fri'], shifts: ['morning', 'night'] }), [{ data: PDF, filename: 'cv.pdf', contentType: 'application/pdf' }]), {
        'accept-language': 'fr-CA',
        'country-alpha-2': 'CA',
      });
      expect(response.statusCode).toBe(201);
      const [row] = await rowsOf(email);
      expect(row).toMatchObject({ fileKind: 'pdf', locale: 'fr-ca', countryCode: 'CA', shifts: ['morning', 'night'] });
      const [mail] = await mailsOfKind(t.db, 'job-application', email);
      expect(mail?.subject).toBe('Nous avons bien reçu votre candidature');
      expect(mail?.text).toContain('Poste\u00a0: Livreur traiteur');
      expect(mail?.text).toContain('un CV (PDF)');
    });

    it('recognises a JPEG by its bytes whatever its name and declared type', async () => {
      const email = 'jpeg@example.com';
      const response = await client.apply(multipart(applicationFields(austin, 4, { email }), [{ data: JPEG, filename: 'scan.txt', contentType: 'text/plain' }]));
      expect(response.statusCode).toBe(201);
      expect((await rowsOf(email))[0]).toMatchObject({ fileKind: 'jpeg', fileKey: expect.stringMatching(/\.jpg$/) });
    });

    describe('refusals keep nothing: no row, no file, no email', () => {
      let rowsBefore: number;
      let filesBefore: string[];
      beforeEach(async () => {
        rowsBefore = await allRows();
        filesBefore = await storedFiles();
      });
      afterEach(async () => {
        expect(await allRows()).toBe(rowsBefore);
        expect(await storedFiles()).toEqual(filesBefore);
        expect(await mailsOfKind(t.db, 'job-application', 'refused@example.com')).toEqual([]);
      });

      const refused = (overrides: Record<string, string | string[] | undefined> = {}, files: FilePart[] = [png()], storeId = dallas, positionId = 1) =>
        client.apply(multipart(applicationFields(storeId, positionId, { email: 'refused@example.com', ...overrides }), files));

      it('a text file renamed .png: 415 with the contents named as checked', async () => {
        const response = await refused({}, [{ data: TEXT, filename: 'photo.png', contentType: 'image/png' }]);
        expect(response.statusCode).toBe(415);
        expect(response.json()).toMatchObject({ code: 'jobs_file_type_refused', message: 'This file is not a JPEG or PNG photo or a PDF résumé: its contents were checked, not its name' });
      });

      it.each([
        ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00')],
        ['a PNG signature cut short', PNG.subarray(0, 6)],
        ['an empty file', Buffer.alloc(0)],
      ])('%s is refused', async (_name, data) => {
        const response = await refused({}, [{ data, filename: 'photo.png' }]);
        expect([400, 415]).toContain(response.statusCode);
        expect(['jobs_file_type_refused', 'jobs_file_required']).toContain(response.json().code);
      });

      it('a file over the megabyte limit: 413 naming the limit', async () => {
        const big = Buffer.concat([PNG, Buffer.alloc(MAX_MB * 1024 * 1024)]);
        const response = await refused({}, [{ data: big }]);
        expect(response.statusCode).toBe(413);
        expect(response.json()).toMatchObject({ code: 'jobs_file_too_large', params: { max: MAX_MB }, message: `The file is larger than ${MAX_MB} MB: choose a smaller one` });
      });

      it('no file: 400', async () => {
        const response = await refused({}, []);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'jobs_file_required', message: 'Attach a photo (JPEG or PNG) or your résumé (PDF)' });
      });

      it('two files: 400', async () => {
        expect((await refused({}, [png(), png('second.png')])).json()).toMatchObject({ code: 'jobs_one_file_only' });
      });

      it('a file under another field name: 400', async () => {
        expect((await refused({}, [{ ...png(), field: 'photo' }])).json()).toMatchObject({ code: 'jobs_field_unknown', params: { field: 'photo' } });
      });

      it.each([
        [{ firstName: undefined }, 'first_name_required'],
        [{ lastName: ' ' }, 'last_name_required'],
        [{ email: undefined }, 'email_required'],
        [{ email: 'not-an-email' }, 'invalid_email'],
        [{ phone: undefined }, 'phone_required'],
        [{ phone: 'call me' }, 'invalid_phone'],
        [{ storeId: undefined }, 'restaurant_required'],
        [{ positionId: undefined }, 'jobs_position_required'],
        [{ positionId: '99' }, 'jobs_position_unknown'],
        [{ positionId: 'chef' }, 'jobs_position_unknown'],
        [{ days: undefined }, 'jobs_days_required'],
        [{ shifts: undefined }, 'jobs_shifts_required'],
        [{ days: ['mon', 'someday'] }, 'jobs_availability_unknown'],
        [{ shifts: ['lunch'] }, 'jobs_availability_unknown'],
        [{ firstName: 'x'.repeat(81) }, 'jobs_field_invalid'],
        [{ email: `${'e'.repeat(250)}@example.com` }, 'jobs_field_invalid'],
        [{ lastName: 'Nul\u0000Byte' }, 'jobs_field_invalid'],
        [{ firstName: 'x'.repeat(2000) }, 'jobs_field_invalid'],
        [{ storeId: '12345678901' }, 'jobs_field_invalid'],
        [{ nickname: 'Smokey' }, 'jobs_field_unknown'],
      ])('%j: 400 with code %s', async (overrides, code) => {
        const fields = Object.fromEntries(Object.entries(overrides));
        const response = await refused(fields);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ statusCode: 400, code, message: expect.any(String) });
      });

      it('a field named __proto__ or constructor: 400', async () => {
        for (const name of ['__proto__', 'constructor']) {
          const body = multipart([...applicationFields(dallas, 1, { email: 'refused@example.com' }), [name, 'x']], [png()]);
          const response = await client.apply(body);
          expect(response.statusCode).toBe(400);
          expect(response.json()).toMatchObject({ code: 'jobs_field_unknown' });
        }
      });

      it('a repeated single field: 400', async () => {
        const body = multipart([...applicationFields(dallas, 1, { email: 'refused@example.com' }), ['email', 'other@example.com']], [png()]);
        expect((await client.apply(body)).json()).toMatchObject({ code: 'jobs_field_invalid', params: { field: 'email' } });
      });

      it('an unknown store, another brand’s store, a store id that is no number: 404', async () => {
        for (const storeId of [987654, otherBrand]) {
          const response = await refused({}, [png()], storeId);
          expect(response.statusCode).toBe(404);
          expect(response.json()).toMatchObject({ code: 'jobs_store_unknown', params: { storeId: String(storeId) } });
        }
        expect((await refused({ storeId: 'abc' })).json()).toMatchObject({ code: 'jobs_store_unknown' });
      });

      it('a position the store is not hiring for, or a store not hiring at all: 422', async () => {
        expect((await refused({}, [png()], dallas, 5)).json()).toMatchObject({ statusCode: 422, code: 'jobs_position_not_open' });
        expect((await refused({}, [png()], quiet, 1)).statusCode).toBe(422);
      });

      it('a JSON body or no body: 415', async () => {
        const json = await client.apply({ payload: JSON.stringify({ firstName: 'Rosa' }), headers: { 'content-type': 'application/json' } });
        expect(json.statusCode).toBe(415);
        expect(json.json()).toMatchObject({ code: 'jobs_not_multipart' });
      });

      it('a malformed multipart body: 400, never a 500', async () => {
        const response = await client.apply({ payload: '--x\r\nContent-Disposition: form-data; name="firstName"\r\n\r\nRosa', headers: { 'content-type': 'multipart/form-data; boundary=x' } });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'jobs_form_unreadable' });
      });

      it('the honeypot filled: answered like a success, nothing kept', async () => {
        const response = await refused({ website: 'http://spam.example' });
        expect(response.statusCode).toBe(201);
        expect(response.json()).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), email: 'refused@example.com' });
      });
    });

    it(`takes ${JOB_APPLICATION_LIMIT.max} applications from one connection in ${JOB_APPLICATION_LIMIT.windowMinutes} minutes, then 429`, async () => {
      const ip = freshIp();
      for (let n = 0; n < JOB_APPLICATION_LIMIT.max; n += 1) {
        expect((await client.apply(multipart(applicationFields(dallas, 1, { website: 'robot' }), [png()]), {}, ip)).statusCode).toBe(201);
      }
      const refused = await client.apply(multipart(applicationFields(dallas, 1, { email: 'limited@example.com' }), [png()]), {}, ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'rate_limited', message: expect.stringContaining('Too many applications') });
      expect(await rowsOf('limited@example.com')).toEqual([]);
      expect((await client.apply(multipart(applicationFields(dallas, 1, { email: 'limited@example.com' }), [png()]), {}, freshIp())).statusCode).toBe(201);
    });
  });

  describe('staff', () => {
    let dallasToken: string;
    let adminToken: string;
    let dallasApplication: string;
    let austinApplication: string;

    beforeAll(async () => {
      const staff = staffClient(t.app);
      dallasToken = await staff.signIn(await buildStaff(t.db, { storeIds: [dallas] }));
      adminToken = await staff.signIn(await buildStaff(t.db, { role: 'brand_admin' }));
      dallasApplication = (await client.apply(multipart(applicationFields(dallas, 1, { email: 'staff-dallas@example.com' }), [png()]))).json().id;
      austinApplication = (await client.apply(multipart(applicationFields(austin, 1, { email: 'staff-austin@example.com' }), [{ data: PDF, contentType: 'application/pdf' }]))).json().id;
    });

    it('store staff list their stores’ applications only; another store’s id is a 404', async () => {
      const list = await client.staffList(dallasToken, '?pageSize=100');
      expect(list.statusCode).toBe(200);
      const emails = list.json().data.map((item: { email: string }) => item.email);
      expect(emails).toContain('staff-dallas@example.com');
      expect(emails).not.toContain('staff-austin@example.com');
      expect(list.json().data.find((item: { id: string }) => item.id === dallasApplication)).toMatchObject({
        store: { id: dallas, title: 'Dallas Love Field' },
        positionId: 1,
        name: 'Rosa Fumée',
        days: ['mon', 'sat'],
        file: { kind: 'png', bytes: PNG.length, name: `application-fumee-${dallasApplication.slice(0, 8)}.png` },
      });
      const other = await client.staffList(dallasToken, `?storeId=${austin}`);
      expect(other.statusCode).toBe(404);
      expect(other.json().code).toBe('store_not_found');
    });

    it('store staff download their store’s file as an attachment; another store’s application is a 404', async () => {
      const file = await client.staffFile(dallasToken, dallasApplication);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.headers['content-disposition']).toBe(`attachment; filename="application-fumee-${dallasApplication.slice(0, 8)}.png"`);
      expect(file.headers['cache-control']).toBe('private, no-store');
      expect(file.rawPayload).toEqual(PNG);
      const other = await client.staffFile(dallasToken, austinApplication);
      expect(other.statusCode).toBe(404);
      expect(other.json()).toMatchObject({ code: 'jobs_application_not_found' });
    });

    it('a brand admin lists and downloads every store’s', async () => {
      const list = await client.staffList(adminToken, '?pageSize=100');
      expect(list.json().data.map((item: { id: string }) => item.id)).toEqual(expect.arrayContaining([dallasApplication, austinApplication]));
      const file = await client.staffFile(adminToken, austinApplication);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.rawPayload).toEqual(PDF);
    });

    it('a file gone from storage is a 404, an unknown or malformed id too', async () => {
      const [row] = await t.db.select().from(jobApplications).where(eq(jobApplications.id, austinApplication));
      await rm(join(uploads, row!.fileKey));
      expect((await client.staffFile(adminToken, austinApplication)).json()).toMatchObject({ code: 'jobs_file_not_found' });
      expect((await client.staffFile(adminToken, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
      expect((await client.staffFile(adminToken, 'not-a-uuid')).statusCode).toBe(400);
    });

    it('refuses no token and a customer token with 401, and bad paging with 400', async () => {
      const customerToken = (await signUpAndSignIn(t.app, { email: 'diner-jobs@example.com' })).session.token;
      for (const token of [undefined, customerToken]) {
        expect((await client.staffList(token)).statusCode).toBe(401);
        expect((await client.staffFile(token, dallasApplication)).statusCode).toBe(401);
      }
      expect((await client.staffList(adminToken, '?page=0')).statusCode).toBe(400);
      expect((await client.staffList(adminToken, '?storeId=abc')).statusCode).toBe(400);
    });
  });
});
