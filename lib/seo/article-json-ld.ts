/** A post's structured data: a BlogPosting for the blog, a NewsArticle for a press release. */
import type { BlogPost } from '@/domain/content/types';

export function articleJsonLd(type: 'BlogPosting' | 'NewsArticle', post: BlogPost) {
  return {
    '@context': 'https://schema.org',
    '@type': type,
    headline: post.title,
    datePublished: post.date,
    author: { '@type': 'Person', name: post.author },
    description: post.excerpt,
  };
}
