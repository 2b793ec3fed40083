/**
 * The content console's blog posts on a real database: a brand admin writes a French draft that
 * the public blog does not show, previews it, publishes it (the French blog shows it, the English
 * does not), schedules another for later (not shown until its time), and unpublishes; loading
 * content/ again then changes none of the posts. Store managers are refused, bad fields
 * answer the form's own messages, every change is audited with before and after.
 */
import { and, desc, eq } from 'drizzle-orm';
import { blogPosts, staffAuditLog } from '@/server/db/schema';
import { buildAuthApp, testClock, type AuthTestApp } from '@/server/auth/test-app';
import { contentGraphqlRequest } from '@/server/graphql/content/test-request';
import { loadContent } from '@/server/seed/load-content';
import { testDatabases } from '@/server/test/databases';
import { buildReferenceData } from '@/server/test/factories';
import { buildStaff, staffClient } from '../test-staff';

const PREFIX = '/online-ordering';
const CLIENT = '198.51.100.9';
const IMAGE = { url: '/images/blog/pit.jpg', alternativeText: 'The pit', width: 1200, height: 800 };
const BLOG = 'query ($locale: String!) { blogPosts(locale: $locale, page: 1, pageSize: 24) { locale posts { slug title } } }';
const ONE = 'query ($locale: String!, $slug: String!) { blogPost(locale: $locale, slug: $slug) { slug title } }';
const PRESS = 'query ($locale: String!) { blogPosts(locale: $locale, page: 1, pageSize: 24, kind: "press") { locale posts { slug title } } }';
const ONE_RELEASE = 'query ($locale: String!, $slug: String!) { blogPost(locale: $locale, slug: $slug, kind: "press") { slug title locale } }';

describe.each(testDatabases())('content console blog posts on %s', (kind) => {
  let t: AuthTestApp;
  let adminToken: string;
  let managerToken: string;

  beforeAll(async () => {
    // The public reads run on the real time: the console's clock starts at it.
    t = await buildAuthApp(kind, { clock: testClock(new Date()) });
    await buildReferenceData(t.db);
    await t.db.insert(blogPosts).values([
      { locale: 'en', slug: 'seed-en', title: 'Seed', publishedOn: '2024-01-02', author: 'Pit crew', excerpt: 'x', body: [], image: IMAGE, checksum: 'x', publishedAt: new Date('2024-01-02T00:00:00Z') },
      { locale: 'fr-ca', slug: 'seed-fr', title: 'Semence', publishedOn: '2024-01-02', author: 'Équipe', excerpt: 'x', body: [], image: IMAGE, checksum: 'x', publishedAt: new Date('2024-01-02T00:00:00Z') },
    ]);
    const staff = staffClient(t.app);
    adminToken = await staff.signIn(await buildStaff(t.db, { role: 'brand_admin' }));
    managerToken = await staff.signIn(await buildStaff(t.db, { role: 'store_manager' }));
  });
  afterAll(() => t.close());

  const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url: `${PREFIX}${url}`, headers: { authorization: `Bearer ${token}` }, payload, remoteAddress: CLIENT });
  const draft = (overrides: object = {}) => ({
    locale: 'fr-ca',
    title: 'La fumée du dimanche',
    slug: 'fumee-du-dimanche',
    date: '2026-11-29',
    author: 'Équipe du fumoir',
    excerpt: 'Ce que le fumoir prépare le dimanche.',
    bodyText: '## Le bois\n\nDu chêne, <b>rien</b> que du chêne.\n\n- poitrine\n- côtes',
    imageUrl: IMAGE.url,
    imageAlt: 'Le fumoir',
    ...overrides,
  });
  const publicSlugs = async (locale: string) => (await contentGraphqlRequest(t.app, BLOG, { locale })).body.data.blogPosts.posts.map((post: { slug: string }) => post.slug);
  const lastAudit = async (subjectId: number) =>
    (await t.db.select().from(staffAuditLog).where(and(eq(staffAuditLog.subjectType, 'blog-post'), eq(staffAuditLog.subjectId, String(subjectId)))).orderBy(desc(staffAuditLog.id)).limit(1))[0]!;

  it('writes a French draft the public blog never shows, then publishes it on the French blog only', async () => {
    const created = await call(adminToken, 'POST', '/admin/content/posts', draft());
    expect(created.statusCode).toBe(201);
    const post = created.json();
    expect(post).toMatchObject({ locale: 'fr-ca', status: 'draft', publishedAt: null, image: { url: IMAGE.url, alternativeText: 'Le fumoir' } });
    // Markup typed in the body stays text: the blocks hold it as characters, never as HTML.
    expect(post.body).toEqual([
      { type: 'heading', text: 'Le bois' },
      { type: 'paragraph', text: 'Du chêne, <b>rien</b> que du chêne.' },
      { type: 'list', items: ['poitrine', 'côtes'] },
    ]);
    expect(await publicSlugs('fr-CA')).not.toContain('fumee-du-dimanche');
    expect((await contentGraphqlRequest(t.app, ONE, { locale: 'fr-CA', slug: 'fumee-du-dimanche' })).body.data.blogPost).toBeNull();
    const audit = await lastAudit(post.id);
    expect(audit).toMatchObject({ action: 'content-post-create', before: null, clientAddress: CLIENT });

    // The preview reads the draft whatever its status.
    expect((await call(adminToken, 'GET', `/admin/content/posts/${post.id}`)).json()).toMatchObject({ title: 'La fumée du dimanche', status: 'draft' });

    const published = await call(adminToken, 'POST', `/admin/content/posts/${post.id}/publish`, {});
    expect(published.statusCode).toBe(200);
    expect(published.json().status).toBe('published');
    expect(await publicSlugs('fr-CA')).toEqual(expect.arrayContaining(['fumee-du-dimanche', 'seed-fr']));
    expect(await publicSlugs('en-US')).not.toContain('fumee-du-dimanche');
    expect((await lastAudit(post.id)).before).toMatchObject({ publishedAt: null });

    const unpublished = await call(adminToken, 'POST', `/admin/content/posts/${post.id}/unpublish`);
    expect(unpublished.json().status).toBe('draft');
    expect(await publicSlugs('fr-CA')).not.toContain('fumee-du-dimanche');
    expect((await call(adminToken, 'POST', `/admin/content/posts/${post.id}/unpublish`)).json().code).toBe('staff_content_already_draft');
  });

  it('schedules a post: listed as scheduled, not public before its time', async () => {
    const post = (await call(adminToken, 'POST', '/admin/content/posts', draft({ locale: 'en', slug: 'later', title: 'Later' }))).json();
    const at = new Date(Date.now() + 3600_000).toISOString();
    const scheduled = await call(adminToken, 'POST', `/admin/content/posts/${post.id}/publish`, { at });
    expect(scheduled.json()).toMatchObject({ status: 'scheduled', publishedAt: at });
    expect(await publicSlugs('en')).not.toContain('later');
    const listed = (await call(adminToken, 'GET', '/admin/content/posts?locale=en&status=scheduled')).json();
    expect(listed.posts.map((row: { slug: string }) => row.slug)).toEqual(['later']);
    expect(listed.images).toEqual([IMAGE]);
  });

  it('writes a French press release with the same editor: served as press only once published, never on the blog', async () => {
    const pressSlugs = async (locale: string) => (await contentGraphqlRequest(t.app, PRESS, { locale })).body.data.blogPosts.posts.map((post: { slug: string }) => post.slug);
    const created = await call(adminToken, 'POST', '/admin/content/posts', draft({ kind: 'press', slug: 'nouveau-fumoir', title: 'Un nouveau fumoir à Montréal' }));
    expect(created.statusCode).toBe(201);
    const release = created.json();
    expect(release).toMatchObject({ kind: 'press', locale: 'fr-ca', status: 'draft' });
    expect((await lastAudit(release.id)).after).toMatchObject({ kind: 'press', slug: 'nouveau-fumoir' });
    expect(await pressSlugs('fr-CA')).not.toContain('nouveau-fumoir');

    await call(adminToken, 'POST', `/admin/content/posts/${release.id}/publish`, {});
    expect(await pressSlugs('fr-CA')).toEqual(['nouveau-fumoir']);
    expect(await publicSlugs('fr-CA')).not.toContain('nouveau-fumoir');
    expect((await contentGraphqlRequest(t.app, ONE_RELEASE, { locale: 'fr-CA', slug: 'nouveau-fumoir' })).body.data.blogPost).toEqual({ slug: 'nouveau-fumoir', title: 'Un nouveau fumoir à Montréal', locale: 'fr-ca' });
    expect((await contentGraphqlRequest(t.app, ONE, { locale: 'fr-CA', slug: 'nouveau-fumoir' })).body.data.blogPost).toBeNull();
    expect((await contentGraphqlRequest(t.app, ONE_RELEASE, { locale: 'fr-CA', slug: 'seed-fr' })).body.data.blogPost).toBeNull();

    // An edit without a kind keeps it; the list filters by kind.
    const edited = await call(adminToken, 'PUT', `/admin/content/posts/${release.id}`, draft({ slug: 'nouveau-fumoir', title: 'Un fumoir à Montréal' }));
    expect(edited.json()).toMatchObject({ kind: 'press', status: 'published', title: 'Un fumoir à Montréal' });
    const listed = (await call(adminToken, 'GET', '/admin/content/posts?kind=press')).json();
    expect(listed.posts.map((post: { slug: string; kind: string }) => [post.slug, post.kind])).toEqual([['nouveau-fumoir', 'press']]);
    expect(listed.images).toContainEqual(IMAGE);

    await call(adminToken, 'POST', `/admin/content/posts/${release.id}/unpublish`);
    expect(await pressSlugs('fr-CA')).not.toContain('nouveau-fumoir');
    const badKind = await call(adminToken, 'POST', '/admin/content/posts', draft({ kind: 'news', slug: 'z' }));
    expect(badKind.statusCode).toBe(400);
    const unknown = await contentGraphqlRequest(t.app, 'query { blogPosts(locale: "en", page: 1, kind: "news") { total } }', {});
    expect(unknown.body.errors[0].message).toBe('Unknown post kind "news": use one of blog, press');
  });

  it('refuses a publishing time that has passed, in words, and leaves the post a draft', async () => {
    const post = (await call(adminToken, 'POST', '/admin/content/posts', draft({ locale: 'en', slug: 'too-late', title: 'Too late' }))).json();
    const refused = await call(adminToken, 'POST', `/admin/content/posts/${post.id}/publish`, { at: new Date(Date.now() - 3600_000).toISOString() });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'staff_content_publish_at_past', message: 'That time has passed: choose a publishing time still to come, or publish now' });
    expect((await call(adminToken, 'GET', `/admin/content/posts/${post.id}`)).json().status).toBe('draft');
  });

  it('answers a field problem with the form’s own message and code, and a taken slug with 409', async () => {
    const bad = await call(adminToken, 'POST', '/admin/content/posts', draft({ slug: 'Fumée Du Dimanche' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'staff_content_slug_invalid' });
    const day = await call(adminToken, 'POST', '/admin/content/posts', draft({ slug: 'x', date: '2026-02-30' }));
    expect(day.json().code).toBe('staff_content_date_invalid');
    const taken = await call(adminToken, 'POST', '/admin/content/posts', draft({ slug: 'seed-fr' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'staff_content_slug_taken', params: { locale: 'fr-ca', slug: 'seed-fr' } });
    const picture = await call(adminToken, 'POST', '/admin/content/posts', draft({ slug: 'y', imageUrl: 'https://elsewhere.example/x.jpg' }));
    expect(picture.json().code).toBe('staff_content_image_unknown');
    expect((await call(adminToken, 'GET', '/admin/content/posts/999999')).statusCode).toBe(404);
  });

  it('refuses anyone but a brand admin', async () => {
    const refused = await call(managerToken, 'GET', '/admin/content/posts');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('staff_content_admins_only');
  });

  it('keeps the blog as the console left it when content/ is loaded again (the database is the source)', async () => {
    const [seed] = await t.db.select().from(blogPosts).where(eq(blogPosts.slug, 'seed-en'));
    const changed = await call(adminToken, 'PUT', `/admin/content/posts/${seed!.id}`, { ...draft({ locale: 'en', slug: 'seed-en', title: 'Seed, edited' }) });
    expect(changed.statusCode).toBe(200);
    expect((await lastAudit(seed!.id)).before).toMatchObject({ title: 'Seed' });
    const before = await t.db.select().from(blogPosts).orderBy(blogPosts.id);
    expect((await loadContent(t.db)).postsWritten).toBe(0);
    expect(await t.db.select().from(blogPosts).orderBy(blogPosts.id)).toEqual(before);
    const [kept] = await t.db.select().from(blogPosts).where(eq(blogPosts.id, seed!.id));
    expect(kept).toMatchObject({ title: 'Seed, edited', origin: 'console' });
  });
});
