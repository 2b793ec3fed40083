/**
 * The content console's documents on a real database loaded from content/: a brand admin changes
 * a French footer link in a draft (diners still read the published footer), publishes it (the
 * French footer shows it, the English does not), schedules the next draft (read once its time has
 * come, then settled by the job), unpublishes a Spanish page that started from the English (its
 * readers get English). The English cannot be unpublished, bad fields answer the form's own codes,
 * store managers are refused, every change is audited, and loading content/ again changes none of it.
 */
import { and, desc, eq } from 'drizzle-orm';
import { contentDocuments, staffAuditLog } from '@/server/db/schema';
import { buildAuthApp, testClock, type AuthTestApp } from '@/server/auth/test-app';
import { contentGraphqlRequest } from '@/server/graphql/content/test-request';
import { loadContent } from '@/server/seed/load-content';
import { testDatabases } from '@/server/test/databases';
import { buildReferenceData } from '@/server/test/factories';
import { buildStaff, staffClient } from '../test-staff';
import { contentScheduleJob } from './routes';

const PREFIX = '/online-ordering';
const CLIENT = '198.51.100.11';
const DOCUMENT = 'query ($kind: String!, $locale: String!) { content(kind: $kind, locale: $locale) { locale fallback data } }';
const LINK = 'topFooter.0.columnLinks.0.title';

type Field = { path: string; value: unknown };

describe.each(testDatabases())('content console documents on %s', (kind) => {
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
  const publicDocument = async (documentKind: string, locale: string) =>
    (await contentGraphqlRequest(t.app, DOCUMENT, { kind: documentKind, locale })).body.data.content as { locale: string; fallback: boolean; data: Record<string, unknown> };
  const firstLinkTitle = (data: Record<string, unknown>) => (data.topFooter as { columnLinks: { title: string }[] }[])[0]!.columnLinks[0]!.title;
  const lastAudit = async () =>
    (await t.db.select().from(staffAuditLog).where(eq(staffAuditLog.subjectType, 'content-document')).orderBy(desc(staffAuditLog.id)).limit(1))[0]!;
  const valueOf = (fields: Field[], path: string) => fields.find((field) => field.path === path)?.value;

  it('lists every document of a locale with where it stands', async () => {
    const listed = await call(adminToken, 'GET', '/admin/content/documents?locale=fr-ca');
    expect(listed.statusCode).toBe(200);
    const { documents } = listed.json();
    expect(documents.map((document: { kind: string }) => document.kind)).toEqual(expect.arrayContaining(['ourStory', 'home', 'cateringServices', 'footer', 'navigation']));
    expect(documents.find((document: { kind: string }) => document.kind === 'footer')).toMatchObject({ status: 'published', hasDraft: false, stored: true, draftPublishAt: null });
  });

  it('keeps a French footer change as a draft, then publishes it on the French footer only', async () => {
    const publishedTitle = firstLinkTitle((await publicDocument('footer', 'fr-CA')).data);
    const saved = await call(adminToken, 'PUT', '/admin/content/documents/footer/fr-ca/draft', { fields: [{ path: LINK, value: '  Notre carte fumée ' }] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ status: 'published', hasDraft: true });
    expect(valueOf(saved.json().fields, LINK)).toBe('Notre carte fumée');
    expect(valueOf(saved.json().publishedFields, LINK)).toBe(publishedTitle);
    expect(firstLinkTitle((await publicDocument('footer', 'fr-CA')).data)).toBe(publishedTitle);
    expect(await lastAudit()).toMatchObject({ action: 'content-document-draft', clientAddress: CLIENT, after: { kind: 'footer', locale: 'fr-ca' } });

    const published = await call(adminToken, 'POST', '/admin/content/documents/footer/fr-ca/publish', {});
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ status: 'published', hasDraft: false });
    expect(firstLinkTitle((await publicDocument('footer', 'fr-CA')).data)).toBe('Notre carte fumée');
    expect(firstLinkTitle((await publicDocument('footer', 'en-US')).data)).not.toBe('Notre carte fumée');
    const audit = await lastAudit();
    expect(audit.action).toBe('content-document-publish');
    expect(firstLinkTitle((audit.after as { data: Record<string, unknown> }).data)).toBe('Notre carte fumée');
  });

  it('reads a scheduled draft once its time has come, and the job settles it as the published text', async () => {
    await call(adminToken, 'PUT', '/admin/content/documents/footer/fr-ca/draft', { fields: [{ path: LINK, value: 'Le menu du printemps' }] });
    // The public reads run on the real time, which has moved on since the console's clock was set.
    const at = new Date(Date.now() + 2000);
    const scheduled = await call(adminToken, 'POST', '/admin/content/documents/footer/fr-ca/publish', { at: at.toISOString() });
    expect(scheduled.json()).toMatchObject({ status: 'published', hasDraft: true, draftPublishAt: at.toISOString() });
    expect(firstLinkTitle((await publicDocument('footer', 'fr-CA')).data)).toBe('Notre carte fumée');

    await new Promise((resolve) => setTimeout(resolve, Math.max(0, at.getTime() - Date.now()) + 100));
    expect(firstLinkTitle((await publicDocument('footer', 'fr-CA')).data)).toBe('Le menu du printemps');
    const announced: string[][] = [];
    const job = contentScheduleJob({ publish: async (keys: readonly string[]) => void announced.push([...keys]) } as never);
    expect(await job.run({ db: t.db, now: new Date(at.getTime() + 1), log: t.app.log })).toEqual({ published: 1 });
    expect(announced).toEqual([['content']]);
    const [row] = await t.db.select().from(contentDocuments).where(and(eq(contentDocuments.kind, 'footer'), eq(contentDocuments.locale, 'fr-ca')));
    expect(row).toMatchObject({ draft: null, draftPublishAt: null, publishedAt: at });
    expect(await job.run({ db: t.db, now: new Date(at.getTime() + 2), log: t.app.log })).toEqual({ published: 0 });
  });

  it('calls a schedule off, keeping the published text and the draft', async () => {
    await call(adminToken, 'PUT', '/admin/content/documents/navigation/fr-ca/draft', { fields: [{ path: 'main.0.title', value: 'Au menu' }] });
    const at = new Date(t.clock.now().getTime() + 3_600_000).toISOString();
    await call(adminToken, 'POST', '/admin/content/documents/navigation/fr-ca/publish', { at });
    const cancelled = await call(adminToken, 'POST', '/admin/content/documents/navigation/fr-ca/unpublish');
    expect(cancelled.json()).toMatchObject({ status: 'published', hasDraft: true, draftPublishAt: null });
    expect(valueOf(cancelled.json().fields, 'main.0.title')).toBe('Au menu');
  });

  it('starts a translation from the English, and unpublishing it gives its readers English again', async () => {
    const opened = (await call(adminToken, 'GET', '/admin/content/documents/ourStory/es-mx')).json();
    expect(opened).toMatchObject({ stored: false, status: 'draft', publishedFields: [] });
    const english = (await publicDocument('ourStory', 'en-US')).data;
    expect(valueOf(opened.fields, 'heading')).toBe(english.heading);

    await call(adminToken, 'PUT', '/admin/content/documents/ourStory/es-mx/draft', { fields: [{ path: 'heading', value: 'Nuestra historia' }] });
    expect(await publicDocument('ourStory', 'es-MX')).toMatchObject({ locale: 'en', fallback: true });
    await call(adminToken, 'POST', '/admin/content/documents/ourStory/es-mx/publish', {});
    expect(await publicDocument('ourStory', 'es-MX')).toMatchObject({ locale: 'es-mx', fallback: false, data: { heading: 'Nuestra historia' } });

    const unpublished = await call(adminToken, 'POST', '/admin/content/documents/ourStory/es-mx/unpublish');
    expect(unpublished.json()).toMatchObject({ status: 'draft', publishedAt: null, hasDraft: true });
    expect(await publicDocument('ourStory', 'es-MX')).toMatchObject({ locale: 'en', fallback: true });
    const again = await call(adminToken, 'POST', '/admin/content/documents/ourStory/es-mx/unpublish');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('staff_content_document_not_published');
  });

  it('never unpublishes the English, which every language falls back to', async () => {
    const refused = await call(adminToken, 'POST', '/admin/content/documents/footer/en/unpublish');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'staff_content_document_base_locale', error: expect.any(String) });
  });

  it('answers a field problem with the form’s own code, and a time past or a kind unknown with 400', async () => {
    const draft = (fields: Field[]) => call(adminToken, 'PUT', '/admin/content/documents/footer/en/draft', { fields });
    expect((await draft([{ path: LINK, value: '  ' }])).json()).toMatchObject({ code: 'staff_content_document_field_required', params: { field: LINK } });
    expect((await draft([{ path: 'topFooter.0.columnLinks.0.url', value: 'javascript:alert(1)' }])).json().code).toBe('staff_content_document_link_invalid');
    expect((await draft([{ path: 'topFooter.99.columnTitle', value: 'x' }])).json().code).toBe('staff_content_document_field_unknown');
    expect((await draft([{ path: 'topFooter.0.showOnCanadaSite', value: 'yes' }])).json().code).toBe('staff_content_document_field_type');
    const past = await call(adminToken, 'POST', '/admin/content/documents/footer/en/publish', { at: '2020-01-01T00:00:00Z' });
    expect(past.statusCode).toBe(400);
    expect(past.json().code).toBe('staff_content_publish_at_past');
    expect((await call(adminToken, 'GET', '/admin/content/documents/pageMeta/en')).statusCode).toBe(400);
    expect((await call(adminToken, 'GET', '/admin/content/documents/footer/de-de')).statusCode).toBe(400);
  });

  it('refuses anyone but a brand admin', async () => {
    const refused = await call(managerToken, 'GET', '/admin/content/documents?locale=en');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('staff_content_admins_only');
    expect((await call(managerToken, 'PUT', '/admin/content/documents/footer/en/draft', { fields: [{ path: LINK, value: 'x' }] })).statusCode).toBe(403);
  });

  it('keeps the documents as the console left them when content/ is loaded again', async () => {
    const before = await t.db.select().from(contentDocuments).orderBy(contentDocuments.id);
    expect((await loadContent(t.db)).documentsWritten).toBe(0);
    expect(await t.db.select().from(contentDocuments).orderBy(contentDocuments.id)).toEqual(before);
  });
});
