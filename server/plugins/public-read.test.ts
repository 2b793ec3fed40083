import Fastify from 'fastify';
import { PERSONAL_CACHE_CONTROL, PUBLIC_READ_CACHE_CONTROL, publicRead } from './public-read';

async function appWith(handler: Parameters<ReturnType<typeof Fastify>['get']>[1]) {
  const app = Fastify();
  app.get('/read', { ...publicRead }, handler as never);
  await app.ready();
  return app;
}

describe('publicRead', () => {
  it('offers a plain read to shared caches, with its tag', async () => {
    const app = await appWith(async () => ({ name: 'Mesa' }));
    const answer = await app.inject({ method: 'GET', url: '/read' });
    expect(answer.headers['cache-control']).toBe(PUBLIC_READ_CACHE_CONTROL);
    expect(answer.headers.etag).toBeDefined();
    await app.close();
  });

  it('never makes public an answer that sets a cookie', async () => {
    const app = await appWith(async (_request: unknown, reply: { header: (name: string, value: string) => void }) => {
      reply.header('set-cookie', 'session=abc; Path=/');
      return { name: 'Mesa' };
    });
    const answer = await app.inject({ method: 'GET', url: '/read' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe(PERSONAL_CACHE_CONTROL);
    expect(answer.headers['set-cookie']).toBe('session=abc; Path=/');
    await app.close();
  });
});
