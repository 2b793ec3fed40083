import { ApiError } from '@/lib/api/api-error';
import { GENERIC_FAILURE_MESSAGE } from '@/domain/messages';
import { sectionOf } from './section-state';

describe('sectionOf', () => {
  it.each([
    ['data', Promise.resolve([1, 2]), { ok: true, data: [1, 2] }],
    ['an API refusal keeps its message', Promise.reject(new ApiError(409, 'You already have 10 addresses')), { ok: false, message: 'You already have 10 addresses' }],
    ['a crash says the generic text, never the stack', Promise.reject(new TypeError('x is undefined')), { ok: false, message: GENERIC_FAILURE_MESSAGE }],
  ] as const)('%s', async (_name, load, expected) => {
    await expect(sectionOf(load as Promise<unknown>)).resolves.toEqual(expected);
  });
});
