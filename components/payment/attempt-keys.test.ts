import { createAttemptKeys, fingerprint, isUnanswered, newIdempotencyKey } from './attempt-keys';
import { ApiError } from '@/lib/api/api-error';

describe('newIdempotencyKey', () => {
  it('makes distinct v4 UUIDs', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('fingerprint', () => {
  it('tells bodies apart and does not contain them', () => {
    expect(fingerprint({ a: 1 })).toBe(fingerprint({ a: 1 }));
    expect(fingerprint({ a: 1 })).not.toBe(fingerprint({ a: 2 }));
    expect(fingerprint({ number: '4242424242424242' })).not.toContain('4242');
  });
});

describe('createAttemptKeys', () => {
  let counter = 0;
  const keys = () => createAttemptKeys(() => `key-${++counter}`);

  it('reuses the key while the same attempt waits for an answer', () => {
    const attempt = keys();
    const first = attempt.keyFor({ token: 't1' });
    expect(attempt.keyFor({ token: 't1' })).toBe(first);
  });

  it('starts a new attempt for another body or once the server answered', () => {
    const attempt = keys();
    const first = attempt.keyFor({ token: 't1' });
    const other = attempt.keyFor({ token: 't2' });
    expect(other).not.toBe(first);
    attempt.settle();
    expect(attempt.keyFor({ token: 't2' })).not.toBe(other);
  });
});

describe('isUnanswered', () => {
  it.each([
    [new ApiError(500, 'network'), true],
    [new ApiError(503, 'busy'), true],
    [new ApiError(402, 'declined'), false],
    [new ApiError(409, 'paid'), false],
    [new TypeError('boom'), true],
  ])('%p -> %p', (error, expected) => {
    expect(isUnanswered(error)).toBe(expected);
  });
});
