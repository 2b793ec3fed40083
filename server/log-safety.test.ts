/**
 * Nothing secret or personal in the log: a run of sign-ups, logins (good and bad), guest
 * checkouts paid by card, card numbers sent where the API takes none (the old tokenize path, a
 * payment route), order reads over GraphQL and failing queries with a NUL byte leaves no email,
 * phone, password, password hash, token or card digits in the captured pino output.
 */
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { customers } from '@/server/db/schema';
import { post, signUpBody } from '@/server/modules/auth/test-helpers';
import { buildPayableOrder, buildStore, GUEST, paymentClient } from '@/server/modules/payments/test/payable-order';
import { build, testDatabases, type TestApp } from '@/server/test/build-app';
import { buildReferenceData } from '@/server/test/factories';
import { safeError, safeMessage, safeUrl } from './log-safety';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, stream };
}

describe.each(testDatabases())('the log on %s', (kind) => {
  let context: TestApp;
  const { lines, stream } = capture();
  beforeAll(async () => {
    context = await build(kind, { logger: { level: 'trace', stream } });
    await buildReferenceData(context.db);
    context.app.post('/test/failing-query', async (request) => {
      const { email } = request.body as { email: string };
      await context.db.execute(sql`select count(*) from customers where email = ${email} and first_name = ${`Ada\u0000${email}`}`);
      return { ok: true };
    });
  });
  afterAll(() => context.close());

  it('holds none of the secrets and personal data a busy run handles', async () => {
    const secrets: string[] = [];
    for (let round = 0; round < 2; round += 1) {
      const body = signUpBody({ phone: `(512) 555-01${40 + round}` });
      const signedUp = await post(context.app, '/auth/sign-up', body);
      expect(signedUp.statusCode).toBe(201);
      const [row] = await context.db.select({ hash: customers.passwordHash }).from(customers).where(eq(customers.email, body.email));
      const login = await post(context.app, '/auth/login/customer', { email: body.email, password: body.password });
      const failed = await post(context.app, '/auth/login/customer', { email: body.email, password: 'Wrong-Guess-919' });
      expect([login.statusCode, failed.statusCode]).toEqual([200, 401]);
      secrets.push(body.email, body.phone, body.password, 'Wrong-Guess-919', row!.hash!, row!.hash!.split('$').pop()!, signedUp.json().token, login.json().token);
    }
    const nul = signUpBody({ firstName: 'Ada\u0000Null', phone: '(737) 555-0177' });
    await post(context.app, '/auth/sign-up', nul);
    await post(context.app, '/auth/login/customer', { email: `nul\u0000${nul.email}`, password: nul.password });
    secrets.push(nul.email, nul.phone, nul.password);

    const store = await buildStore(context.db);
    const pay = paymentClient(context.app);
    for (const number of ['4242424242424242', '5555555555554444']) {
      const order = await buildPayableOrder(context.app, store, 2);
      const card = { number, expiry: '12/40', cvc: '123' };
      const tokenize = await context.app.inject({ method: 'POST', url: '/online-ordering/payment-management/tokenize', payload: card });
      expect(tokenize.statusCode).toBe(404);
      const cardToken = pay.token(number);
      expect((await pay.card(order, { token: cardToken, ...card })).statusCode).toBe(400);
      expect((await pay.card(order, { token: cardToken })).statusCode).toBe(200);
      const query = 'query($id: ID!, $token: String) { order(id: $id, token: $token) { id } }';
      await context.app.inject({ method: 'GET', url: `/graphql?${new URLSearchParams({ query, variables: JSON.stringify({ id: order.id, token: order.token }) })}` });
      await context.app.inject({ method: 'POST', url: '/graphql', payload: { query, variables: { id: order.id, token: order.token } } });
      secrets.push(number, number.slice(-8), order.token, cardToken);
    }
    secrets.push(GUEST.email, GUEST.phone);

    const failing = await context.app.inject({ method: 'POST', url: '/test/failing-query', payload: { email: 'hidden.diner@example.com' } });
    expect(failing.statusCode).toBe(500);
    secrets.push('hidden.diner@example.com');

    const log = lines.join('');
    expect(log).toContain('Failed query: select count(*) from customers');
    expect(log).toContain('request failed');
    for (const secret of secrets) expect({ secret, found: log.includes(secret) }).toEqual({ secret, found: false });
  });
});

describe('safeUrl', () => {
  it.each([
    ['/graphql?query=%7B%7D&variables=%7B%22token%22%3A%22t%22%7D', '/graphql?query=[REDACTED]&variables=[REDACTED]'],
    ['/reset?token=abc&lang=en', '/reset?token=[REDACTED]&lang=en'],
    ['/x?Email=a%40b.example&page=2&access_token=z', '/x?Email=[REDACTED]&page=2&access_token=[REDACTED]'],
    ['/locations?page=1&pageSize=20', '/locations?page=1&pageSize=20'],
    ['/plain', '/plain'],
  ])('%s', (url, safe) => {
    expect(safeUrl(url)).toBe(safe);
  });
});

describe('safeError', () => {
  it('keeps the SQL, the code and the cause of a failed query, never its parameters or detail', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "customers_email"'), {
      code: '23505',
      detail: 'Key (email)=(ada@example.com) already exists.',
      constraint: 'customers_email',
    });
    const error = Object.assign(new Error('Failed query: insert into "customers" ("email") values ($1)\nparams: ada@example.com,scrypt$1$2'), {
      query: 'insert into "customers" ("email") values ($1)',
      params: ['ada@example.com', 'scrypt$1$2'],
      cause,
    });
    const safe = safeError(error);
    expect(safe).toMatchObject({
      message: 'Failed query: insert into "customers" ("email") values ($1)',
      sql: 'insert into "customers" ("email") values ($1)',
      cause: { code: '23505', constraint: 'customers_email', message: 'duplicate key value violates unique constraint "customers_email"' },
    });
    expect(JSON.stringify(safe)).not.toMatch(/ada@example|scrypt/);
  });

  it('drops a quoted value at the end of a message and masks email addresses', () => {
    expect(safeMessage('invalid input syntax for type uuid: "ada@example.com"')).toBe('invalid input syntax for type uuid: "[REDACTED]"');
    expect(safeMessage('550 5.1.1 <ada@example.com>: Recipient address rejected')).toBe('550 5.1.1 <[EMAIL]>: Recipient address rejected');
  });

  it('keeps no other property an error carries', () => {
    const error = Object.assign(new Error('boom'), { body: { password: 'p' }, params: { id: 1 }, query: { token: 't' } });
    expect(Object.keys(safeError(error)).sort()).toEqual(['message', 'stack', 'type']);
  });
});
