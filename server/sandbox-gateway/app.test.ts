import type { FastifyInstance } from 'fastify';
import { createSandboxCardTokenReader } from '@/server/modules/payments';
import { buildSandboxGateway } from './app';
import { hostedFieldsTexts } from './texts';

const SECRET = 'a-sandbox-secret-of-at-least-thirty-two-characters';
const STOREFRONT = 'https://order.whitlocks.example';
const NOW = new Date('2026-11-29T12:00:00Z');

async function withGateway(run: (app: FastifyInstance) => Promise<void>): Promise<void> {
  const app = await buildSandboxGateway({ settings: { secret: SECRET, parentOrigins: [STOREFRONT, 'http://localhost:3000'] }, now: () => NOW });
  try {
    await run(app);
  } finally {
    await app.close();
  }
}

const page = (app: FastifyInstance, parent: string, locale = 'en-US') =>
  app.inject({ method: 'GET', url: '/hosted-fields', query: { parent, locale } });

const tokens = (app: FastifyInstance, payload: unknown, locale = 'en-US') =>
  app.inject({ method: 'POST', url: '/v1/tokens', query: { locale }, payload: payload as object, headers: { 'content-type': 'application/json' } });

describe('GET /hosted-fields', () => {
  it.each([
    ['an origin it was not told to trust', 'https://evil.example'],
    ['a trusted origin with a path', `${STOREFRONT}/checkout`],
    ['a trusted origin with another scheme', 'http://order.whitlocks.example'],
    ['no origin at all', ''],
  ])('refuses %s with a plain 400', async (_name, parent) => {
    await withGateway(async (app) => {
      const response = await page(app, parent);
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      expect(response.body).toMatch(/parent/);
      expect(response.body).not.toMatch(/<input/);
    });
  });

  it('lets only the named parent frame it, and runs nothing but its own files', async () => {
    await withGateway(async (app) => {
      const response = await page(app, STOREFRONT);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-security-policy']).toBe(
        `default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; frame-ancestors ${STOREFRONT}; form-action 'none'; base-uri 'none'`,
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.body).toContain(`data-parent-origin="${STOREFRONT}"`);
      expect(response.body).not.toMatch(/<script>|<style|style="/);
      expect(response.body).toContain('<script src="/hosted-fields.js" defer></script>');
    });
  });

  it('frames for the other allowed origin when that one asks', async () => {
    await withGateway(async (app) => {
      const response = await page(app, 'http://localhost:3000');
      expect(response.headers['content-security-policy']).toContain('frame-ancestors http://localhost:3000;');
      expect(response.headers['content-security-policy']).not.toContain(STOREFRONT);
    });
  });

  it('has three labelled card inputs with autocomplete, a numeric keypad and an error each', async () => {
    await withGateway(async (app) => {
      const { body } = await page(app, STOREFRONT, 'en-US');
      for (const [id, label, autocomplete] of [
        ['number', 'Card number', 'cc-number'],
        ['expiry', 'Expiry date', 'cc-exp'],
        ['cvc', 'Security code', 'cc-csc'],
      ]) {
        expect(body).toContain(`<label for="${id}">${label}</label>`);
        expect(body).toMatch(new RegExp(`<input id="${id}"[^>]*inputmode="numeric" autocomplete="${autocomplete}"[^>]*aria-describedby="${id}-error"`));
        expect(body).toContain(`<p class="field-error" id="${id}-error"></p>`);
      }
      expect(body).toContain('placeholder="MM/YY"');
    });
  });

  it.each([
    ['fr-CA', 'fr-CA', ['Numéro de carte', 'Date d&#39;expiration', 'Code de sécurité', 'placeholder="MM/AA"']],
    ['ja-JP', 'ja-JP', ['カード番号', '有効期限', 'セキュリティコード']],
    ['de-DE (unknown: English)', 'de-DE', ['Card number', 'Expiry date', 'Security code']],
    ['a tag that is not one', 'en"><script>', ['Card number']],
  ])('labels the fields in %s', async (_name, locale, texts) => {
    await withGateway(async (app) => {
      const { body } = await page(app, STOREFRONT, locale);
      for (const text of texts) expect(body).toContain(text);
      expect(body).not.toContain('<script>');
    });
  });

  it('serves the frame script and style from its own origin', async () => {
    await withGateway(async (app) => {
      const script = await app.inject({ method: 'GET', url: '/hosted-fields.js' });
      expect(script.statusCode).toBe(200);
      expect(script.headers['content-type']).toMatch(/^text\/javascript/);
      expect(script.body).toContain("addEventListener('message'");
      const style = await app.inject({ method: 'GET', url: '/hosted-fields.css' });
      expect(style.headers['content-type']).toMatch(/^text\/css/);
      expect(style.body).toContain('.field-error');
    });
  });
});

describe('POST /v1/tokens', () => {
  it('turns the test card into a token the API reads with the same secret', async () => {
    await withGateway(async (app) => {
      const response = await tokens(app, { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' });
      expect(response.statusCode).toBe(200);
      const card = response.json();
      expect(card).toEqual({ token: expect.any(String), brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 });
      expect(response.body).not.toContain('4242424242424242');
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      expect(createSandboxCardTokenReader(SECRET)(card.token)).toMatchObject({ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 });
      expect(createSandboxCardTokenReader('another-secret-of-at-least-thirty-two-chars')(card.token)).toBeUndefined();
    });
  });

  it('answers each field at fault in the diner language', async () => {
    await withGateway(async (app) => {
      const response = await tokens(app, { number: '4242 4242 4242 4241', expiry: '13/30', cvc: '' }, 'fr-CA');
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body).toMatchObject({ error: 'Bad Request', code: 'invalid_card' });
      expect(body.fieldErrors).toEqual([
        { field: 'number', code: 'number_invalid', message: "Le numéro de carte n'est pas valide" },
        { field: 'expiry', code: 'expiry_month', message: "Le mois d'expiration doit être entre 01 et 12" },
        { field: 'cvc', code: 'cvc_required', message: 'Le code de sécurité est obligatoire' },
      ]);
      expect(body.message).toContain("Le numéro de carte n'est pas valide");
      expect(response.body).not.toContain('4242 4242 4242 4241');
    });
  });

  it.each([
    ['ja-JP', '4242424242424242', 'セキュリティコードは3桁で入力してください'],
    ['en-US', '378282246310005', 'Security code must be 4 digits'],
    ['es-MX', '', 'El código de seguridad debe tener 3 o 4 dígitos'],
    ['pt-BR', '', 'O código de segurança deve ter 3 ou 4 dígitos'],
  ])('names the security code length of the brand typed, in %s', async (locale, number, text) => {
    await withGateway(async (app) => {
      const response = await tokens(app, { number, expiry: '12/30', cvc: '12' }, locale);
      expect(response.json().fieldErrors).toContainEqual({ field: 'cvc', code: 'cvc_length', message: text });
    });
  });

  it('reads an expired card against its clock', async () => {
    await withGateway(async (app) => {
      const response = await tokens(app, { number: '4242424242424242', expiry: '10/26', cvc: '123' });
      expect(response.json().fieldErrors).toEqual([{ field: 'expiry', code: 'expired', message: hostedFieldsTexts('en').errors.expired }]);
    });
  });

  it.each([
    ['a number that is a number', { number: 4242424242424242, expiry: '12/30', cvc: '123' }],
    ['a missing field', { number: '4242424242424242', expiry: '12/30' }],
    ['an extra field', { number: '4242424242424242', expiry: '12/30', cvc: '123', name: 'x' }],
    ['a NUL byte', { number: '4242424242424242\u0000', expiry: '12/30', cvc: '123' }],
    ['an oversized field', { number: '4'.repeat(65), expiry: '12/30', cvc: '123' }],
    ['an array', [{ number: '4242424242424242', expiry: '12/30', cvc: '123' }]],
  ])('refuses %s with 400, quoting nothing back', async (_name, payload) => {
    await withGateway(async (app) => {
      const response = await tokens(app, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'Bad Request', code: 'invalid_request' });
      expect(response.body).not.toContain('4242');
    });
  });

  it('refuses a body that is not JSON without quoting it', async () => {
    await withGateway(async (app) => {
      const response = await app.inject({ method: 'POST', url: '/v1/tokens', payload: '{"number":"4242424242424242', headers: { 'content-type': 'application/json' } });
      expect(response.statusCode).toBe(400);
      expect(response.body).not.toContain('4242');
    });
  });
});

describe('GET /health', () => {
  it('answers 200', async () => {
    await withGateway(async (app) => {
      expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    });
  });
});
