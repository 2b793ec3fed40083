/** What the job applications need: the database, the file storage, the mailer, the clock, the log and the megabyte limit. */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@/server/db/client';
import type { Mailer } from '@/server/platform/mail/mailer';
import type { FileStorage } from '@/server/storage';

export type JobDeps = { db: Database; storage: FileStorage; mailer: Mailer; now: () => Date; log: FastifyBaseLogger; uploadMaxMb: number };
