/**
 * The auth module as one plugin under /online-ordering: sign-up, verification, login with
 * throttling, Facebook login, logout, password reset and change. Its dependencies come from
 * the config unless buildApp's `auth` options replace them (tests: clock, verifier, limits).
 * Its clock is the real time, never the demo clock a request may set: session tokens, link
 * expiry, sign-in throttling and the mail budgets are security controls.
 */
import { realClock } from '@/server/clock';
import type { Config } from '@/server/config';
import { createSessionIssuer } from '@/server/auth/issue';
import type { Database } from '@/server/db/client';
import type { Mailer } from '@/server/platform/mail/mailer';
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import { createAfterAnswerQueue } from './after-answer';
import { DEFAULT_MAIL_BUDGETS, type MailBudgets } from './budgets';
import { isCommonPassword } from './common-passwords';
import type { AuthDeps } from './deps';
import authRoutes from './routes';
import { createRefusingVerifier, verifierFor, type SocialTokenVerifier } from './social-verifier';
import { DEFAULT_THROTTLE, type ThrottleLimits } from './throttle';

export type AuthModuleOptions = {
  config: Config;
  db: Database;
  now?: () => Date;
  socialVerifier?: SocialTokenVerifier;
  throttle?: ThrottleLimits;
  /** Budgets of sign-up, forgot password and the verification email, per client and per address. */
  budgets?: MailBudgets;
  /** The app's one mailer (server/platform/mail). */
  mailer: Mailer;
};

/** How long closing the app waits for mails still being written after their answer. */
const AFTER_ANSWER_DRAIN_MS = 2000;

const authModule: FastifyPluginAsyncTypebox<AuthModuleOptions> = async (app, options) => {
  const { config, db, now = realClock } = options;
  if (config.isProduction && config.jwtSecretIsDefault) {
    app.log.warn('JWT_SECRET is not set in production: sign-in tokens are signed with the public development value. Set a secret of at least 32 characters.');
  }
  const chosen = options.socialVerifier ?? verifierFor(config);
  if (chosen === 'refuse') app.log.warn('FACEBOOK_APP_ID and FACEBOOK_APP_SECRET are not set and demo mode is off: Facebook sign-in is refused.');
  const afterAnswer = createAfterAnswerQueue(app.log);
  // Runs before app.ts closes the mail transport: mails under way are written before it closes.
  app.addHook('onClose', async () => afterAnswer.drain(AFTER_ANSWER_DRAIN_MS));
  const deps: AuthDeps = {
    db,
    issue: createSessionIssuer({ db, jwtSecret: config.jwtSecret, ttlSeconds: config.jwtTtlSeconds, now }),
    mailer: options.mailer,
    verifier: chosen === 'refuse' ? createRefusingVerifier() : chosen,
    isCommon: isCommonPassword,
    throttle: options.throttle ?? DEFAULT_THROTTLE,
    budgets: options.budgets ?? { ...DEFAULT_MAIL_BUDGETS, perClient: config.accountMailRequestsPerHour },
    storefrontUrl: config.storefrontUrl,
    now,
    later: afterAnswer.later,
    log: app.log,
  };
  await app.register(authRoutes, { deps });
};

export default authModule;
