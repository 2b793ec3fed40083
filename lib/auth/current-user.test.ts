import { ApiError } from '@/lib/api/api-error';
import { apiGet } from '@/lib/api/client';
import { currentUser, MY_PROFILE_PATH, userSummaryOf } from './current-user';

jest.mock('@/lib/api/client', () => ({ apiGet: jest.fn() }));
const get = apiGet as jest.MockedFunction<typeof apiGet>;

beforeEach(() => get.mockReset());

describe('userSummaryOf', () => {
  it.each([
    [{ firstName: 'Ada', spendablePoints: 120 }, { firstName: 'Ada', spendablePoints: 120 }],
    [{ firstName: 'Zoë', spendablePoints: 0 }, { firstName: 'Zoë', spendablePoints: 0 }],
    [{ firstName: 'Bo', spendablePoints: Number.NaN }, { firstName: 'Bo', spendablePoints: null }],
    [{ firstName: 'Bo', spendablePoints: undefined as unknown as number }, { firstName: 'Bo', spendablePoints: null }],
  ])('%j -> %j', (profile, expected) => {
    expect(userSummaryOf(profile)).toEqual(expected);
  });
});

describe('currentUser', () => {
  it('asks nobody when there is no token', async () => {
    await expect(currentUser({ locale: 'en-us', token: null })).resolves.toBeNull();
    expect(get).not.toHaveBeenCalled();
  });

  it('reads the summary from the profile with the token', async () => {
    get.mockResolvedValueOnce({ firstName: 'Ada', spendablePoints: 5 });
    const api = { locale: 'fr-ca' as const, token: 'jwt' };
    await expect(currentUser(api)).resolves.toEqual({ firstName: 'Ada', spendablePoints: 5 });
    expect(get).toHaveBeenCalledWith(api, MY_PROFILE_PATH);
  });

  it('treats a refused token (401) as signed out, quietly', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    get.mockRejectedValueOnce(new ApiError(401, 'Sign in again'));
    await expect(currentUser({ locale: 'en-us', token: 'old' })).resolves.toBeNull();
    expect(log).not.toHaveBeenCalled();
    log.mockRestore();
  });

  it('renders signed out, with a log line, when the API fails otherwise', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    get.mockRejectedValueOnce(new ApiError(503, 'Resting'));
    await expect(currentUser({ locale: 'en-us', token: 'jwt' })).resolves.toBeNull();
    expect(log).toHaveBeenCalledTimes(1);
    log.mockRestore();
  });
});
