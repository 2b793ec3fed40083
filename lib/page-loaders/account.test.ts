import { ApiError } from '../api/api-error';
import { fetchProfile } from '../api/profile';
import { accountLoader, pageOf } from './account';
import { storefrontConfigFrom } from '../config/storefront';
import { pageMarket } from '../market';
import type { LoaderArgs } from './with-page';

jest.mock('../api/profile', () => ({ fetchProfile: jest.fn() }));
const profileCall = fetchProfile as jest.MockedFunction<typeof fetchProfile>;

function args(locale: 'en-us' | 'fr-ca', token: string | null): LoaderArgs {
  return { api: { locale, token }, market: pageMarket(locale), config: storefrontConfigFrom({}), t: jest.fn() as never, params: {}, query: {} };
}

const load = jest.fn(async () => ({ props: { ok: true }, head: { title: 't', description: 'd', path: '/user-profile' } }));
const loader = accountLoader(() => '/user-profile', load);

describe('accountLoader', () => {
  afterEach(() => {
    profileCall.mockReset();
    load.mockClear();
  });

  it.each([
    ['no token', 'en-us', null, null, '/login?next=%2Fuser-profile'],
    ['a refused token', 'fr-ca', 'old', new ApiError(401, 'Unauthorized'), '/ca/fr/login?next=%2Fca%2Ffr%2Fuser-profile'],
  ] as const)('%s → the login page of the market, coming back here', async (_name, locale, token, failure, destination) => {
    if (failure) profileCall.mockRejectedValueOnce(failure);
    await expect(loader(args(locale, token))).resolves.toEqual({ redirect: { destination, permanent: false } });
    expect(load).not.toHaveBeenCalled();
  });

  it('hands the profile to the page loader', async () => {
    const profile = { id: 1, firstName: 'Ada' } as never;
    profileCall.mockResolvedValueOnce(profile);
    await loader(args('en-us', 'jwt'));
    expect(load).toHaveBeenCalledWith(expect.objectContaining({ profile }));
  });

  it('lets any other failure reach the error page', async () => {
    profileCall.mockRejectedValueOnce(new ApiError(503, 'Resting'));
    await expect(loader(args('en-us', 'jwt'))).rejects.toThrow('Resting');
  });
});

describe('pageOf', () => {
  it.each([
    [undefined, 1],
    ['3', 3],
    [['4', '5'], 4],
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    ['abc', 1],
    ['99999', 10_000],
  ])('%p → %p', (value, expected) => {
    expect(pageOf(value)).toBe(expected);
  });
});
