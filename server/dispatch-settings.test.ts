import { readDispatchSettings } from './dispatch-settings';

const doordash = {
  DISPATCH_PROVIDER: 'doordash',
  DOORDASH_DEVELOPER_ID: 'dev-1',
  DOORDASH_KEY_ID: 'key-1',
  DOORDASH_SIGNING_SECRET: 'wNMZ0vA6mkOXIxKSIlSOMdTKlwKplBzuDso_CmzpcIU',
  DOORDASH_WEBHOOK_AUTHORIZATION: 'Basic aGlja29yeTpzM2NyZXQ=',
};

describe('readDispatchSettings', () => {
  it('defaults to the sandbox in demo mode and to no courier network outside it', () => {
    expect(readDispatchSettings({}, true)).toEqual({ dispatchProvider: 'sandbox', doordash: null });
    expect(readDispatchSettings({}, false)).toEqual({ dispatchProvider: null, doordash: null });
  });

  it('reads DoorDash keys, with the public API origin unless DOORDASH_API_BASE says another', () => {
    expect(readDispatchSettings(doordash, false).doordash).toMatchObject({ developerId: 'dev-1', keyId: 'key-1', apiBase: 'https://openapi.doordash.com' });
    expect(readDispatchSettings({ ...doordash, DOORDASH_API_BASE: 'http://127.0.0.1:8090' }, false).doordash?.apiBase).toBe('http://127.0.0.1:8090');
  });

  it.each([
    [{ DISPATCH_PROVIDER: 'uber' }, true, 'DISPATCH_PROVIDER must be one of sandbox, doordash, got "uber"'],
    [{ DISPATCH_PROVIDER: 'sandbox' }, false, 'DISPATCH_PROVIDER=sandbox needs DEMO_MODE=true'],
    [{ ...doordash, DOORDASH_KEY_ID: '' }, false, 'DOORDASH_KEY_ID is required'],
    [{ ...doordash, DOORDASH_WEBHOOK_AUTHORIZATION: undefined }, false, 'DOORDASH_WEBHOOK_AUTHORIZATION is required'],
    [{ ...doordash, DOORDASH_SIGNING_SECRET: 'short' }, false, 'DOORDASH_SIGNING_SECRET must be'],
    [{ ...doordash, DOORDASH_API_BASE: 'https://openapi.doordash.com/drive' }, false, 'DOORDASH_API_BASE must be a bare origin'],
  ])('refuses %j (demo %s)', (env, demo, message) => {
    expect(() => readDispatchSettings(env, demo)).toThrow(message);
  });
});
