/** The per-connection budget of job applications, on the app's rate limiter (in Redis when REDIS_URL is set). */
import { JOB_APPLICATION_LIMIT } from '@/domain/jobs';
import { formRateLimit } from '@/server/modules/surveys';

export const applicationRateLimit = formRateLimit(JOB_APPLICATION_LIMIT, 'applications');
