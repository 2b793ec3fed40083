/**
 * The TypeBox type provider: route handlers see request types inferred from their schemas.
 *
 * Schemas use @sinclair/typebox 0.34 (the package.json dependency). @fastify/type-provider-typebox 6
 * targets the ESM-only `typebox` 1.x, which Jest's CommonJS runtime on Node 20 cannot load
 * without transforming node_modules; its provider is these few lines, so we keep them here.
 */
import type { FastifyPluginAsync, FastifyPluginOptions, FastifyTypeProvider, RawServerDefault } from 'fastify';
import type { Static, TSchema } from '@sinclair/typebox';

export interface TypeBoxTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends TSchema ? Static<this['schema']> : unknown;
  serializer: this['schema'] extends TSchema ? Static<this['schema']> : unknown;
}

export type FastifyPluginAsyncTypebox<Options extends FastifyPluginOptions = Record<never, never>> = FastifyPluginAsync<
  Options,
  RawServerDefault,
  TypeBoxTypeProvider
>;
