/** What the privacy use cases need, and who submits (the request's market). */
import type { FastifyBaseLogger } from 'fastify';
import type { CountryCode, LocaleTag } from '@/domain/markets';
import type { Database } from '@/server/db/client';
import type { Mailer } from '@/server/platform/mail/mailer';
import type { CardVault } from '@/server/modules/payments';
import type { FileStorage } from '@/server/storage';

export type PrivacyDeps = {
  db: Database;
  mailer: Mailer;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Where job applications' files are kept: an erasure removes them. */
  storage: FileStorage;
  /** The card processor in use: an erasure deletes the person's customer there. Never throws: a deletion that did not go through is logged and retried by the forget job (erasedCustomerForgetter). */
  cards: Pick<CardVault, 'processor' | 'forgetCustomer'>;
  /** For the confirmation link (a storefront page) and the download link (this API). */
  storefrontUrl: string;
  apiPublicUrl: string;
};

export type Submitter = { brandId: number; country: CountryCode; locale: LocaleTag };
