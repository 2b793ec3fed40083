/**
 * The per-connection budget of a survey form's submissions, on the app's own rate limiter
 * (@fastify/rate-limit, counted in Redis when REDIS_URL is set): each form route counts apart.
 */
import { SURVEY_SUBMISSION_LIMIT } from '@/domain/validation';
import { HttpError } from '@/server/errors';

const { max, windowMinutes } = SURVEY_SUBMISSION_LIMIT;

export const submissionRateLimit = {
  rateLimit: {
    max,
    timeWindow: windowMinutes * 60_000,
    errorResponseBuilder: (_request: unknown, context: { statusCode: number; after: string }) =>
      new HttpError(context.statusCode, `Too many submissions: at most ${max} in ${windowMinutes} minutes. Try again in ${context.after}.`),
  },
};
