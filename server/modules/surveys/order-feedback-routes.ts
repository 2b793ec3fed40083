/** Order feedback and review-us under /online-ordering (contract: domain/wire/order-feedback.ts). Thin. */
import type { FastifyRequest } from 'fastify';
import { ORDER_FEEDBACK_PATHS } from '@/domain/wire/order-feedback';
import { callerOf } from '@/server/modules/orders';
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import { isRobot } from './honeypot';
import { answerOrderFeedback, decoyAnswer, orderFeedbackState, type FeedbackCaller, type OrderFeedbackDeps } from './order-feedback';
import { answerFeedbackSchema, FEEDBACK_KEY_HEADER_NAME, feedbackStateSchema, reviewUsSchema } from './order-feedback-schema';
import { submissionRateLimit } from './rate-limit';
import { reviewUs } from './review-us';

/** The survey budget, counted per connection and order: rating one order never uses up another's attempts. */
const perOrderRateLimit = {
  rateLimit: {
    ...submissionRateLimit.rateLimit,
    keyGenerator: (request: FastifyRequest) => `${request.ip}:${(request.params as { orderId?: string }).orderId ?? ''}`,
  },
};

function feedbackCallerOf(request: FastifyRequest): FeedbackCaller {
  const raw = request.headers[FEEDBACK_KEY_HEADER_NAME];
  const key = (Array.isArray(raw) ? raw[0] : raw)?.trim() || undefined;
  return { ...callerOf(request.headers, request.customer), feedbackKey: key };
}

const orderFeedbackRoutes: FastifyPluginAsyncTypebox<{ deps: OrderFeedbackDeps }> = async (app, { deps }) => {
  app.get(ORDER_FEEDBACK_PATHS.feedback, { schema: feedbackStateSchema }, async (request) =>
    orderFeedbackState(deps, request.params.orderId, feedbackCallerOf(request)),
  );

  app.post(ORDER_FEEDBACK_PATHS.feedback, { schema: answerFeedbackSchema, config: perOrderRateLimit }, async (request, reply) => {
    const { brandId, country, locale } = request.market;
    const caller = feedbackCallerOf(request);
    const state = isRobot(request.body)
      ? await decoyAnswer(deps, request.params.orderId, caller, request.body, request.log)
      : await answerOrderFeedback(deps, { brandId, country, locale }, request.params.orderId, caller, request.body);
    return reply.status(201).send(state);
  });

  app.post(ORDER_FEEDBACK_PATHS.reviewUs, { schema: reviewUsSchema, config: perOrderRateLimit }, async (request) =>
    reviewUs(deps, request.params.orderId, feedbackCallerOf(request), request.body),
  );
};

export default orderFeedbackRoutes;
