/**
 * POST /dev/e-gift-card-delivery { now }: runs the e-gift card delivery job once as of that
 * instant and answers how many cards went out, so a demo can show a card dated next week reach
 * its recipient today. A demo convenience (config.ts demoConveniences names it): registered only
 * in demo mode, so outside it the path is an unknown route's 404. Sending every card due as of any
 * instant is no operator's business on a live site.
 */
import { Type } from '@sinclair/typebox';
import { E_GIFT_PATHS } from '@/domain/wire/e-gift-cards';
import { BadRequestError } from '@/server/errors';
import { errorResponses, Strict } from '@/server/schemas/common';
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import { deliverDueEGifts } from './delivery';
import type { EGiftDeps } from './purchase';

const ISO_INSTANT = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2})$';

const eGiftDevRoutes: FastifyPluginAsyncTypebox<{ deps: EGiftDeps }> = async (app, { deps }) => {
  app.post(
    E_GIFT_PATHS.devDelivery,
    {
      schema: {
        tags: ['development'],
        summary: 'Run the e-gift card delivery job once as of an instant (demo mode only)',
        body: Strict({ now: Type.String({ pattern: ISO_INSTANT, maxLength: 40, description: 'The instant to run as of, e.g. 2030-03-12T15:00:00Z' }) }),
        response: { 200: Type.Object({ now: Type.String(), delivered: Type.Integer() }), ...errorResponses() },
      },
    },
    async (request) => {
      const now = new Date(request.body.now);
      if (Number.isNaN(now.getTime())) throw new BadRequestError(`"now" must be an instant written like 2030-03-12T15:00:00Z, got "${request.body.now}"`);
      return { now: now.toISOString(), ...(await deliverDueEGifts(deps, now)) };
    },
  );
};

export default eGiftDevRoutes;
