import mercurius from 'mercurius';
import { sql } from 'drizzle-orm';
import { getIntrospectionQuery } from 'graphql';
import { en } from '@/content/en';
import { GENERIC_ERROR_MESSAGE } from '@/server/errors';
import { loadContent } from '@/server/seed/load-content';
import { build, testDatabases, withApp, type TestApp } from '@/server/test/build-app';
import { contentGraphqlRequest as gql } from './test-request';

describe.each(testDatabases())('the content GraphQL plugin on %s', (kind) => {
  describe('outside production', () => {
    let context: TestApp;
    beforeAll(async () => {
      context = await build(kind);
      await loadContent(context.db);
    });
    afterAll(() => context?.close());

    it('lives beside a second mercurius instance in its own context', async () => {
      await context.app.register(
        async (orders) => {
          await orders.register(mercurius, {
            schema: 'type Query { ping: String! }',
            resolvers: { Query: { ping: async () => 'pong' } },
            path: '/graphql',
            cache: false, // see index.ts: Jest cannot load mercurius' ESM query cache
          });
        },
        { prefix: '/coexist' },
      );
      const other = await context.app.inject({ method: 'POST', url: '/coexist/graphql', payload: { query: '{ ping }' } });
      expect(other.json()).toEqual({ data: { ping: 'pong' } });
      const content = await gql(context.app, '{ pageMeta(route: "/", locale: "en") { route } }', {});
      expect(content.body).toEqual({ data: { pageMeta: { route: '/' } } });
      const unknownField = await context.app.inject({ method: 'POST', url: '/coexist/graphql', payload: { query: '{ pageMeta(route: "/", locale: "en") { route } }' } });
      expect(unknownField.json().errors[0].message).toMatch(/Cannot query field "pageMeta"/);
    });

    it('serves no GraphiQL, whose page would load scripts from a CDN', async () => {
      expect((await context.app.inject({ url: '/content/graphiql' })).statusCode).toBe(404);
    });

    it('answers an internal failure with the generic message only', async () => {
      await context.db.execute(sql`ALTER TABLE blog_posts RENAME TO blog_posts_away`);
      try {
        const { body } = await gql(context.app, '{ blogPosts(locale: "en", page: 1) { total } }', {});
        expect(body).toEqual({ data: null, errors: [expect.objectContaining({ message: GENERIC_ERROR_MESSAGE })] });
        expect(JSON.stringify(body)).not.toMatch(/blog_posts|relation|select/i);
      } finally {
        await context.db.execute(sql`ALTER TABLE blog_posts_away RENAME TO blog_posts`);
      }
    });
  });

  describe('in production', () => {
    let context: TestApp;
    beforeAll(async () => {
      context = await build(kind, { config: { isProduction: true, demoMode: false } });
      await loadContent(context.db);
    });
    afterAll(() => context?.close());

    it('refuses introspection but answers queries', async () => {
      const introspection = await gql(context.app, getIntrospectionQuery(), {});
      expect(introspection.body.data).toBeNull();
      expect(introspection.body.errors[0].message).toMatch(/introspection has been disabled/i);
      const { body } = await gql(context.app, '{ content(kind: "navigation", locale: "en") { locale } }', {});
      expect(body).toEqual({ data: { content: { locale: 'en' } } });
    });
  });

  it('passes text through exactly as stored: markup stays text for the storefront to escape', async () => {
    await withApp(kind, async ({ app, db }) => {
      const [post] = en.blogPosts;
      const hostile = {
        ...post!,
        title: '<script>alert("title")</script>',
        body: [{ type: 'paragraph' as const, text: '<img src=x onerror="alert(1)"> & </p>' }],
      };
      await loadContent(db, { en: { ...en, blogPosts: [hostile] } });
      const { response, body } = await gql(app, 'query ($slug: String!) { blogPost(locale: "en", slug: $slug) { title body { text } } }', { slug: hostile.slug });
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(body.data.blogPost).toEqual({ title: hostile.title, body: [{ text: hostile.body[0]!.text }] });
    });
  });
});
