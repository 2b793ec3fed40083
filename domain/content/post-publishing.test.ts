import { isPublic, postStatus, scheduleProblem } from './post-publishing';

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

describe('scheduleProblem', () => {
  it.each([
    ['2026-11-29T13:00:00Z', null],
    ['2026-11-29T11:59:30Z', null],
    ['2026-11-29T11:58:59Z', 'publishAtPast'],
    ['2025-01-01T00:00:00Z', 'publishAtPast'],
    ['not a time', 'publishAtInvalid'],
  ])('a publishing time of %s: %s', (at, problem) => {
    expect(scheduleProblem(new Date(at), NOW)).toBe(problem);
  });
});
