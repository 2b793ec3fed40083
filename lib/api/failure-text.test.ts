import { createTranslator } from '@/lib/i18n';
import { ApiError } from './api-error';

const fr = createTranslator('fr-ca');

describe('failureText', () => {
  afterEach(() => jest.resetModules());

  it('tells a failed call by its code in the diner\'s language, as the error texts do', async () => {
    const { failureText } = await import('./failure-text');
    const error = new ApiError(401, 'Wrong email or password', { code: 'wrong_credentials' });
    expect(await failureText(fr, error)).toBe('Courriel ou mot de passe incorrect');
  });

  it('writes an amount in the market\'s language', async () => {
    const { failureText } = await import('./failure-text');
    const error = new ApiError(422, 'Order amount too low', { code: 'order_amount_too_low', params: { amount: '15.00', currency: 'CAD' } });
    expect(await failureText(fr, error, { locale: 'fr-ca' })).toContain('15,00');
  });

  it('tells anything else the generic failure', async () => {
    const { failureText } = await import('./failure-text');
    expect(await failureText(fr, new TypeError('Failed to fetch'))).toBe(fr('checkout.error.generic'));
  });

  it('tells the generic failure in the diner\'s language when the error texts cannot be fetched', async () => {
    jest.doMock('./error-text', () => {
      throw new Error('ChunkLoadError: Loading chunk failed');
    });
    const { failureText } = await import('./failure-text');
    const error = new ApiError(401, 'Wrong email or password', { code: 'wrong_credentials' });
    expect(await failureText(fr, error)).toBe(fr('checkout.error.generic'));
    expect(fr('checkout.error.generic')).not.toBe('Wrong email or password');
  });
});

describe('failureTextOr', () => {
  beforeEach(() => jest.dontMock('./error-text'));
  afterEach(() => jest.resetModules());

  it('tells an API answer by its code, as failureText does', async () => {
    const { failureTextOr } = await import('./failure-text');
    const error = new ApiError(401, 'Wrong email or password', { code: 'wrong_credentials' });
    expect(await failureTextOr(fr, error, 'Something went wrong')).toBe('Courriel ou mot de passe incorrect');
  });

  it('tells a failure that is not an API answer with the page\'s own text', async () => {
    const { failureTextOr } = await import('./failure-text');
    expect(await failureTextOr(fr, new TypeError('Failed to fetch'), 'Le paiement a échoué')).toBe('Le paiement a échoué');
  });
});
