import type { ApolloClient } from '@apollo/client';
import { fetchBlogListing, fetchBlogPost, fetchContentPage, fetchPostIndex, fetchPressPage, toContentBlock } from './content';

const api = { locale: 'fr-ca' as const };
const meta = {
  title: 'Blogue | X', description: 'D', keywords: 'k', ogImage: { url: '/i.svg', width: 1, height: 2 },
  ogTitle: 'O', ogDescription: 'OD', breadcrumbs: [{ name: 'Accueil', path: '/' }], preventIndexing: false,
};
const image = { url: '/p.svg', alternativeText: 'A', width: 3, height: 4 };

function clientAnswering(...answers: unknown[]) {
  const query = jest.fn();
  for (const data of answers) query.mockResolvedValueOnce({ data });
  return { client: { query } as unknown as ApolloClient, query };
}

describe('toContentBlock', () => {
  it.each([
    [{ type: 'heading', text: 'H', items: null, cite: null }, { type: 'heading', text: 'H' }],
    [{ type: 'paragraph', text: '<script>x</script>', items: null, cite: null }, { type: 'paragraph', text: '<script>x</script>' }],
    [{ type: 'list', text: null, items: ['a', 'b'], cite: null }, { type: 'list', items: ['a', 'b'] }],
    [{ type: 'quote', text: 'Q', items: null, cite: null }, { type: 'quote', text: 'Q', cite: null }],
    [{ type: 'video', text: 'T', items: null, cite: null }, { type: 'paragraph', text: 'T' }],
  ])('%p -> %p', (wire, block) => expect(toContentBlock(wire)).toEqual(block));
});

describe('fetchContentPage', () => {
  it("asks for the document and the route's meta in the request's locale", async () => {
    const { client, query } = clientAnswering({ content: { kind: 'ourStory', locale: 'fr-ca', fallback: false, data: { heading: 'Notre histoire' } }, pageMeta: meta });
    const page = await fetchContentPage(api, 'ourStory', '/company/our-story', { client });
    expect(query.mock.calls[0][0].variables).toEqual({ kind: 'ourStory', locale: 'fr-ca', route: '/company/our-story' });
    expect(page).toEqual({ data: { heading: 'Notre histoire' }, meta });
  });

  it('fails when the API sends no document', async () => {
    const { client } = clientAnswering({ content: null, pageMeta: null });
    await expect(fetchContentPage(api, 'press', '/press', { client })).rejects.toThrow('"press"');
  });
});

describe('fetchBlogListing', () => {
  const listing = (page: number, pageCount: number, posts: unknown[]) => ({ blogPosts: { page, pageCount, total: 12, posts }, pageMeta: meta });
  const post = { slug: 's', title: 'T', date: '2024-01-02', author: 'A', excerpt: 'E', image };

  it('maps a page of posts', async () => {
    const { client } = clientAnswering(listing(2, 2, [post]));
    await expect(fetchBlogListing(api, 2, '/press/blog/page/[page]', { client })).resolves.toEqual({ page: 2, pageCount: 2, total: 12, posts: [post], meta });
  });

  it.each([0, -1, 1.5, Number.NaN])('is null without asking for page %p', async (page) => {
    const { client, query } = clientAnswering();
    await expect(fetchBlogListing(api, page, '/press/blog', { client })).resolves.toBeNull();
    expect(query).not.toHaveBeenCalled();
  });

  it('is null for a page past the last', async () => {
    const { client } = clientAnswering(listing(3, 2, []));
    await expect(fetchBlogListing(api, 3, '/press/blog/page/[page]', { client })).resolves.toBeNull();
  });
});

describe('fetchBlogPost', () => {
  it('is null for an unknown slug', async () => {
    const { client } = clientAnswering({ blogPost: null, pageMeta: meta });
    await expect(fetchBlogPost(api, 'nope', '/press/blog/[slug]', { client })).resolves.toBeNull();
  });

  it('maps the body blocks', async () => {
    const wire = { slug: 's', title: 'T', date: '2024-01-02', author: 'A', excerpt: 'E', image, body: [{ type: 'list', text: null, items: ['x'], cite: null }] };
    const { client } = clientAnswering({ blogPost: wire, pageMeta: null });
    const found = await fetchBlogPost(api, 's', '/press/blog/[slug]', { client });
    expect(found?.post.body).toEqual([{ type: 'list', items: ['x'] }]);
    expect(found?.meta).toBeNull();
  });
});

describe('press releases hosted on the site', () => {
  it('asks for a release by slug with its kind, and for the blog without one', async () => {
    const { client, query } = clientAnswering({ blogPost: null, pageMeta: meta }, { blogPost: null, pageMeta: meta });
    await fetchBlogPost(api, 'r', '/press', { client }, 'press');
    await fetchBlogPost(api, 'r', '/press/blog/[slug]', { client });
    expect(query.mock.calls[0][0].variables).toEqual({ locale: 'fr-ca', slug: 'r', route: '/press', kind: 'press' });
    expect(query.mock.calls[1][0].variables).toEqual({ locale: 'fr-ca', slug: 'r', route: '/press/blog/[slug]' });
  });

  it('reads the press page with its newest releases in one request', async () => {
    const press = { heading: 'Presse', intro: 'I', mediaContact: 'presse@example.com', releases: [], releasesCta: { label: 'L', url: '/x' }, blogCta: { label: 'B', url: '/press/blog' } };
    const post = { slug: 'r', title: 'T', date: '2026-11-30', author: 'A', excerpt: 'E', image };
    const { client, query } = clientAnswering({ content: { kind: 'press', locale: 'fr-ca', fallback: false, data: press }, pageMeta: meta, blogPosts: { posts: [post] } });
    await expect(fetchPressPage(api, '/press', { client })).resolves.toMatchObject({ data: press, posts: [post] });
    expect(query).toHaveBeenCalledTimes(1);
    expect(query.mock.calls[0][0].variables).toEqual({ locale: 'fr-ca', route: '/press', pageSize: 24 });
  });
});

describe('fetchPostIndex', () => {
  it('walks every page of the blog', async () => {
    const page = (n: number, slugs: string[]) => ({ blogPosts: { page: n, pageCount: 2, posts: slugs.map((slug) => ({ slug, date: '2024-01-01' })) } });
    const { client, query } = clientAnswering(page(1, ['a', 'b']), page(2, ['c']));
    await expect(fetchPostIndex(api, { client })).resolves.toEqual(['a', 'b', 'c'].map((slug) => ({ slug, date: '2024-01-01' })));
    expect(query).toHaveBeenCalledTimes(2);
  });

  it('asks for the press releases hosted on the site when told', async () => {
    const { client, query } = clientAnswering({ blogPosts: { page: 1, pageCount: 1, posts: [{ slug: 'opening', date: '2025-06-02' }] } });
    await expect(fetchPostIndex(api, { client }, 'press')).resolves.toEqual([{ slug: 'opening', date: '2025-06-02' }]);
    expect(query.mock.calls[0][0].variables).toMatchObject({ kind: 'press' });
  });
});
