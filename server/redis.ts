/**
 * The shared Redis of every API instance, when REDIS_URL is set: it holds the rate-limit
 * counters, so N instances behind a load balancer count one budget per client.
 *
 * Redis is a helper, never a dependency that can take requests down. Commands do not queue while
 * it is unreachable and time out quickly, so a request whose counter cannot be read is served
 * without a rate limit (fail open) rather than answered with a 500. One warning is logged when
 * Redis stops answering and one info line when it answers again; ioredis keeps reconnecting.
 */
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { redactedUrl } from './redacted-url.mjs';

export { redactedUrl };

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared Redis when REDIS_URL is set, else null (each instance keeps its own counters). */
    redis: Redis | null;
  }
}

export type RedisOptions = {
  url: string;
  /** Prefixes every key, so several deployments (or test runs) can share one Redis. */
  keyPrefix: string;
  log: FastifyBaseLogger;
};

/** Milliseconds a command may take before the request goes on without it. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;

export function createRedis({ url, keyPrefix, log }: RedisOptions): Redis {
  const redis = new Redis(url, {
    keyPrefix,
    connectTimeout: 2000,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    retryStrategy: (times) => Math.min(times * 200, 5000),
  });
  let answering: boolean | null = null;
  redis.on('ready', () => {
    if (answering === false) log.info({ redis: redactedUrl(url) }, 'Redis answers again: rate limits are shared again');
    else log.info({ redis: redactedUrl(url) }, 'connected to Redis: rate limits are shared by every instance');
    answering = true;
  });
  redis.on('error', (error: Error) => {
    if (answering === false) return;
    answering = false;
    log.warn({ redis: redactedUrl(url), reason: error.message }, 'Redis does not answer: requests are served without rate limits until it does');
  });
  return redis;
}

/** Closes the connection, waiting for pending replies only while Redis answers. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') {
    await redis.quit().catch(() => redis.disconnect());
  } else {
    redis.disconnect();
  }
}
