import { getPageMeta } from '@/content';
import { contentHead } from './content-head';

const fallback = { title: 'Fallback', description: 'Fallback text' };

describe('contentHead', () => {
  it('fills placeholders in the texts and the breadcrumbs', () => {
    const meta = getPageMeta('/press/blog/[slug]', 'en');
    const head = contentHead(meta, '/press/blog/smoke', fallback, { title: 'Smoke & Fire', excerpt: 'All about smoke.', slug: 'smoke' });
    expect(head.title).toContain('Smoke & Fire');
    expect(head.description).toBe('All about smoke.');
    expect(head.breadcrumbs?.at(-1)).toEqual({ name: 'Smoke & Fire', path: '/press/blog/smoke' });
    expect(head.breadcrumbs?.[0]).toEqual({ name: 'Home', path: '/' });
    expect(JSON.stringify(head)).not.toMatch(/\[(title|excerpt|slug)\]/);
  });

  it('takes the page number into the blog page title', () => {
    const head = contentHead(getPageMeta('/press/blog/page/[page]', 'fr-ca'), '/press/blog/page/2', fallback, { page: 2 });
    expect(head.title).toMatch(/2/);
    expect(head.breadcrumbs?.at(-1)?.path).toBe('/press/blog/page/2');
  });

  it('keeps preventIndexing, keywords and the image', () => {
    const head = contentHead(getPageMeta('/cart', 'en'), '/cart', fallback);
    expect(head.preventIndexing).toBe(true);
    expect(contentHead(getPageMeta('/catering', 'en'), '/catering', fallback)).toMatchObject({
      preventIndexing: false,
      keywords: expect.stringContaining('catering'),
      ogImage: { url: expect.stringMatching(/^\/images\//), width: 1200, height: 630 },
      scope: 'all',
    });
  });

  it('falls back to the given title and description without page meta', () => {
    expect(contentHead(null, '/x', fallback)).toEqual({ ...fallback, path: '/x', scope: 'all' });
  });
});
