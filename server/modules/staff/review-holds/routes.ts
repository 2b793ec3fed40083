/** The review of held orders in the staff console (contract: domain/wire/review-holds.ts); the list is an audited read. */
import type { FastifyRequest } from 'fastify';
import { BadRequestError } from '@/server/errors';
import { REVIEW_HOLD_PATHS } from '@/domain/wire/review-holds';
import { signedInStaff, type StaffGuards } from '@/server/auth/staff-guard';
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import { auditedRead } from '../audit-reads';
import type { StaffCaller } from '../deps';
import { cancelHeldOrder, listReviewHolds, releaseHeldOrder, type ReviewDeps } from './holds';
import { cancelHoldSchema, releaseHoldSchema, reviewHoldsSchema } from './schema';

const callerOf = (request: FastifyRequest): StaffCaller => ({ ip: request.ip, requestId: request.id, brandId: request.market.brandId });

/** Ajv would read a number or a boolean as text: a note must be sent as text. */
async function noteIsText(request: FastifyRequest): Promise<void> {
  const body = request.body;
  if (body === null || typeof body !== 'object' || !('note' in body) || typeof body.note === 'string') return;
  throw new BadRequestError('The note must be text', ['body/note must be string'], { code: 'validation', params: { field: 'note' } });
}

const reviewHoldRoutes: FastifyPluginAsyncTypebox<{ deps: ReviewDeps; guards: StaffGuards }> = async (app, { deps, guards }) => {
  app.get(REVIEW_HOLD_PATHS.list, { schema: reviewHoldsSchema, preHandler: guards.ready }, async (request) =>
    auditedRead(deps, request, () => listReviewHolds(deps.db, signedInStaff(request)), () => ({ subjectType: 'review-holds' })),
  );

  app.post(REVIEW_HOLD_PATHS.release, { schema: releaseHoldSchema, preValidation: noteIsText, preHandler: guards.ready }, async (request) =>
    releaseHeldOrder({ deps, caller: callerOf(request), staff: signedInStaff(request), orderId: request.params.orderId, body: request.body }),
  );

  app.post(REVIEW_HOLD_PATHS.cancel, { schema: cancelHoldSchema, preValidation: noteIsText, preHandler: guards.ready }, async (request) =>
    cancelHeldOrder({ deps, caller: callerOf(request), staff: signedInStaff(request), orderId: request.params.orderId, body: request.body }),
  );
};

export default reviewHoldRoutes;
