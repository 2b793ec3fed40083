/**
 * GET /dev/outbox (JSON, newest first) and GET /dev/outbox/:mailId (the mail's HTML): the
 * development page and the journeys read every email here. Registered by app.ts in demo mode only
 * (config.demoMode), under /online-ordering: the mails hold diners' names and
 * addresses, and password-reset and verification links that would let anyone take an account.
 */
import { Type } from '@sinclair/typebox';
import type { WireOutboxMail } from '@/domain/wire/payments';
import type { WireList } from '@/domain/wire/catalog';
import type { Database } from '@/server/db/client';
import { NotFoundError } from '@/server/errors';
import { errorResponses, Id, PageQuery, WireListSchema } from '@/server/schemas/common';
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import { findMail, listMail, type OutboxRow } from './repository';

const WireOutboxMailSchema = Type.Object({
  id: Type.Integer(),
  to: Type.String(),
  from: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  html: Type.String(),
  orderId: Type.Union([Type.String(), Type.Null()]),
  status: Type.Union([Type.Literal('outbox'), Type.Literal('sent'), Type.Literal('failed')]),
  createdAt: Type.String(),
});

export function presentMail(row: OutboxRow): WireOutboxMail {
  return {
    id: row.id,
    to: row.toAddress,
    from: row.fromAddress,
    subject: row.subject,
    text: row.text,
    html: row.html,
    orderId: row.orderId,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

const outboxRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['development'],
        querystring: Type.Object({ ...PageQuery, orderId: Type.Optional(Type.String({ format: 'uuid' })) }),
        response: { 200: WireListSchema(WireOutboxMailSchema), ...errorResponses() },
      },
    },
    async (request): Promise<WireList<WireOutboxMail>> => {
      const { page, pageSize, orderId } = request.query;
      const { rows, total } = await listMail(db, page, pageSize, orderId);
      return { data: rows.map(presentMail), total, page, pageSize };
    },
  );

  app.get(
    '/dev/outbox/:mailId',
    { schema: { tags: ['development'], params: Type.Object({ mailId: Id('Mail id') }), response: { 200: Type.String({ description: 'The HTML of the mail' }), ...errorResponses(404) } } },
    async (request, reply) => {
      const row = await findMail(db, request.params.mailId);
      if (!row) throw new NotFoundError(`Mail ${request.params.mailId} was not found`);
      return reply.type('text/html; charset=utf-8').send(row.html);
    },
  );
};

export default outboxRoutes;
