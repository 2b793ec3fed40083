/** What the staff use cases receive: database, token issuer, mailer, order lifecycle, password rules, clock, limits. */
import type { FastifyBaseLogger } from 'fastify';
import type { CommonPasswordCheck } from '@/domain/passwords';
import type { StaffChallengeSigner } from '@/server/auth/jwt';
import type { StaffSessionIssuer } from '@/server/auth/staff-sessions';
import type { Database } from '@/server/db/client';
import type { Mailer } from '@/server/platform/mail/mailer';
import type { OrderLifecycle } from '@/server/modules/orders';
import type { ThrottleLimits } from '@/server/modules/auth';

export type StaffDeps = {
  db: Database;
  issue: StaffSessionIssuer;
  /** Signs and reads the challenge of a sign-in halfway (the second factor still to come). */
  challenges: StaffChallengeSigner;
  mailer: Mailer;
  /** Status moves publish the order's events (cancelled, ready, picked up, delivered) through it. */
  lifecycle: OrderLifecycle;
  isCommon: CommonPasswordCheck;
  throttle: ThrottleLimits;
  storefrontUrl: string;
  /** The real time (never the demo clock): sessions, one-time password expiry, throttling. */
  now: () => Date;
  /** Demo accounts sign in only in demo mode. */
  demoMode: boolean;
  log: FastifyBaseLogger;
};

/**
 * The request as the use cases see it: the caller's IP (throttling, audit), request id (audit)
 * and the brand of the console it came through (a refused sign-in of an unknown address).
 */
export type StaffCaller = { ip: string; requestId: string; brandId?: number };
