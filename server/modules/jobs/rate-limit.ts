/** The per-connection budget of job applications, on the app's rate limiter (in Redis when REDIS_URL is set). */
import { JOB_APPLICATION_LIMIT } from '@/domain/jobs';
import { HttpError } from '@/server/errors';

const { max, windowMinutes } = JOB_APPLICATION_LIMIT;

export const applicationRateLimit = {
  rateLimit: {
    max,
    timeWindow: windowMinutes * 60_000,
    errorResponseBuilder: (_request: unknown, context: { statusCode: number; after: string }) =>
      new HttpError(context.statusCode, `Too many applications: at most ${max} in ${windowMinutes} minutes. Try again in ${context.after}.`),
  },
};
