/**
 * `app.instance`: this process's heartbeat row, written when the app is ready (before any
 * request is served, so no key ever names an owner without a row) and marked stopped on close.
 */
import fp from 'fastify-plugin';
import type { Database } from '@/server/db/client';
import { createInstance, type ApiInstance } from './instance';

declare module 'fastify' {
  interface FastifyInstance {
    instance: ApiInstance;
  }
}

export type InstancePluginOptions = { db: Database; databaseUrl: string | null; everyMs?: number };

export default fp<InstancePluginOptions>(
  async (app, { db, databaseUrl, everyMs }) => {
    const instance = createInstance(db, { log: app.log.child({ component: 'instance' }), everyMs, databaseUrl });
    app.decorate('instance', instance);
    app.addHook('onReady', async () => instance.start());
    app.addHook('onClose', async () => {
      await instance.stop().catch((error: unknown) => app.log.warn({ err: error }, 'could not mark this instance stopped'));
    });
  },
  { name: 'instance' },
);
