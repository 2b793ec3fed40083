import { isPublic, postStatus } from './post-publishing';

const NOW = new Date('2026-11-29T12:00:00Z');

describe('postStatus', () => {
  it.each([
    [null, 'draft'],
    ['2026-11-29T12:00:01Z', 'scheduled'],
    ['2026-11-29T12:00:00Z', 'published'],
    ['2020-01-01T00:00:00Z', 'published'],
  ])('published at %s: %s', (at, status) => {
    expect(postStatus(at === null ? null : new Date(at), NOW)).toBe(status);
  });
});

describe('isPublic', () => {
  it('is true from the publishing time on, never for a draft', () => {
    expect(isPublic(new Date('2026-11-29T12:00:00Z'), NOW)).toBe(true);
    expect(isPublic(new Date('2026-11-29T12:00:01Z'), NOW)).toBe(false);
    expect(isPublic(null, NOW)).toBe(false);
  });
});
