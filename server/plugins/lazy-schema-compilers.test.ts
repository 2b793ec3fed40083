/**
 * The lazy compilers behave as Fastify's own: the same refusals with the same messages, the same
 * coercion of query strings and the same response serialization, compiled on first use.
 */
import Fastify from 'fastify';
import { Type } from '@sinclair/typebox';
import { lazySerializers, lazyValidators } from './lazy-schema-compilers';

const schema = {
  querystring: Type.Object({ page: Type.Integer({ minimum: 1 }) }),
  headers: Type.Object({ 'x-order-token': Type.Optional(Type.String({ maxLength: 4 })) }),
  body: Type.Object({ name: Type.String({ maxLength: 5 }) }, { additionalProperties: false }),
  response: { 200: Type.Object({ name: Type.String(), page: Type.Integer() }) },
};

async function appWith(lazy: boolean) {
  const app = Fastify(lazy ? { schemaController: { compilersFactory: { buildValidator: lazyValidators(), buildSerializer: lazySerializers() } } } : {});
  app.post('/things', { schema }, async (request) => {
    const { page } = request.query as { page: number };
    return { ...(request.body as object), page, secret: 'not in the schema' };
  });
  await app.ready();
  return app;
}

const requests = [
  { url: '/things?page=2', payload: { name: 'Ada' } },
  { url: '/things?page=0', payload: { name: 'Ada' } },
  { url: '/things?page=two', payload: { name: 'Ada' } },
  { url: '/things?page=1', payload: { name: 'Adaline' } },
  { url: '/things?page=1', payload: { name: 'Ada', extra: true } },
  { url: '/things?page=1', payload: { name: 'Ada' }, headers: { 'X-Order-Token': 'too long' } },
];

describe('lazy schema compilers', () => {
  it.each(requests)('answer $url $payload as Fastify’s own compilers do', async (request) => {
    const [eager, lazy] = await Promise.all([appWith(false), appWith(true)]);
    try {
      const [expected, actual] = await Promise.all([eager.inject({ method: 'POST', ...request }), lazy.inject({ method: 'POST', ...request })]);
      expect(actual.statusCode).toBe(expected.statusCode);
      expect(actual.body).toBe(expected.body);
    } finally {
      await Promise.all([eager.close(), lazy.close()]);
    }
  });

  it('refuses a bad body with the validator’s message, and serializes only the response schema’s fields', async () => {
    const app = await appWith(true);
    try {
      const refused = await app.inject({ method: 'POST', url: '/things?page=1', payload: { name: 'Adaline' } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('body/name must NOT have more than 5 characters');
      const answered = await app.inject({ method: 'POST', url: '/things?page=3', payload: { name: 'Ada' } });
      expect(answered.json()).toEqual({ name: 'Ada', page: 3 });
    } finally {
      await app.close();
    }
  });
});
