/** What the auth use cases receive: database, session issuer, mailer, verifier, clock, limits, budgets, work after the answer. */
import type { LocaleTag } from '@/domain/markets';
import type { FastifyBaseLogger } from 'fastify';
import type { CommonPasswordCheck } from '@/domain/passwords';
import type { SessionIssuer } from '@/server/auth/issue';
import type { Database } from '@/server/db/client';
import type { Mailer } from '@/server/platform/mail/mailer';
import type { AfterAnswer } from './after-answer';
import type { MailBudgets } from './budgets';
import type { SocialTokenVerifier } from './social-verifier';
import type { ThrottleLimits } from './throttle';

export type AuthDeps = {
  db: Database;
  issue: SessionIssuer;
  mailer: Mailer;
  verifier: SocialTokenVerifier;
  isCommon: CommonPasswordCheck;
  throttle: ThrottleLimits;
  budgets: MailBudgets;
  storefrontUrl: string;
  /** The real time (server/clock.ts realClock): token, link and session expiry and every limit run on it. */
  now: () => Date;
  /** Runs a task once the answer is on its way (after-answer.ts). */
  later: AfterAnswer;
  log: FastifyBaseLogger;
};

/** The caller as the use cases see it: market locale and IP (for throttling and budgets). */
export type AuthCaller = { locale: LocaleTag; ip: string };
