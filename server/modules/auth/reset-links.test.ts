/** A new password ends every reset link still outstanding for the account. */
import { ACCOUNT_MESSAGES } from '@/domain/messages';
import { buildAuthApp, type AuthTestApp } from '@/server/auth/test-app';
import { testDatabases } from '@/server/test/databases';
import { bearer, GOOD_PASSWORD, nthMailToken, post, signUpAndSignIn } from './test-helpers';

const ROOMY = { windowMs: 3600_000, perAddress: 100, perClient: 1000 };

describe.each(testDatabases())('reset links after a new password on %s', (kind) => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await buildAuthApp(kind, { auth: { budgets: ROOMY } });
  });
  afterAll(() => t.close());

  const forgot = (email: string) => post(t.app, '/auth/customer/forgot-password', { email });
  const setPassword = (token: string, password: string) => post(t.app, '/auth/customer/set-password', { token, password });

  it('a reset with one link makes the others answer like an expired link', async () => {
    const { email } = await signUpAndSignIn(t.app);
    await forgot(email);
    await forgot(email);
    await forgot(email);
    // Mail 1 is the verification link; 2, 3 and 4 are reset links.
    const first = await nthMailToken(t.db, email, 2);
    const second = await nthMailToken(t.db, email, 3);
    const third = await nthMailToken(t.db, email, 4);
    expect((await setPassword(second.token, 'Pulled-Pork-2030')).statusCode).toBe(200);
    for (const { token } of [first, third]) {
      const later = await setPassword(token, 'Burnt-Ends-2031');
      expect(later.statusCode).toBe(400);
      expect(later.json()).toMatchObject({ code: 'reset_link_expired', message: ACCOUNT_MESSAGES.resetLinkExpired });
    }
    expect((await post(t.app, '/auth/login/customer', { email, password: 'Pulled-Pork-2030' })).statusCode).toBe(200);
  });

  it('a password change ends the reset links mailed before it', async () => {
    const { email, session } = await signUpAndSignIn(t.app);
    await forgot(email);
    const outstanding = await nthMailToken(t.db, email, 2);
    const change = await post(t.app, '/auth/customer/change-password', { currentPassword: GOOD_PASSWORD, newPassword: 'Pulled-Pork-2030' }, bearer(session.token));
    expect(change.statusCode).toBe(200);
    const later = await setPassword(outstanding.token, 'Burnt-Ends-2031');
    expect(later.statusCode).toBe(400);
    expect(later.json()).toMatchObject({ code: 'reset_link_expired', message: ACCOUNT_MESSAGES.resetLinkExpired });
    expect((await post(t.app, '/auth/login/customer', { email, password: 'Pulled-Pork-2030' })).statusCode).toBe(200);
  });

  it('a link asked for after the reset still works', async () => {
    const { email } = await signUpAndSignIn(t.app);
    await forgot(email);
    expect((await setPassword((await nthMailToken(t.db, email, 2)).token, 'Pulled-Pork-2030')).statusCode).toBe(200);
    await forgot(email);
    expect((await setPassword((await nthMailToken(t.db, email, 3)).token, 'Burnt-Ends-2031')).statusCode).toBe(200);
  });
});
