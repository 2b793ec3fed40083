/**
 * The per-connection budget of a form's submissions, on the app's own rate limiter
 * (@fastify/rate-limit, counted in Redis when REDIS_URL is set): each form route counts apart.
 */
import { SURVEY_SUBMISSION_LIMIT } from '@/domain/validation';
import { HttpError } from '@/server/errors';

/** A route's rate-limit config: at most `max` of `what` (plural, as the refusal names them) per `windowMinutes`. */
export function formRateLimit({ max, windowMinutes }: { max: number; windowMinutes: number }, what: string) {
  return {
    rateLimit: {
      max,
      timeWindow: windowMinutes * 60_000,
      errorResponseBuilder: (_request: unknown, context: { statusCode: number; after: string }) =>
        new HttpError(context.statusCode, `Too many ${what}: at most ${max} in ${windowMinutes} minutes. Try again in ${context.after}.`),
    },
  };
}

export const submissionRateLimit = formRateLimit(SURVEY_SUBMISSION_LIMIT, 'submissions');
