/**
 * POST /dev/catering-lifecycle { now }: runs the catering lifecycle job once as of that instant
 * and answers what it did, so a demo can show an estimate expiring (and its kitchen hold being
 * released) without waiting a week. Registered only in demo mode, like /dev/outbox: moving
 * every lead of every store as of any date is no operator's business on a live site.
 */
import { Type } from '@sinclair/typebox';
import { isEventDate } from '@/domain/validation';
import { BadRequestError } from '@/server/errors';
import { errorResponses, Strict } from '@/server/schemas/common';
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import { runCateringLifecycle } from './lifecycle-job';
import type { CateringMailDeps } from './mail';

const ISO_INSTANT = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2})$';

const cateringDevRoutes: FastifyPluginAsyncTypebox<{ mail: CateringMailDeps }> = async (app, { mail }) => {
  app.post(
    '/dev/catering-lifecycle',
    {
      schema: {
        tags: ['development'],
        summary: 'Run the catering lifecycle job once as of an instant (demo mode only)',
        body: Strict({ now: Type.String({ pattern: ISO_INSTANT, maxLength: 40, description: 'The instant to run as of, e.g. 2030-03-12T15:00:00Z' }) }),
        response: {
          200: Type.Object({ now: Type.String(), moved: Type.Integer(), refused: Type.Integer(), reminders: Type.Integer(), feedback: Type.Integer() }),
          ...errorResponses(),
        },
      },
    },
    async (request) => {
      const now = new Date(request.body.now);
      if (Number.isNaN(now.getTime()) || !isEventDate(request.body.now.slice(0, 10))) throw new BadRequestError(`"now" must be an instant written like 2030-03-12T15:00:00Z, got "${request.body.now}"`);
      const summary = await runCateringLifecycle({ ...mail, log: request.log }, now);
      return { now: now.toISOString(), ...summary };
    },
  );
};

export default cateringDevRoutes;
