/** What the auth use cases receive: database, session issuer, mailer, verifier, clock, limits. */
import type { LocaleTag } from '@/domain/markets';
import type { FastifyBaseLogger } from 'fastify';
import type { CommonPasswordCheck } from '@/domain/passwords';
import type { SessionIssuer } from '@/server/auth/issue';
import type { Database } from '@/server/db/client';
import type { Mailer } from '@/server/modules/email/mailer';
import type { SocialTokenVerifier } from './social-verifier';
import type { ThrottleLimits } from './throttle';

export type AuthDeps = {
  db: Database;
  issue: SessionIssuer;
  mailer: Mailer;
  verifier: SocialTokenVerifier;
  isCommon: CommonPasswordCheck;
  throttle: ThrottleLimits;
  storefrontUrl: string;
  now: () => Date;
  log: FastifyBaseLogger;
};

/** The caller as the use cases see it: market locale and IP (for throttling). */
export type AuthCaller = { locale: LocaleTag; ip: string };
