/**
 * Builds the sandbox processor's server: its hosted card fields page and files, the tokens
 * endpoint and /health. No listening and no environment reading here: index.ts does that, tests
 * call buildSandboxGateway and `inject`.
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { createSandboxCardDesk } from '@/server/modules/payments';
import { registerErrorHandler } from './errors';
import { readHostedFieldsAssets } from './assets';
import { registerPageRoutes } from './page-routes';
import type { SandboxGatewaySettings } from './settings';
import { registerTokenRoutes } from './token-routes';

export type BuildSandboxGatewayOptions = {
  settings: Pick<SandboxGatewaySettings, 'secret' | 'parentOrigins'>;
  /** Pino options, or false for silence (tests). */
  logger?: Exclude<FastifyServerOptions['logger'], undefined>;
  /** The clock the card desk checks expiry dates against. */
  now?: () => Date;
};

/** The card requests are a few dozen bytes; anything far larger is refused before parsing. */
const BODY_LIMIT_BYTES = 4096;

export async function buildSandboxGateway({ settings, logger = false, now }: BuildSandboxGatewayOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: BODY_LIMIT_BYTES,
    // A number is not a text, and an unknown property is refused rather than dropped.
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false } },
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
  });
  registerErrorHandler(app);
  registerPageRoutes(app, { parentOrigins: settings.parentOrigins, assets: readHostedFieldsAssets() });
  registerTokenRoutes(app, createSandboxCardDesk(settings.secret, now));
  await app.ready();
  return app;
}
