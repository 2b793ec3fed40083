/**
 * The API's settings, parsed from the environment once into a typed, frozen object.
 * Every bad value stops start-up with a message naming the variable at fault.
 */

export type Config = Readonly<{
  apiPort: number;
  apiHost: string;
  /** PostgreSQL connection string; when absent the API runs on embedded PGlite. */
  databaseUrl: string | null;
  pgliteDir: string;
  /** Origins allowed by CORS: exactly the storefront's. */
  storefrontOrigins: readonly string[];
  logLevel: LogLevel;
  /** Requests per minute per IP. */
  rateLimitMax: number;
  bodyLimitBytes: number;
  /** When set, rate-limit counters live in Redis so several API instances share them. */
  redisUrl: string | null;
}>;

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

type Env = Record<string, string | undefined>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: Env = process.env): Config {
  return Object.freeze({
    apiPort: readInteger(env, 'API_PORT', 4000, 0, 65535),
    apiHost: readString(env, 'API_HOST', '0.0.0.0'),
    databaseUrl: readUrl(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    pgliteDir: readString(env, 'PGLITE_DIR', './data/pglite'),
    storefrontOrigins: Object.freeze(readOrigins(env, 'STOREFRONT_ORIGIN', 'http://localhost:3000')),
    logLevel: readLogLevel(env, 'LOG_LEVEL', 'info'),
    rateLimitMax: readInteger(env, 'RATE_LIMIT_MAX', 300, 1, 1_000_000),
    bodyLimitBytes: readInteger(env, 'BODY_LIMIT_BYTES', 102_400, 1, 50 * 1024 * 1024),
    redisUrl: readUrl(env, 'REDIS_URL', ['redis:', 'rediss:']),
  });
}

function raw(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === '' ? undefined : value;
}

function readString(env: Env, name: string, fallback: string): string {
  return raw(env, name) ?? fallback;
}

function readInteger(env: Env, name: string, fallback: number, min: number, max: number): number {
  const value = raw(env, name);
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value)) throw new ConfigError(`${name} must be a whole number, got "${value}"`);
  const parsed = Number.parseInt(value, 10);
  if (parsed < min || parsed > max) throw new ConfigError(`${name} must be between ${min} and ${max}, got ${parsed}`);
  return parsed;
}

function readUrl(env: Env, name: string, protocols: string[]): string | null {
  const value = raw(env, name);
  if (value === undefined) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} must be a URL such as ${protocols[0]}//host:port, got an unreadable value`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  }
  return value;
}

function readOrigins(env: Env, name: string, fallback: string): string[] {
  const list = (raw(env, name) ?? fallback).split(',').map((entry) => entry.trim()).filter(Boolean);
  return list.map((entry) => {
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      throw new ConfigError(`${name} must list origins such as http://localhost:3000, got "${entry}"`);
    }
    if (!['http:', 'https:'].includes(url.protocol) || url.origin !== entry.replace(/\/$/, '')) {
      throw new ConfigError(`${name} must list bare origins (scheme://host[:port]), got "${entry}"`);
    }
    return url.origin;
  });
}

function readLogLevel(env: Env, name: string, fallback: LogLevel): LogLevel {
  const value = raw(env, name)?.toLowerCase() ?? fallback;
  if (!(LOG_LEVELS as readonly string[]).includes(value)) {
    throw new ConfigError(`${name} must be one of ${LOG_LEVELS.join(', ')}, got "${value}"`);
  }
  return value as LogLevel;
}
