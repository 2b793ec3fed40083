/** What the survey forms need: the database, the mailer of confirmations, the clock and the log; and who submits (the request's market). */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { CountryCode, LocaleTag } from '@/domain/markets';
import type { Database } from '@/server/db/client';
import type { Mailer } from '@/server/platform/mail/mailer';

export type SurveyDeps = { db: Database; mailer: Mailer; now: () => Date; log: FastifyBaseLogger };

/** Who submits: the request's market. */
export type Submitter = { brandId: number; country: CountryCode; locale: LocaleTag };

export function submitterOf(request: FastifyRequest): Submitter {
  const { brandId, country, locale } = request.market;
  return { brandId, country, locale };
}

/** The columns a submission's row starts with: a fresh id and who sent it. */
export function submittedBy(by: Submitter) {
  return { id: randomUUID(), brandId: by.brandId, countryCode: by.country, locale: by.locale };
}
