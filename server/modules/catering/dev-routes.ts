/**
 * POST /dev/catering-lifecycle { now }: runs the catering lifecycle job once as of that instant
 * and answers what it did, so a demo can show an estimate expiring (and its kitchen hold being
 * released) without waiting a week. Registered only in demo mode, like /dev/outbox: moving
 * every lead of every store as of any date is no operator's business on a live site.
 */
import { Type } from '@sinclair/typebox';
import { errorResponses } from '@/server/schemas/common';
import { runAsOf, RunAsOfBody } from '@/server/schemas/run-as-of';
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import { runCateringLifecycle } from './lifecycle-job';
import type { CateringMailDeps } from './mail';

const cateringDevRoutes: FastifyPluginAsyncTypebox<{ mail: CateringMailDeps }> = async (app, { mail }) => {
  app.post(
    '/dev/catering-lifecycle',
    {
      schema: {
        tags: ['development'],
        summary: 'Run the catering lifecycle job once as of an instant (demo mode only)',
        body: RunAsOfBody,
        response: {
          200: Type.Object({ now: Type.String(), moved: Type.Integer(), refused: Type.Integer(), reminders: Type.Integer(), feedback: Type.Integer() }),
          ...errorResponses(),
        },
      },
    },
    async (request) => {
      const now = runAsOf(request.body);
      const summary = await runCateringLifecycle({ ...mail, log: request.log }, now);
      return { now: now.toISOString(), ...summary };
    },
  );
};

export default cateringDevRoutes;
