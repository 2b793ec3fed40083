/**
 * The content console's list entries on a real database loaded from content/: a brand admin
 * writes a French deal that the deals page does not show, publishes it (the French page shows it
 * last, the English does not), moves it up, unpublishes it; a FAQ question and a press release
 * reach their pages the same way. Store managers are refused, bad fields answer the form's own
 * codes, every change is audited with before and after, and loading content/ again changes none of it.
 */
import { and, desc, eq } from 'drizzle-orm';
import { contentEntries, staffAuditLog } from '@/server/db/schema';
import { buildAuthApp, testClock, type AuthTestApp } from '@/server/auth/test-app';
import { contentGraphqlRequest } from '@/server/graphql/content/test-request';
import { loadContent } from '@/server/seed/load-content';
import { testDatabases } from '@/server/test/databases';
import { buildReferenceData } from '@/server/test/factories';
import { buildStaff, staffClient } from '../test-staff';

const PREFIX = '/online-ordering';
const CLIENT = '198.51.100.10';
const DOCUMENT = 'query ($kind: String!, $locale: String!) { content(kind: $kind, locale: $locale) { locale data } }';

describe.each(testDatabases())('content console list entries on %s', (kind) => {
  let t: AuthTestApp;
  let adminToken: string;
  let managerToken: string;

  beforeAll(async () => {
    // The public reads run on the real time: the console's clock starts at it.
    const start = new Date();
    t = await buildAuthApp(kind, { clock: testClock(start) });
    await buildReferenceData(t.db);
    await loadContent(t.db, undefined, start);
    const staff = staffClient(t.app);
    adminToken = await staff.signIn(await buildStaff(t.db, { role: 'brand_admin' }));
    managerToken = await staff.signIn(await buildStaff(t.db, { role: 'store_manager' }));
  });
  afterAll(() => t.close());

  const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url: `${PREFIX}${url}`, headers: { authorization: `Bearer ${token}` }, payload, remoteAddress: CLIENT });
  const publicList = async (documentKind: string, list: string, locale: string) =>
    (await contentGraphqlRequest(t.app, DOCUMENT, { kind: documentKind, locale })).body.data.content.data[list] as Record<string, unknown>[];
  const lastAudit = async (subjectId: number) =>
    (await t.db.select().from(staffAuditLog).where(and(eq(staffAuditLog.subjectType, 'content-entry'), eq(staffAuditLog.subjectId, String(subjectId)))).orderBy(desc(staffAuditLog.id)).limit(1))[0]!;
  const dealFields = async (overrides: object = {}) => {
    const { images } = (await call(adminToken, 'GET', '/admin/content/entries?kind=deal&locale=fr-ca')).json();
    return {
      title: 'Poitrine du mardi',
      description: 'Une demi-livre de poitrine au prix d’un sandwich, tous les mardis.',
      terms: 'Restaurants participants. Jusqu’à épuisement.',
      ctaLabel: 'Commander',
      ctaUrl: '/order-now',
      imageUrl: images[0].url,
      imageAlt: 'Une assiette de poitrine',
      ...overrides,
    };
  };

  it('writes a French deal as a draft, publishes it last on the French deals page only, moves it up, unpublishes it', async () => {
    const listed = (await call(adminToken, 'GET', '/admin/content/entries?kind=deal&locale=fr-ca')).json();
    expect(listed.entries.length).toBeGreaterThan(1);
    expect(listed.entries.every((entry: { status: string }) => entry.status === 'published')).toBe(true);
    const frenchBefore = await publicList('currentDeals', 'deals', 'fr-CA');

    const created = await call(adminToken, 'POST', '/admin/content/entries', { kind: 'deal', locale: 'fr-ca', fields: await dealFields() });
    expect(created.statusCode).toBe(201);
    const deal = created.json();
    expect(deal).toMatchObject({ kind: 'deal', locale: 'fr-ca', status: 'draft', publishedAt: null, fields: { title: 'Poitrine du mardi', ctaUrl: '/order-now' } });
    expect(deal.position).toBe(Math.max(...listed.entries.map((entry: { position: number }) => entry.position)) + 1);
    expect(await publicList('currentDeals', 'deals', 'fr-CA')).toEqual(frenchBefore);
    expect(await lastAudit(deal.id)).toMatchObject({ action: 'content-entry-create', before: null, clientAddress: CLIENT });

    const published = await call(adminToken, 'POST', `/admin/content/entries/${deal.id}/publish`, {});
    expect(published.json().status).toBe('published');
    const french = await publicList('currentDeals', 'deals', 'fr-CA');
    expect(french.at(-1)).toMatchObject({ id: deal.position, title: 'Poitrine du mardi', cta: { label: 'Commander', url: '/order-now' }, image: { alternativeText: 'Une assiette de poitrine' } });
    expect((await publicList('currentDeals', 'deals', 'en-US')).map((item) => item.title)).not.toContain('Poitrine du mardi');
    expect((await lastAudit(deal.id)).before).toMatchObject({ publishedAt: null });

    const moved = await call(adminToken, 'POST', `/admin/content/entries/${deal.id}/move`, { direction: 'up' });
    expect(moved.statusCode).toBe(200);
    expect((await publicList('currentDeals', 'deals', 'fr-CA')).at(-2)).toMatchObject({ title: 'Poitrine du mardi' });
    expect((await call(adminToken, 'POST', `/admin/content/entries/${listed.entries[0].id}/move`, { direction: 'up' })).json().code).toBe('staff_content_entry_at_edge');

    const edited = await call(adminToken, 'PUT', `/admin/content/entries/${deal.id}`, { fields: await dealFields({ title: 'Poitrine du mercredi' }) });
    expect(edited.json()).toMatchObject({ status: 'published', position: moved.json().position });
    expect((await publicList('currentDeals', 'deals', 'fr-CA')).map((item) => item.title)).toContain('Poitrine du mercredi');

    expect((await call(adminToken, 'POST', `/admin/content/entries/${deal.id}/unpublish`)).json().status).toBe('draft');
    expect((await publicList('currentDeals', 'deals', 'fr-CA')).map((item) => item.title)).not.toContain('Poitrine du mercredi');
    expect((await call(adminToken, 'POST', `/admin/content/entries/${deal.id}/unpublish`)).json().code).toBe('staff_content_entry_already_draft');
  });

  it('publishes a FAQ question and a press release on their pages; a scheduled one waits for its time', async () => {
    const question = (await call(adminToken, 'POST', '/admin/content/entries', { kind: 'faq', locale: 'en', fields: { question: 'Do you smoke on site?', answer: 'Every day, over hickory.' } })).json();
    await call(adminToken, 'POST', `/admin/content/entries/${question.id}/publish`, {});
    expect((await publicList('cateringFaq', 'entries', 'en')).at(-1)).toEqual({ id: question.position, question: 'Do you smoke on site?', answer: 'Every day, over hickory.' });

    const release = { date: '2026-11-30', title: 'A new pit in Tulsa', summary: 'The chain’s first Oklahoma pit opens.', url: 'https://press.example/tulsa' };
    const created = (await call(adminToken, 'POST', '/admin/content/entries', { kind: 'press', locale: 'ja-jp', fields: release })).json();
    const at = new Date(Date.now() + 3600_000).toISOString();
    expect((await call(adminToken, 'POST', `/admin/content/entries/${created.id}/publish`, { at })).json()).toMatchObject({ status: 'scheduled', publishedAt: at });
    expect((await publicList('press', 'releases', 'ja-JP')).map((item) => item.title)).not.toContain(release.title);
    await t.db.update(contentEntries).set({ publishedAt: new Date(Date.now() - 1000) }).where(eq(contentEntries.id, created.id));
    expect((await publicList('press', 'releases', 'ja-JP')).at(-1)).toEqual({ id: created.position, ...release });
  });

  it('schedules an entry and calls the schedule off; a time that has passed is refused in words and changes nothing', async () => {
    const fields = { question: 'Do you cater on Sundays?', answer: 'Yes, with a day’s notice.' };
    const created = (await call(adminToken, 'POST', '/admin/content/entries', { kind: 'faq', locale: 'es-mx', fields })).json();
    const past = await call(adminToken, 'POST', `/admin/content/entries/${created.id}/publish`, { at: new Date(Date.now() - 2 * 60_000).toISOString() });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ code: 'staff_content_publish_at_past', message: 'That time has passed: choose a publishing time still to come, or publish now' });
    expect((await lastAudit(created.id)).action).toBe('content-entry-create');

    const at = new Date(Date.now() + 86_400_000).toISOString();
    const scheduled = await call(adminToken, 'POST', `/admin/content/entries/${created.id}/publish`, { at });
    expect(scheduled.json()).toMatchObject({ status: 'scheduled', publishedAt: at });
    expect((await lastAudit(created.id)).after).toMatchObject({ publishedAt: at });
    const listed = (await call(adminToken, 'GET', '/admin/content/entries?kind=faq&locale=es-mx')).json();
    expect(listed.entries.find((entry: { id: number }) => entry.id === created.id)).toMatchObject({ status: 'scheduled', publishedAt: at });
    expect((await publicList('cateringFaq', 'entries', 'es-MX')).map((item) => item.question)).not.toContain(fields.question);

    const cancelled = await call(adminToken, 'POST', `/admin/content/entries/${created.id}/unpublish`);
    expect(cancelled.json()).toMatchObject({ status: 'draft', publishedAt: null });
    const audit = await lastAudit(created.id);
    expect(audit).toMatchObject({ action: 'content-entry-unpublish', before: { publishedAt: at }, after: { publishedAt: null } });
  });

  it('answers a field problem with the form’s own code, and an unknown entry with 404', async () => {
    const post = (fields: object, entryKind = 'deal') => call(adminToken, 'POST', '/admin/content/entries', { kind: entryKind, locale: 'en', fields });
    expect((await post({ question: 'Why?', answer: '  ' }, 'faq')).json()).toMatchObject({ code: 'staff_content_entry_field_required', params: { field: 'answer' } });
    expect((await post(await dealFields({ ctaUrl: 'javascript:alert(1)' }))).json().code).toBe('staff_content_entry_link_invalid');
    expect((await post(await dealFields({ imageUrl: 'https://elsewhere.example/x.jpg' }))).json().code).toBe('staff_content_deal_image_unknown');
    const badDay = await post({ date: '2026-02-30', title: 'x', summary: 'y', url: '/press' }, 'press');
    expect(badDay.statusCode).toBe(400);
    expect(badDay.json().code).toBe('staff_content_entry_date_invalid');
    const unknown = await call(adminToken, 'PUT', '/admin/content/entries/999999', { fields: {} });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('staff_content_entry_not_found');
  });

  it('gives two entries written at once into one list each its own place', async () => {
    const write = (question: string) => call(adminToken, 'POST', '/admin/content/entries', { kind: 'faq', locale: 'fr-ca', fields: { question, answer: 'Oui.' } });
    const answers = await Promise.all([write('Livrez-vous le dimanche ?'), write('Livrez-vous le lundi ?')]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(new Set(answers.map((answer) => answer.json().position)).size).toBe(2);
  });

  it('refuses anyone but a brand admin', async () => {
    const refused = await call(managerToken, 'GET', '/admin/content/entries?kind=faq&locale=en');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('staff_content_admins_only');
  });

  it('keeps the lists as the console left them when content/ is loaded again', async () => {
    const before = await t.db.select().from(contentEntries).orderBy(contentEntries.id);
    expect((await loadContent(t.db)).entriesWritten).toBe(0);
    expect(await t.db.select().from(contentEntries).orderBy(contentEntries.id)).toEqual(before);
  });
});
