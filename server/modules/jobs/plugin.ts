/**
 * Hiring as one plugin under /online-ordering: the openings of the request's market, the
 * application form (multipart, parsed here only), and the staff's listing and file download.
 * Files go to the storage the settings name; the confirmation goes through the app's one mailer.
 */
import multipart from '@fastify/multipart';
import type { Config } from '@/server/config';
import { createStaffGuards } from '@/server/auth/staff-guard';
import type { Database } from '@/server/db/client';
import type { Mailer } from '@/server/platform/mail/mailer';
import { createFileStorage, type FileStorage } from '@/server/storage';
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import jobRoutes from './routes';

export type JobsModuleOptions = { config: Config; db: Database; mailer: Mailer; now?: () => Date; storage?: FileStorage };

const jobsModule: FastifyPluginAsyncTypebox<JobsModuleOptions> = async (app, options) => {
  const { config, db, mailer, now = () => new Date() } = options;
  const storage = options.storage ?? createFileStorage(config);
  // Multipart bodies are read by this plugin's application route only.
  await app.register(multipart, { throwFileSizeLimit: true });
  await app.register(jobRoutes, {
    deps: { db, storage, mailer, now, log: app.log, uploadMaxMb: config.jobApplicationUploadMaxMb },
    guards: createStaffGuards({ db, jwtSecret: config.jwtSecret, now }),
  });
};

export default jobsModule;
