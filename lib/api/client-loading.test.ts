import { GENERIC_FAILURE_MESSAGE } from '@/domain/generic-failure';
import type { ApiContext } from './client';

const us: ApiContext = { locale: 'en-us', token: null };

afterEach(() => {
  jest.resetModules();
  jest.dontMock('./create-client');
});

describe('apiGet: loading the client', () => {
  it('answers a client that cannot be fetched with a 503 unreachable, and tries again at the next call', async () => {
    jest.doMock('./create-client', () => {
      throw new Error('Loading chunk failed');
    });
    const { apiGet } = await import('./client');
    const { ApiError } = await import('./api-error');
    const error = await apiGet(us, '/online-ordering/x').catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, code: 'unreachable', message: GENERIC_FAILURE_MESSAGE });

    const get = jest.fn().mockResolvedValue({ ok: true });
    jest.doMock('./create-client', () => ({ createClient: () => ({ get }) }));
    await expect(apiGet(us, '/online-ordering/x')).resolves.toEqual({ ok: true });
    expect(get).toHaveBeenCalledWith(us, '/online-ordering/x', undefined);
  });

  it('loads the client once for every call', async () => {
    const createClient = jest.fn(() => ({ get: async () => 'got', post: async () => 'posted' }));
    jest.doMock('./create-client', () => ({ createClient }));
    const { apiGet, apiPost } = await import('./client');
    await expect(Promise.all([apiGet(us, '/a'), apiPost(us, '/b', {}), apiGet(us, '/c')])).resolves.toEqual(['got', 'posted', 'got']);
    expect(createClient).toHaveBeenCalledTimes(1);
  });
});
