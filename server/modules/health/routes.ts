/** Liveness and readiness: /health always answers; /ready answers 200 only when the database does. */
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import type { DatabaseConnection } from '@/server/db/client';
import { wireError } from '@/server/errors';
import { WireErrorSchema } from '@/server/schemas/common';

export const DATABASE_UNAVAILABLE = 'The database is not answering; try again shortly.';

const StatusSchema = Type.Object({ status: Type.Literal('ok') });

const healthRoutes: FastifyPluginAsyncTypebox<{ database: DatabaseConnection }> = async (app, { database }) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], response: { 200: StatusSchema } }, config: { rateLimit: false } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    { schema: { tags: ['health'], response: { 200: StatusSchema, 503: WireErrorSchema } }, config: { rateLimit: false } },
    async (request, reply) => {
      try {
        await database.ping();
        return { status: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'readiness check failed');
        return reply.status(503).send(wireError(503, DATABASE_UNAVAILABLE, undefined, { code: 'unavailable' }));
      }
    },
  );
};

export default healthRoutes;
