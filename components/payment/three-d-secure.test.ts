import { ApiError } from '@/lib/api/api-error';
import { challengeOf } from './three-d-secure';

describe('challengeOf', () => {
  const asked = (params?: Record<string, string>, status = 402, code = 'authentication_required') =>
    new ApiError(status, 'Your bank asks you to confirm this payment', { code: code as never, ...(params ? { params } : {}) });

  it('reads the client secret of a 402 authentication_required', () => {
    expect(challengeOf(asked({ clientSecret: 'pi_3Abc_secret_Xyz9' }))).toBe('pi_3Abc_secret_Xyz9');
  });

  it.each([
    ['no client secret', asked()],
    ['a secret of another shape', asked({ clientSecret: 'seti_1_secret_2' })],
    ['a decline', asked({ clientSecret: 'pi_3Abc_secret_Xyz9' }, 402, 'card_declined')],
    ['another status', asked({ clientSecret: 'pi_3Abc_secret_Xyz9' }, 400)],
    ['no API error', new Error('offline')],
  ])('is null for %s', (_name, failure) => expect(challengeOf(failure)).toBeNull());
});
