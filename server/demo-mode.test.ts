/**
 * Demo mode gates every way past sign-in the demo offers: the mail outbox listing (reset and
 * verification links) and the sandbox Facebook verifier. It is on only with DEMO_MODE=true: a
 * loopback bind or a missing NODE_ENV no longer turns it on. The app is built from a config read
 * from an environment, as index.ts does.
 */
import { loadConfig } from '@/server/config';
import { post, signUpBody, waitForMails } from '@/server/modules/auth/test-helpers';
import { build, STOREFRONT_ORIGIN, type TestApp } from '@/server/test/build-app';

const OUTBOX = '/online-ordering/dev/outbox';

function demoSettings(env: Record<string, string>) {
  const { demoMode, demoModeReason, apiHost, isProduction, paymentGateway } = loadConfig({ STOREFRONT_ORIGIN, PAYMENT_GATEWAY: 'sandbox', ...env });
  return { demoMode, demoModeReason, apiHost, isProduction, paymentGateway };
}

async function probe(context: TestApp) {
  const body = signUpBody();
  expect((await post(context.app, '/auth/sign-up', body)).statusCode).toBe(201);
  // The verification mail is written just after the answer.
  await waitForMails(context.db, body.email, 1);
  const outbox = await context.app.inject({ method: 'GET', url: OUTBOX });
  const mail = await context.app.inject({ method: 'GET', url: `${OUTBOX}/1` });
  const social = await post(context.app, '/auth/login/customer/social', { provider: 'facebook', accessToken: `sandbox:${body.email}:Ada L` });
  return { outbox, mail, social, email: body.email };
}

describe('demo mode', () => {
  it.each([
    ['loopback and no NODE_ENV (DEMO_MODE unset)', {}],
    ['loopback in development (DEMO_MODE unset)', { API_HOST: 'localhost', NODE_ENV: 'development' }],
    ['a public bind (0.0.0.0)', { API_HOST: '0.0.0.0' }],
    ['a public bind (::)', { API_HOST: '::' }],
    ['a LAN address', { API_HOST: '192.168.1.20' }],
    ['NODE_ENV=production on loopback', { NODE_ENV: 'production' }],
    ['DEMO_MODE=false on loopback', { DEMO_MODE: 'false' }],
  ])('is off with %s: no outbox, no sandbox sign-in', async (_label, env) => {
    const context = await build('pglite', { config: demoSettings(env) });
    try {
      const { outbox, mail, social, email } = await probe(context);
      expect(outbox.statusCode).toBe(404);
      expect(outbox.body).not.toContain(email);
      expect(mail.statusCode).toBe(404);
      expect(social.statusCode).toBe(401);
      expect(social.json()).not.toHaveProperty('token');
    } finally {
      await context.close();
    }
  });

  it.each([
    ['DEMO_MODE=true on loopback', { DEMO_MODE: 'true' }],
    ['DEMO_MODE=true on a public bind', { API_HOST: '0.0.0.0', DEMO_MODE: 'true' }],
    ['DEMO_MODE=true in production', { NODE_ENV: 'production', DEMO_MODE: 'true' }],
  ])('is on with %s: the outbox and the sandbox verifier answer', async (_label, env) => {
    const context = await build('pglite', { config: demoSettings(env) });
    try {
      const { outbox, social, email } = await probe(context);
      expect(outbox.statusCode).toBe(200);
      expect(outbox.json().data.map((row: { to: string }) => row.to)).toContain(email);
      expect(social.statusCode).toBe(200);
      expect(social.json().customer.email).toBe(email);
    } finally {
      await context.close();
    }
  });
});
