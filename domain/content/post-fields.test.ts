import { POST_FIELDS, postErrorCode, postProblems, type PostInput } from './post-fields';

const GOOD: PostInput = { title: 'Smoke', slug: 'smoke-rings-2026', date: '2026-11-29', author: 'Pit crew', excerpt: 'Short.', body: 'Text.', imageAlt: '' };

describe('postProblems', () => {
  it('accepts a complete post', () => {
    expect(postProblems(GOOD)).toEqual([]);
  });

  it.each([
    ['title', { title: '  ' }, 'titleRequired'],
    ['slug', { slug: '' }, 'slugRequired'],
    ['slug', { slug: 'Smoke Rings' }, 'slugInvalid'],
    ['slug', { slug: 'smoke--rings' }, 'slugInvalid'],
    ['slug', { slug: '-smoke' }, 'slugInvalid'],
    ['date', { date: '2026-02-30' }, 'dateInvalid'],
    ['date', { date: '29/11/2026' }, 'dateInvalid'],
    ['author', { author: '' }, 'authorRequired'],
    ['excerpt', { excerpt: '' }, 'excerptRequired'],
    ['body', { body: '\n' }, 'bodyRequired'],
    ['body', { body: 'x'.repeat(POST_FIELDS.body.max + 1) }, 'tooLong'],
    ['title', { title: 'x'.repeat(POST_FIELDS.title.max + 1) }, 'tooLong'],
  ])('%s: %j is %s', (field, change, message) => {
    expect(postProblems({ ...GOOD, ...change })).toEqual([expect.objectContaining({ field, message })]);
  });

  it('takes a text of exactly the limit', () => {
    expect(postProblems({ ...GOOD, title: 'x'.repeat(POST_FIELDS.title.max) })).toEqual([]);
  });
});

describe('postErrorCode', () => {
  it('spells the code the API sends', () => {
    expect(postErrorCode('slugTaken')).toBe('staff_content_slug_taken');
  });
});
