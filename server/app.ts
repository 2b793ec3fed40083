/**
 * Builds the ordering API: external plugins, then app plugins, then routes (fastify/demo style).
 * No listening and no environment reading here: index.ts does that, tests call buildApp directly.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { proxyAddrTrust } from '@/domain/trust-proxy';
import type { TypeBoxTypeProvider } from './type-provider';
import type { Config } from './config';
import type { DatabaseConnection } from './db/client';
import { HttpError } from './errors';
import { closeRedis, createRedis } from './redis';
import { createChangeFeed } from './cache/change-feed';
import { REDACT, safeError, safeRequest } from './log-safety';
import errorHandler from './plugins/error-handler';
import inputGuard from './plugins/input-guard';
import { lazySerializers, lazyValidators } from './plugins/lazy-schema-compilers';
import requestBudget, { REQUEST_RECEIVE_MS } from './plugins/request-budget';
import market from './plugins/market';
import clockPlugin, { realClock, requestClock } from './clock';
import authPlugin from './auth/plugin';
import authModule, { type AuthModuleOptions } from './modules/auth/plugin';
import healthRoutes from './modules/health/routes';
import locationRoutes from './modules/locations/routes';
import stateRoutes from './modules/states/routes';
import menuRoutes from './modules/menus/routes';
import menuAtAGlanceRoutes from './modules/menu-at-a-glance/routes';
import storeFinderRoutes from './modules/store-finder/routes';
import orderRoutes from './modules/orders/routes';
import { configureStoreFacts } from './modules/orders';
import { groupOrderRoutes } from './modules/group-orders';
import discountRoutes from './modules/discounts/routes';
import holidayRoutes from './modules/holiday/routes';
import orderEventsRoutes from './modules/orders/events-routes';
import paymentsModule, { type PaymentsModuleOptions } from './modules/payments/plugin';
import { createGateways } from './modules/payments';
import receiptsModule from './modules/receipts/plugin';
import profileModule from './modules/profile/plugin';
import cateringModule from './modules/catering/plugin';
import { quotePayments } from './modules/catering';
import staffModule from './modules/staff/plugin';
import { dinerRefunds } from './modules/staff';
import surveysModule from './modules/surveys/plugin';
import loyaltyRoutes from './modules/loyalty/routes';
import { returnRewardOfLine } from './modules/loyalty';
import privacyModule from './modules/privacy/plugin';
import jobsModule from './modules/jobs/plugin';
import paymentPageModule from './modules/payment-page/plugin';
import rewardsModule, { type RewardsModuleOptions } from './modules/rewards/plugin';
import contentGraphql, { CONTENT_GRAPHQL_PREFIX } from './graphql/content';
import ordersGraphql from './graphql/orders';
import { SCHEDULED_JOBS } from './jobs';
import jobsPlugin from './jobs/plugin';
import instancePlugin from './instances/plugin';
import metricsPlugin from './metrics/plugin';
import { createInstruments } from './metrics/instruments';
import { createAppMail } from './platform/mail';
import { createAppSms, type SmsSender } from './platform/sms';
import { textAlertsModule } from './modules/text-alerts';
import { courierModule } from './modules/courier';
import { createAppDispatcher, type Dispatcher } from './platform/dispatch';
import { buildOrderLifecycle } from './order-lifecycle';
import type { MailTransport } from './platform/mail/transport';
import outboxRoutes from './platform/mail/outbox-routes';

export const ORDERING_PREFIX = '/online-ordering';

export type LoggerOptions = Exclude<FastifyServerOptions['logger'], undefined>;

export type BuildAppOptions = {
  config: Config;
  database: DatabaseConnection;
  /** Pino options, or false for silence (tests). Redaction and the safe serializers are always added. */
  logger?: LoggerOptions;
  /** Accounts: the clock of tokens, sessions and throttling, the social-login verifier, throttle limits, mail transport. */
  auth?: Omit<AuthModuleOptions, 'config' | 'db' | 'mailer'> & {
    /** Replaces the SMTP transport the config would build for the app's one mailer (null: outbox only). */
    transport?: MailTransport | null;
  };
  /** Scheduled jobs: `autoStart: false` keeps them from starting on listen (they never start without listen). */
  jobs?: { autoStart?: boolean };
  /** Payments: the calendar clock, the real clock of locks, budgets and Idempotency-Keys, and the gateways (replaced or wrapped). */
  payments?: Pick<PaymentsModuleOptions, 'now' | 'realNow' | 'gateways'>;
  /** Rewards: the random source of the mystery draw. */
  rewards?: Pick<RewardsModuleOptions, 'random'>;
  /** Replaces the SMS sender the config would build (Twilio, the demo sandbox, or none). */
  sms?: SmsSender | null;
  /** Replaces the courier network the config would build (DoorDash, the demo sandbox, or none). */
  dispatcher?: Dispatcher | null;
};

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** An incoming x-request-id is kept when it is short and plain; otherwise a fresh UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  const value = Array.isArray(incoming) ? incoming[0] : incoming;
  return value && REQUEST_ID.test(value) ? value : randomUUID();
}

export async function buildApp({ config, database, logger, auth, jobs, payments, rewards, sms: smsOverride, dispatcher: dispatcherOverride }: BuildAppOptions) {
  const app = Fastify({
    logger: withRedaction(logger ?? { level: config.logLevel }),
    bodyLimit: config.bodyLimitBytes,
    genReqId: requestIdOf,
    // request.ip (and so the rate limits) is the client behind the proxies TRUST_PROXY names.
    trustProxy: proxyAddrTrust(config.trustProxy) ?? false,
    routerOptions: { maxParamLength: 200, ignoreTrailingSlash: true },
    schemaController: { compilersFactory: { buildValidator: lazyValidators(), buildSerializer: lazySerializers() } },
    // A client must send its whole request (head and body) within this; past it, 408 and the
    // socket closes. What the API does with it has its own budget (plugins/request-budget.ts).
    requestTimeout: REQUEST_RECEIVE_MS,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const { transport, ...authModuleOptions } = auth ?? {};
  // The one mailer every module that sends mail is handed. Its transport closes last, after
  // every module's onClose (mails still being written after their answer go out first).
  const mail = createAppMail({ config, db: database.db, log: app.log, transport });
  app.addHook('onClose', async () => mail.close());
  const { mailer } = mail;
  // The one SMS sender: Twilio when configured, the sandbox in demo mode, else none (text alerts off).
  const sms = smsOverride !== undefined ? smsOverride : createAppSms(config);
  // The one courier network: DoorDash Drive when configured, the sandbox (demo mode's default), else none.
  const dispatcher =
    dispatcherOverride !== undefined
      ? dispatcherOverride
      : createAppDispatcher(config, { requestNow: requestClock, realNow: realClock, sandboxTrackingBase: `${config.apiPublicUrl}${ORDERING_PREFIX}/dev/courier` });
  // The one order lifecycle: modules publish order events through it; its outbox mails after commit.
  // It settles a cancelled order's pending payment through the gateways the payments module builds alike.
  const gateways = createGateways({ config, db: database.db, now: payments?.now ?? requestClock, prefix: ORDERING_PREFIX, wrap: payments?.gateways });
  const lifecycle = buildOrderLifecycle({
    db: database.db,
    mailer,
    storefrontUrl: config.storefrontUrl,
    linkSecret: config.jwtSecret,
    log: app.log,
    gateways,
    now: payments?.now,
    realNow: payments?.realNow,
    sms,
  });
  // Deliveries a nudge left running behind an answer finish before the mail transport closes.
  app.addHook('onClose', async () => lifecycle.drain());
  app.decorate('orderLifecycle', lifecycle);

  await registerExternalPlugins(app, config);
  // Before every route, so each answer is timed and counted (metrics/plugin.ts).
  const instruments = createInstruments();
  await app.register(metricsPlugin, { instruments, database, token: config.metricsToken });
  // Back-office changes are announced after commit; the read caches drop what they knew of them (cache/change-feed.ts).
  const changes = createChangeFeed({ url: config.redisUrl, keyPrefix: config.redisKeyPrefix, publisher: app.redis, log: app.log });
  app.addHook('onClose', async () => changes.close());
  // What every checkout reads of its store and brand is kept like the read cache's answers, dropped by the same events.
  configureStoreFacts(database.db, { freshMs: config.readCacheFreshMs, changes });
  await app.register(errorHandler, { bodyLimitBytes: config.bodyLimitBytes });
  await app.register(requestBudget);
  await app.register(inputGuard);
  await app.register(market);
  await app.register(clockPlugin, { demoMode: config.demoMode });
  await app.register(authPlugin, { db: database.db, jwtSecret: config.jwtSecret, now: auth?.now });
  // Before the routes: their pending Idempotency-Keys name this process as their owner.
  await app.register(instancePlugin, { db: database.db, databaseUrl: database.kind === 'postgres' ? config.databaseUrl : null });
  await app.register(jobsPlugin, { db: database.db, databaseUrl: config.databaseUrl, jobs: SCHEDULED_JOBS, autoStart: jobs?.autoStart, clock: payments?.now, onRun: (job, outcome, ms) => instruments.jobRun(job, outcome, ms / 1000) });
  app.jobs.define(lifecycle.job);

  await app.register(healthRoutes, { database });
  await app.register(contentGraphql, { prefix: CONTENT_GRAPHQL_PREFIX, db: database.db, introspection: config.demoMode });
  await app.register(ordersGraphql, { db: database.db, introspection: config.demoMode });
  await app.register(
    async (ordering) => {
      await ordering.register(locationRoutes, { db: database.db, readCacheFreshMs: config.readCacheFreshMs, changes });
      await ordering.register(stateRoutes, { db: database.db, readCacheFreshMs: config.readCacheFreshMs, changes });
      await ordering.register(menuRoutes, { db: database.db, readCacheFreshMs: config.readCacheFreshMs, changes });
      await ordering.register(menuAtAGlanceRoutes, { db: database.db });
      await ordering.register(storeFinderRoutes, { db: database.db });
      await ordering.register(orderRoutes, { db: database.db, clock: requestClock, lineRemoved: returnRewardOfLine, lifecycle });
      await ordering.register(groupOrderRoutes, { db: database.db, clock: requestClock, lifecycle });
      await ordering.register(discountRoutes, { db: database.db, clock: realClock });
      await ordering.register(holidayRoutes, { db: database.db });
      await ordering.register(orderEventsRoutes, { db: database.db });
      if (config.demoMode) await ordering.register(outboxRoutes, { db: database.db });
      await ordering.register(paymentsModule, { now: requestClock, ...payments, config, db: database.db, mailer, lifecycle, quotes: quotePayments });
      await ordering.register(receiptsModule, { db: database.db });
      await ordering.register(authModule, { ...authModuleOptions, config, db: database.db, mailer });
      await ordering.register(profileModule, { config, db: database.db, lifecycle });
      await ordering.register(cateringModule, { config, db: database.db, mailer, lifecycle, clock: payments?.now });
      await ordering.register(staffModule, {
        config,
        db: database.db,
        now: auth?.now,
        throttle: auth?.throttle,
        mailer,
        lifecycle,
        gateways: payments?.gateways,
        changes,
      });
      await ordering.register(surveysModule, { config, db: database.db, mailer, now: auth?.now });
      await ordering.register(loyaltyRoutes, { db: database.db, clock: realClock });
      await ordering.register(privacyModule, { config, db: database.db, mailer, now: auth?.now });
      await ordering.register(jobsModule, { config, db: database.db, mailer, now: auth?.now });
      await ordering.register(paymentPageModule, { config, db: database.db, mailer, now: auth?.now });
      await ordering.register(textAlertsModule, { db: database.db, sms, mailer, storefrontUrl: config.storefrontUrl, apiPublicUrl: config.apiPublicUrl, demoMode: config.demoMode });
      await ordering.register(rewardsModule, { db: database.db, random: rewards?.random, clock: realClock });
      await ordering.register(courierModule, {
        db: database.db,
        dispatcher,
        lifecycle,
        requestNow: payments?.now ?? requestClock,
        realNow: payments?.realNow ?? realClock,
        demoMode: config.demoMode,
        refunds: dinerRefunds({ db: database.db, gateways, lifecycle, now: payments?.now ?? requestClock, log: app.log }),
      });
    },
    { prefix: ORDERING_PREFIX },
  );
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

async function registerExternalPlugins(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet);
  await app.register(cors, {
    origin: [...config.storefrontOrigins],
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    exposedHeaders: ['x-request-id', 'retry-after'],
    maxAge: 600,
  });
  await registerRateLimit(app, config);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Hickory ordering API', version: '1.0.0', description: 'REST under /online-ordering.' },
      components: {},
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
}

/** Per-IP request budget; with REDIS_URL the counters live in Redis, shared by every instance. */
async function registerRateLimit(app: FastifyInstance, config: Config): Promise<void> {
  const redis = config.redisUrl ? createRedis({ url: config.redisUrl, keyPrefix: config.redisKeyPrefix, log: app.log }) : null;
  app.decorate('redis', redis);
  if (redis) app.addHook('onClose', async () => closeRedis(redis));
  else app.log.info('rate limits are counted in memory: each instance keeps its own (set REDIS_URL to share them)');
  await app.register(rateLimit, {
    max: config.rateLimitMax,
    timeWindow: '1 minute',
    // With Redis, one counter per client across every instance; a Redis that does not answer
    // lets requests through (see server/redis.ts) instead of failing them.
    ...(redis ? { redis, nameSpace: 'rate-limit:', skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) =>
      new HttpError(context.statusCode, `Too many requests: at most ${context.max} a minute. Try again in ${context.after}.`),
  });
}

/** Errors without query parameters or database details, request lines without sensitive query values (log-safety.ts). */
const SERIALIZERS = { err: safeError, error: safeError, req: safeRequest };

function withRedaction(logger: LoggerOptions): LoggerOptions {
  if (typeof logger === 'boolean') return logger ? { redact: REDACT, serializers: SERIALIZERS } : false;
  return { ...logger, redact: REDACT, serializers: { ...logger.serializers, ...SERIALIZERS } };
}
