/**
 * POST /dev/e-gift-card-delivery { now }: runs the e-gift card delivery job once as of that
 * instant and answers how many cards went out, so a demo can show a card dated next week reach
 * its recipient today. A demo convenience (config.ts demoConveniences names it): registered only
 * in demo mode, so outside it the path is an unknown route's 404. Sending every card due as of any
 * instant is no operator's business on a live site.
 */
import { Type } from '@sinclair/typebox';
import { E_GIFT_PATHS } from '@/domain/wire/e-gift-cards';
import { errorResponses } from '@/server/schemas/common';
import { runAsOf, RunAsOfBody } from '@/server/schemas/run-as-of';
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import { deliverDueEGifts } from './delivery';
import type { EGiftDeps } from './purchase';

const eGiftDevRoutes: FastifyPluginAsyncTypebox<{ deps: EGiftDeps }> = async (app, { deps }) => {
  app.post(
    E_GIFT_PATHS.devDelivery,
    {
      schema: {
        tags: ['development'],
        summary: 'Run the e-gift card delivery job once as of an instant (demo mode only)',
        body: RunAsOfBody,
        response: { 200: Type.Object({ now: Type.String(), delivered: Type.Integer() }), ...errorResponses() },
      },
    },
    async (request) => {
      const now = runAsOf(request.body);
      return { now: now.toISOString(), ...(await deliverDueEGifts(deps, now)) };
    },
  );
};

export default eGiftDevRoutes;
