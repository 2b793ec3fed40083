import { CONTENT_KINDS, getContent, type ContentKind } from '@/content';
import { build, testDatabases, type TestApp } from '@/server/test/build-app';
import { loadContent } from '@/server/seed/load-content';
import { contentGraphqlRequest as gql } from './test-request';

const KINDS_FR_CA_LACKS: ContentKind[] = ['privacyPolicy', 'ccpaPolicy', 'cookiePolicy'];

describe.each(testDatabases())('the content GraphQL on %s', (kind) => {
  let context: TestApp;
  beforeAll(async () => {
    context = await build(kind);
    await loadContent(context.db);
  });
  afterAll(() => context?.close());

  const CONTENT = 'query ($kind: String!, $locale: String!) { content(kind: $kind, locale: $locale) { kind locale fallback data } }';

  describe('content(kind, locale)', () => {
    it.each([
      ['en-us', 'en', false],
      ['en', 'en', false],
      ['fr-CA', 'fr-ca', false],
      ['fr', 'fr-ca', false],
      ['ja-jp', 'ja-jp', false],
      ['pt-br', 'pt-br', false],
      ['de-de', 'en', true],
      ['', 'en', true],
      ['<script>', 'en', true],
    ])('footer in %j is served from %s (fallback %s)', async (locale, served, fallback) => {
      const { body } = await gql(context.app, CONTENT, { kind: 'footer', locale });
      expect(body.errors).toBeUndefined();
      expect(body.data.content).toEqual({ kind: 'footer', locale: served, fallback, data: getContent('footer', served) });
    });

    it.each(KINDS_FR_CA_LACKS)('%s, which French has no translation of, falls back to English', async (kindName) => {
      const { body } = await gql(context.app, CONTENT, { kind: kindName, locale: 'fr-ca' });
      expect(body.data.content).toMatchObject({ locale: 'en', fallback: true });
      expect(body.data.content.data).toEqual(getContent(kindName, 'en'));
    });

    it('serves every kind in every locale exactly as content/ has it', async () => {
      for (const kindName of CONTENT_KINDS.filter((name) => name !== 'blogPosts')) {
        for (const locale of ['en', 'fr-ca', 'ja-jp', 'pt-br', 'es-mx']) {
          const { body } = await gql(context.app, CONTENT, { kind: kindName, locale });
          expect({ kindName, locale, data: body.data.content.data }).toEqual({ kindName, locale, data: getContent(kindName, locale) });
        }
      }
    });

    it('serves blogPosts as the whole list, newest first', async () => {
      const { body } = await gql(context.app, CONTENT, { kind: 'blogPosts', locale: 'ja' });
      const posts = body.data.content.data as { slug: string; date: string; title: string }[];
      expect(body.data.content).toMatchObject({ locale: 'ja-jp', fallback: false });
      expect(posts.map((post) => post.slug).sort()).toEqual(getContent('blogPosts', 'ja-jp').map((post) => post.slug).sort());
      expect(posts.map((post) => post.date)).toEqual([...posts.map((post) => post.date)].sort().reverse());
    });

    it.each([
      ['menu', 'menu'],
      ['__proto__', '__proto__'],
      ['constructor', 'constructor'],
      ['a 500-character name', 'x'.repeat(500)],
    ])('refuses the unknown kind %s with a message naming it', async (_label, kindName) => {
      const { response, body } = await gql(context.app, CONTENT, { kind: kindName, locale: 'en' });
      expect(response.statusCode).toBe(200);
      expect(body.data).toBeNull();
      expect(body.errors).toHaveLength(1);
      expect(body.errors[0].message).toMatch(/^Unknown content kind ".+": use one of footer, navigation, pageMeta/);
      expect(body.errors[0].message.length).toBeLessThan(400);
    });
  });

  describe('pageMeta(route, locale)', () => {
    const PAGE_META = `query ($route: String!, $locale: String!) {
      pageMeta(route: $route, locale: $locale) {
        route title description keywords ogTitle ogDescription preventIndexing locale fallback
        ogImage { url width height } breadcrumbs { name path }
      }
    }`;

    it.each([
      ['/', 'en-us', 'en', false],
      ['/catering/faq', 'fr-ca', 'fr-ca', false],
      ['/press/blog/[slug]', 'ja', 'ja-jp', false],
      ['/login', 'pt-br', 'en', true],
      ['/menu', 'zz', 'en', true],
    ])('%s in %s comes from %s', async (route, locale, served, fallback) => {
      const { body } = await gql(context.app, PAGE_META, { route, locale });
      const expected = getContent('pageMeta', served)[route]!;
      expect(body.errors).toBeUndefined();
      expect(body.data.pageMeta).toEqual({
        route,
        locale: served,
        fallback,
        title: expected.title,
        description: expected.description,
        keywords: expected.keywords,
        ogTitle: expected.ogTitle,
        ogDescription: expected.ogDescription,
        preventIndexing: expected.preventIndexing,
        ogImage: expected.ogImage,
        breadcrumbs: expected.breadcrumbs,
      });
    });

    it.each(['/no-such-page', '', '__proto__', 'constructor', 'toString'])('is null for the unknown route %j', async (route) => {
      const { body } = await gql(context.app, PAGE_META, { route, locale: 'en' });
      expect(body).toEqual({ data: { pageMeta: null } });
    });
  });

  describe('blogPosts(locale, page, pageSize)', () => {
    const BLOG = `query ($locale: String!, $page: Int!, $pageSize: Int) {
      blogPosts(locale: $locale, page: $page, pageSize: $pageSize) {
        page pageCount total pageSize locale fallback posts { slug title date author excerpt image { url alternativeText width height } }
      }
    }`;
    const englishTotal = getContent('blogPosts', 'en').length;

    it('has twelve English posts to page through', () => {
      expect(englishTotal).toBe(12);
    });

    it.each([
      // page, pageSize, expected posts on the page, pageCount
      [1, undefined, 6, 2],
      [2, undefined, 6, 2],
      [3, undefined, 0, 2],
      [0, undefined, 0, 2],
      [-4, undefined, 0, 2],
      [2147483647, undefined, 0, 2],
      [1, 5, 5, 3],
      [3, 5, 2, 3],
      [1, 24, 12, 1],
      [2, 24, 0, 1],
      [12, 1, 1, 12],
    ])('page %d of size %s holds %d posts of %d pages', async (page, pageSize, count, pageCount) => {
      const { body } = await gql(context.app, BLOG, { locale: 'en-us', page, pageSize });
      expect(body.errors).toBeUndefined();
      expect(body.data.blogPosts).toMatchObject({ page, pageCount, total: 12, pageSize: pageSize ?? 6, locale: 'en', fallback: false });
      expect(body.data.blogPosts.posts).toHaveLength(count);
    });

    it('lists every post once across the pages, newest first, without bodies', async () => {
      const pages = await Promise.all([1, 2].map((page) => gql(context.app, BLOG, { locale: 'en', page })));
      const posts = pages.flatMap(({ body }) => body.data.blogPosts.posts as { slug: string; date: string }[]);
      expect(new Set(posts.map((post) => post.slug)).size).toBe(12);
      expect(posts.map((post) => post.date)).toEqual([...posts.map((post) => post.date)].sort().reverse());
      const first = getContent('blogPosts', 'en').find((post) => post.slug === posts[0]!.slug)!;
      expect(posts[0]).toEqual({ slug: first.slug, title: first.title, date: first.date, author: first.author, excerpt: first.excerpt, image: first.image });
    });

    it.each([
      ['fr-ca', 'fr-ca', false],
      ['ja-JP', 'ja-jp', false],
      ['pt-br', 'en', true],
      ['klingon', 'en', true],
    ])('in %s serves the %s posts (fallback %s)', async (locale, served, fallback) => {
      const { body } = await gql(context.app, BLOG, { locale, page: 1 });
      expect(body.data.blogPosts).toMatchObject({ locale: served, fallback, total: getContent('blogPosts', served).length });
      const titles = new Set(getContent('blogPosts', served).map((post) => post.title));
      for (const post of body.data.blogPosts.posts) expect(titles.has(post.title)).toBe(true);
    });

    it.each([0, -1, 25, 1000])('refuses pageSize %d with a message giving the range', async (pageSize) => {
      const { body } = await gql(context.app, BLOG, { locale: 'en', page: 1, pageSize });
      expect(body.data).toBeNull();
      expect(body.errors.map((error: { message: string }) => error.message)).toEqual([`pageSize must be between 1 and 24, got ${pageSize}`]);
    });

    it('refuses a page that is not a whole number through GraphQL validation', async () => {
      const { response, body } = await gql(context.app, BLOG, { locale: 'en', page: 'two' });
      expect(response.statusCode).toBe(400);
      expect(body.errors[0].message).toMatch(/\$page/);
    });
  });

  describe('blogPost(locale, slug)', () => {
    const POST = `query ($locale: String!, $slug: String!) {
      blogPost(locale: $locale, slug: $slug) { slug title date author excerpt locale fallback body { type text items cite } image { url } }
    }`;

    it.each([
      ['en', 'en', false],
      ['fr-ca', 'fr-ca', false],
      ['es-mx', 'en', true],
    ])('in %s is the %s post with its body blocks', async (locale, served, fallback) => {
      const expected = getContent('blogPosts', served).find((post) => post.slug === 'how-to-reheat-brisket')!;
      const { body } = await gql(context.app, POST, { locale, slug: 'how-to-reheat-brisket' });
      expect(body.errors).toBeUndefined();
      expect(body.data.blogPost).toMatchObject({ slug: expected.slug, title: expected.title, date: expected.date, locale: served, fallback });
      const blocks = expected.body.map((block) => ({ text: null, items: null, cite: null, ...block }));
      expect(body.data.blogPost.body).toEqual(blocks);
      expect(blocks.some((block) => block.type === 'list')).toBe(true);
    });

    it.each(['no-such-post', '', "'; drop table blog_posts; --", 'x'.repeat(300)])('is null for the unknown slug %#', async (slug) => {
      const { body } = await gql(context.app, POST, { locale: 'en', slug });
      expect(body).toEqual({ data: { blogPost: null } });
    });
  });

  describe('requests', () => {
    it('accepts the SPEC §7 headers and a GET query', async () => {
      const query = '{ content(kind: "navigation", locale: "fr-ca") { locale } }';
      const response = await context.app.inject({
        method: 'GET',
        url: `/content/graphql?query=${encodeURIComponent(query)}`,
        headers: { 'brand-id': '4', 'country-alpha-2': 'CA', 'platform-id': '1', 'x-tenant-id': '4', origin: 'http://storefront.test' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { content: { locale: 'fr-ca' } } });
      expect(response.headers['access-control-allow-origin']).toBe('http://storefront.test');
    });

    it('refuses an unknown brand-id with a message naming it, in GraphQL shape', async () => {
      const { response, body } = await gql(context.app, '{ pageMeta(route: "/", locale: "en") { title } }', {}, { 'brand-id': '99' });
      expect(response.statusCode).toBe(400);
      expect(body.errors.map((error: { message: string }) => error.message)).toEqual(['Unknown brand-id 99']);
    });

    it('reports a syntax error without internals', async () => {
      const { response, body } = await gql(context.app, '{ content(kind: "footer" locale: ', {});
      expect(response.statusCode).toBe(400);
      expect(body.errors[0].message).toMatch(/^Syntax Error/);
      expect(JSON.stringify(body)).not.toMatch(/node_modules|at .+\.js:\d+/);
    });

    it('refuses batched queries', async () => {
      const response = await context.app.inject({
        method: 'POST',
        url: '/content/graphql',
        payload: [{ query: '{ pageMeta(route: "/", locale: "en") { title } }' }, { query: '{ pageMeta(route: "/menu", locale: "en") { title } }' }],
      });
      expect(response.statusCode).toBe(400);
    });
  });

  describe('query limits', () => {
    it('refuses a query deeper than 6 levels, naming the limit', async () => {
      // The schema has no recursive type, so only a query that is also invalid can be this deep.
      const deep = '{ blogPosts(locale: "en", page: 1) { posts { image { a { b { c { d } } } } } } }';
      const { body } = await gql(context.app, deep, {});
      expect(body.data).toBeNull();
      expect(body.errors.map((error: { message: string }) => error.message)).toContain('The query is 7 levels deep: at most 6 are allowed');
    });

    it('accepts the deepest real query', async () => {
      const { body } = await gql(context.app, '{ blogPosts(locale: "en", page: 1) { posts { image { url } } } }', {});
      expect(body.errors).toBeUndefined();
      expect(body.data.blogPosts.posts).toHaveLength(6);
    });

    it('counts introspection as free, so GraphiQL can load the schema outside production', async () => {
      const { getIntrospectionQuery } = await import('graphql');
      const { response, body } = await gql(context.app, getIntrospectionQuery(), {});
      expect(response.statusCode).toBe(200);
      expect(body.data.__schema.queryType.name).toBe('Query');
    });

    it('refuses more than 10 top-level fields, counting aliases', async () => {
      const fields = Array.from({ length: 11 }, (_, i) => `m${i}: pageMeta(route: "/", locale: "en") { title }`).join(' ');
      const { response, body } = await gql(context.app, `query Many { ${fields} }`, {});
      expect(response.statusCode).toBe(400);
      expect(body.errors.map((error: { message: string }) => error.message)).toEqual([
        'The query "Many" asks 11 top-level questions: at most 10 are allowed in one request',
      ]);
    });

    it('refuses more than 200 fields once fragments are expanded', async () => {
      const fragment = 'fragment M on PageMeta { title description keywords ogTitle ogDescription preventIndexing locale fallback route ogImage { url width height } breadcrumbs { name path } }';
      const spreads = Array.from({ length: 10 }, (_, i) => `m${i}: pageMeta(route: "/", locale: "en") { ...M a: title b: title c: title d: title e: title f: title }`).join(' ');
      const { response, body } = await gql(context.app, `{ ${spreads} } ${fragment}`, {});
      expect(response.statusCode).toBe(400);
      expect(body.errors.map((error: { message: string }) => error.message)).toEqual(['The query selects 230 fields: at most 200 are allowed']);
    });
  });
});
