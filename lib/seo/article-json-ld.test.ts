import type { BlogPost } from '@/domain/content/types';
import { articleJsonLd } from './article-json-ld';

const post: BlogPost = {
  slug: 'smoke-season',
  title: 'Smoke season',
  date: '2026-11-02',
  author: 'Pit crew',
  excerpt: 'Brisket for the holidays.',
  body: [],
  image: { url: '/images/post.jpg', width: 1200, height: 630, alternativeText: 'A brisket' },
};

describe('articleJsonLd', () => {
  it.each(['BlogPosting', 'NewsArticle'] as const)('describes the post as a schema.org %s', (type) => {
    expect(articleJsonLd(type, post)).toEqual({
      '@context': 'https://schema.org',
      '@type': type,
      headline: 'Smoke season',
      datePublished: '2026-11-02',
      author: { '@type': 'Person', name: 'Pit crew' },
      description: 'Brisket for the holidays.',
    });
  });
});
