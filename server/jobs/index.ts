/**
 * Every scheduled job of the API. To add one, define a JobDefinition (job.ts) beside its module
 * and list it here; a plugin can also call `app.jobs.define(job)` before the app is ready.
 */
import { CLEANUP_JOBS } from './cleanup';
import type { JobDefinition } from './job';
import { REWARD_JOBS } from '@/server/modules/rewards';
import { smokeHoldLapseJob } from '@/server/modules/smoke';

export const SCHEDULED_JOBS: readonly JobDefinition[] = [...CLEANUP_JOBS, ...REWARD_JOBS, smokeHoldLapseJob];
