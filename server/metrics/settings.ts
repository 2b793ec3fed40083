/**
 * The /metrics setting, read with the rest of the environment (server/config.ts):
 * - METRICS_TOKEN: unset, /metrics answers loopback callers only (a scraper on the same host or
 *   pod); set (32 characters or more), it answers any caller sending `Authorization: Bearer <token>`.
 */
type Env = Record<string, string | undefined>;

export type MetricsSettings = Readonly<{ metricsToken: string | null }>;

export const METRICS_TOKEN_MIN_LENGTH = 32;

export class MetricsSettingError extends Error {
  override name = 'ConfigError';
}

export function readMetricsSettings(env: Env): MetricsSettings {
  const token = env.METRICS_TOKEN?.trim();
  if (!token) return { metricsToken: null };
  if (token.length < METRICS_TOKEN_MIN_LENGTH || /\s/.test(token)) {
    throw new MetricsSettingError(`METRICS_TOKEN must be at least ${METRICS_TOKEN_MIN_LENGTH} characters without spaces (openssl rand -hex 32 makes one)`);
  }
  return { metricsToken: token };
}
