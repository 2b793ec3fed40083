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
import type { TypeBoxTypeProvider } from './type-provider';
import type { Config } from './config';
import type { DatabaseConnection } from './db/client';
import { HttpError } from './errors';
import errorHandler from './plugins/error-handler';
import inputGuard from './plugins/input-guard';
import market from './plugins/market';
import authPlugin from './auth/plugin';
import authModule, { type AuthModuleOptions } from './modules/auth';
import healthRoutes from './modules/health/routes';
import locationRoutes from './modules/locations/routes';
import stateRoutes from './modules/states/routes';
import menuRoutes from './modules/menus/routes';
import storeFinderRoutes from './modules/store-finder/routes';
import orderRoutes from './modules/orders/routes';
import paymentsModule from './modules/payments';
import profileModule from './modules/profile';
import contentGraphql, { CONTENT_GRAPHQL_PREFIX } from './graphql/content';
import ordersGraphql from './graphql/orders';

export const ORDERING_PREFIX = '/online-ordering';

export type LoggerOptions = Exclude<FastifyServerOptions['logger'], undefined>;

export type BuildAppOptions = {
  config: Config;
  database: DatabaseConnection;
  /** Pino options, or false for silence (tests). Redaction of secrets is always added. */
  logger?: LoggerOptions;
  /** Accounts: the clock of tokens, sessions and throttling, the social-login verifier, throttle limits, mail transport. */
  auth?: Omit<AuthModuleOptions, 'config' | 'db'>;
};

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
const REDACT = ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'];

/** An incoming x-request-id is kept when it is short and plain; otherwise a fresh UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  const value = Array.isArray(incoming) ? incoming[0] : incoming;
  return value && REQUEST_ID.test(value) ? value : randomUUID();
}

export async function buildApp({ config, database, logger, auth }: BuildAppOptions) {
  const app = Fastify({
    logger: withRedaction(logger ?? { level: config.logLevel }),
    bodyLimit: config.bodyLimitBytes,
    genReqId: requestIdOf,
    routerOptions: { maxParamLength: 200, ignoreTrailingSlash: true },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await registerExternalPlugins(app, config);
  await app.register(errorHandler, { bodyLimitBytes: config.bodyLimitBytes });
  await app.register(inputGuard);
  await app.register(market);
  await app.register(authPlugin, { db: database.db, jwtSecret: config.jwtSecret, now: auth?.now });

  await app.register(healthRoutes, { database });
  await app.register(contentGraphql, { prefix: CONTENT_GRAPHQL_PREFIX, db: database.db, isProduction: config.isProduction });
  await app.register(ordersGraphql, { db: database.db, isProduction: config.isProduction });
  await app.register(
    async (ordering) => {
      await ordering.register(locationRoutes, { db: database.db });
      await ordering.register(stateRoutes, { db: database.db });
      await ordering.register(menuRoutes, { db: database.db });
      await ordering.register(storeFinderRoutes, { db: database.db });
      await ordering.register(orderRoutes, { db: database.db });
      await ordering.register(paymentsModule, { config, db: database.db });
      await ordering.register(authModule, { ...auth, config, db: database.db });
      await ordering.register(profileModule, { config, db: database.db });
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
  await app.register(rateLimit, {
    max: config.rateLimitMax,
    timeWindow: '1 minute',
    errorResponseBuilder: (_request, context) =>
      new HttpError(context.statusCode, `Too many requests: at most ${context.max} a minute. Try again in ${context.after}.`),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Hickory ordering API', version: '1.0.0', description: 'REST under /online-ordering (SPEC §7).' },
      components: {},
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
}

function withRedaction(logger: LoggerOptions): LoggerOptions {
  if (typeof logger === 'boolean') return logger ? { redact: REDACT } : false;
  return { ...logger, redact: REDACT };
}
