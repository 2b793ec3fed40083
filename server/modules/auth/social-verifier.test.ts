import { testConfig } from '@/server/test/build-app';
import { verifierFor } from './index';
import { createFacebookVerifier, createSandboxVerifier, splitName } from './social-verifier';

describe('createSandboxVerifier', () => {
  const verifier = createSandboxVerifier();
  it.each([
    ['sandbox:ada@example.com:Ada Lovelace', { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' }],
    ['sandbox::Nameless Email', { email: null, firstName: 'Nameless', lastName: 'Email' }],
  ])('reads %s', async (token, expected) => {
    expect(await verifier.verify('facebook', token)).toMatchObject(expected);
  });

  it.each(['EAAB-real', 'sandbox:ada@example.com:', 'sandbox:ada@example.com'])('refuses %s', async (token) => {
    expect(await verifier.verify('facebook', token)).toBeNull();
  });

  it('gives one email the same id every time', async () => {
    const a = await verifier.verify('facebook', 'sandbox:Ada@Example.com:Ada');
    const b = await verifier.verify('facebook', 'sandbox:ada@example.com:Ada L');
    expect(a!.providerUserId).toBe(b!.providerUserId);
  });
});

describe('createFacebookVerifier', () => {
  const answers = (debug: unknown, me: unknown) => {
    const calls: string[] = [];
    const fetchFn = (async (url: string) => {
      calls.push(url);
      const body = url.includes('/debug_token') ? debug : me;
      return { ok: body !== undefined, json: async () => body } as Response;
    }) as unknown as typeof fetch;
    return { calls, verifier: createFacebookVerifier({ appId: '123', appSecret: 'shh', fetch: fetchFn }) };
  };

  it('reads the profile of a token issued to our app, with an appsecret_proof', async () => {
    const { calls, verifier } = answers({ data: { is_valid: true, app_id: '123' } }, { id: '42', name: 'Ada Lovelace', email: 'ada@example.com' });
    expect(await verifier.verify('facebook', 'tok')).toEqual({ provider: 'facebook', providerUserId: '42', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' });
    expect(calls[1]).toContain('appsecret_proof=');
  });

  it.each([
    ['invalid token', { data: { is_valid: false, app_id: '123' } }],
    ['another app', { data: { is_valid: true, app_id: '999' } }],
    ['Facebook unreachable', undefined],
  ])('refuses: %s', async (_name, debug) => {
    const { verifier } = answers(debug, { id: '42', name: 'A' });
    expect(await verifier.verify('facebook', 'tok')).toBeNull();
  });
});

describe('verifierFor', () => {
  it('uses the sandbox in demo mode, refuses outside it, and Facebook when configured', async () => {
    const sandbox = verifierFor(testConfig());
    expect(sandbox).not.toBe('refuse');
    expect(await (sandbox as Exclude<typeof sandbox, 'refuse'>).verify('facebook', 'sandbox:a@example.com:A')).not.toBeNull();
    expect(verifierFor(testConfig({ demoMode: false }))).toBe('refuse');
    expect(verifierFor(testConfig({ facebookAppId: '1', facebookAppSecret: 's', demoMode: false }))).not.toBe('refuse');
  });
});

describe('splitName', () => {
  it.each([
    ['Ada Lovelace', 'Ada', 'Lovelace'],
    ['  Jean  Claude Van  ', 'Jean', 'Claude Van'],
    ['Prince', 'Prince', ''],
  ])('%j', (name, firstName, lastName) => {
    expect(splitName(name)).toEqual({ firstName, lastName });
  });
});
