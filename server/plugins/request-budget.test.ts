import Fastify, { type FastifyInstance } from 'fastify';
import requestBudget, { REQUEST_OVER_BUDGET_MESSAGE } from './request-budget';

const never = () => new Promise<never>(() => undefined);

async function appWith(budgetMs: number, routes: (app: FastifyInstance) => void): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(requestBudget, { budgetMs });
  routes(app);
  await app.ready();
  return app;
}

describe('requestBudget', () => {
  it('answers 503 with Retry-After, in the error shape, a request still unanswered at the end of its budget', async () => {
    const app = await appWith(100, (scope) => scope.post('/stuck', never));
    const started = Date.now();
    const answer = await app.inject({ method: 'POST', url: '/stuck?locale=abc' });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe('2');
    expect(answer.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', code: 'unavailable', message: REQUEST_OVER_BUDGET_MESSAGE });
    await app.close();
  });

  it('leaves an answer in time alone, and keeps no timer after it', async () => {
    const app = await appWith(100, (scope) => scope.get('/quick', async () => ({ ok: true })));
    expect((await app.inject({ method: 'GET', url: '/quick' })).json()).toEqual({ ok: true });
    await new Promise((resolve) => setTimeout(resolve, 150));
    await app.close();
  });

  it("gives a route its own budget when it names one", async () => {
    const app = await appWith(50, (scope) =>
      scope.get('/slow', { config: { timeBudgetMs: 1_000 } }, async () => {
        await new Promise((resolve) => setTimeout(resolve, 200));
        return { ok: true };
      }),
    );
    expect((await app.inject({ method: 'GET', url: '/slow' })).statusCode).toBe(200);
    await app.close();
  });

  it('never cuts into a stream already under way', async () => {
    const app = await appWith(50, (scope) =>
      scope.get('/stream', async (_request, reply) => {
        reply.hijack();
        reply.raw.writeHead(200, { 'content-type': 'text/plain' });
        reply.raw.write('one ');
        await new Promise((resolve) => setTimeout(resolve, 200));
        reply.raw.end('two');
      }),
    );
    const answer = await app.inject({ method: 'GET', url: '/stream' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe('one two');
    await app.close();
  });
});
