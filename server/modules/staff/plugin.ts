/**
 * The staff module as one plugin under /online-ordering: staff sign-in, sign-out, me and
 * change password, the second factor (sign-in with a code, enrolment, reset), the team (invitations, roles and stores, deactivation), a store's orders of a day, order status moves, the audit log (brand admins), and the catering lead
 * console (leads/: list, lead, estimate, steps, cancel with refunds), and refunds of a paid order (refunds/), and the review of orders held when they were paid (review-holds/), and the kitchen screen (kitchen/: tickets, bump, recall, a live stream). Tokens are signed with
 * the API's JWT_SECRET under the staff audience; dependencies come from the config unless
 * buildApp's `auth` options replace them (tests: clock, throttle limits); mail goes through the app's one mailer.
 */
import { realClock } from '@/server/clock';
import type { Config } from '@/server/config';
import { createStaffChallengeSigner } from '@/server/auth/jwt';
import { createStaffGuards } from '@/server/auth/staff-guard';
import { createStaffSessionIssuer } from '@/server/auth/staff-sessions';
import type { Database } from '@/server/db/client';
import { isCommonPassword, DEFAULT_THROTTLE, type ThrottleLimits } from '@/server/modules/auth';
import type { Mailer } from '@/server/platform/mail/mailer';
import type { OrderLifecycle } from '@/server/modules/orders';
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import type { ChangeFeed } from '@/server/cache/change-feed';
import { VERSION_KEYS } from '@/server/cache/version-keys';
import { createFileStorage } from '@/server/storage';
import { createCateringModule } from '@/server/modules/catering';
import { createGateways, type Gateways } from '@/server/modules/payments';
import auditLogRoutes from './audit-log-routes';
import type { StaffDeps } from './deps';
import staffLeadRoutes from './leads/routes';
import refundRoutes from './refunds/routes';
import reviewHoldRoutes from './review-holds/routes';
import kitchenRoutes from './kitchen/routes';
import staffRoutes from './routes';
import secondFactorRoutes from './second-factor-routes';
import teamRoutes from './team-routes';
import menuAvailabilityRoutes from './menu/routes';
import smokeRoutes from './smoke/routes';
import priceRoutes from './prices/routes';
import staffContentRoutes from './content/routes';
import staffCouponRoutes from './coupons/routes';
import storeRoutes from './stores/routes';
import storeHoursRoutes from './hours/routes';
import storePauseRoutes from './pauses/routes';
import menuItemRoutes from './menu-items/routes';
import menuPhotoRoutes from './menu-photos/routes';
import staffLoyaltyRoutes from './loyalty/routes';
import lateSettingsRoutes from './running-late/routes';
import quietSlotSettingsRoutes from './quiet-slots/routes';
import deliveryFeeCapRoutes from './delivery-fee-caps/routes';
import { announceWrites } from './announce-changes';

export type StaffModuleOptions = {
  config: Config;
  db: Database;
  now?: () => Date;
  throttle?: ThrottleLimits;
  /** The app's one mailer (server/platform/mail). */
  mailer: Mailer;
  /** The app's order lifecycle (server/order-lifecycle.ts): status moves and cancelled leads publish through it. */
  lifecycle: OrderLifecycle;
  /** Replaces or wraps the sandbox gateways cancelled leads are refunded through (as the payments module's option). */
  gateways?: (sandbox: Gateways) => Gateways;
  /** The app's change feed: the console's writes to stores, menus, content, coupons and loyalty are announced on it. */
  changes: ChangeFeed;
};

const staffModule: FastifyPluginAsyncTypebox<StaffModuleOptions> = async (app, options) => {
  // Sessions, one-time passwords and throttling run on the real time; the demo clock never moves them.
  const { config, db, mailer, lifecycle, changes, now = realClock } = options;
  const deps: StaffDeps = {
    db,
    issue: createStaffSessionIssuer({ db, jwtSecret: config.jwtSecret, ttlSeconds: STAFF_SESSION_SECONDS, now }),
    challenges: createStaffChallengeSigner(config.jwtSecret),
    mailer,
    lifecycle,
    isCommon: isCommonPassword,
    throttle: options.throttle ?? DEFAULT_THROTTLE,
    storefrontUrl: config.storefrontUrl,
    now,
    demoMode: config.demoMode,
    log: app.log,
  };
  app.decorateRequest('staff', null);
  const guards = createStaffGuards({ db, jwtSecret: config.jwtSecret, now });
  await app.register(staffRoutes, { deps, guards });
  await app.register(secondFactorRoutes, { deps, guards });
  await app.register(teamRoutes, { deps, guards });
  // Each group announces the version keys its writes touch (announce-changes.ts). A store's row is
  // part of its menus' version too, so store writes announce both.
  await app.register(async (scope) => {
    announceWrites(scope, changes, [VERSION_KEYS.content]);
    await scope.register(staffContentRoutes, { deps: { db, now }, guards, changes });
  });
  await app.register(async (scope) => {
    announceWrites(scope, changes, [VERSION_KEYS.coupons]);
    await scope.register(staffCouponRoutes, { deps: { db, now }, guards });
  });
  await app.register(async (scope) => {
    announceWrites(scope, changes, [VERSION_KEYS.stores, VERSION_KEYS.menus]);
    await scope.register(storeRoutes, { deps: { db, now }, guards });
    await scope.register(storeHoursRoutes, { deps: { db, now }, guards });
    await scope.register(storePauseRoutes, { deps: { db, now }, guards });
  });
  await app.register(auditLogRoutes, { db, guards });
  await app.register(async (scope) => {
    announceWrites(scope, changes, [VERSION_KEYS.menus]);
    await scope.register(menuAvailabilityRoutes, { deps: { db, now }, guards });
    await scope.register(smokeRoutes, { deps: { db, now }, guards });
    await scope.register(priceRoutes, { deps: { db, now }, guards, changes });
    await scope.register(menuItemRoutes, { deps: { db, now }, guards });
    await scope.register(menuPhotoRoutes, { deps: { db, now, storage: createFileStorage(config), log: app.log }, guards });
  });
  await app.register(async (scope) => {
    announceWrites(scope, changes, [VERSION_KEYS.loyalty]);
    await scope.register(staffLoyaltyRoutes, { deps: { db, now }, guards });
  });
  await app.register(lateSettingsRoutes, { deps: { db, now }, guards });
  await app.register(quietSlotSettingsRoutes, { deps: { db, now }, guards });
  await app.register(deliveryFeeCapRoutes, { deps: { db, now }, guards });
  const catering = createCateringModule({ config, db, log: app.log, mailer, clock: now, lifecycle });
  const gateways = createGateways({ config, db, now, prefix: app.prefix, wrap: options.gateways });
  await app.register(staffLeadRoutes, { deps: { db, actions: catering.actions, mail: catering.mail, gateways, lifecycle, now, log: app.log }, guards });
  await app.register(refundRoutes, { deps: { db, gateways, lifecycle, now, log: app.log }, guards });
  await app.register(reviewHoldRoutes, { deps: { db, lifecycle, now }, guards });
  await app.register(kitchenRoutes, { deps: { db, lifecycle, now }, guards });
};

/** The diner's ready notice as an after-commit listener of the order lifecycle's `ready`. */

/** A staff sign-in lasts one working day (12 hours), whatever JWT_TTL says for customers. */
export const STAFF_SESSION_SECONDS = 12 * 3600;

export default staffModule;
