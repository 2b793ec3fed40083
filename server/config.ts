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
  /** Prefix of every key this API writes to Redis. */
  redisKeyPrefix: string;
  /** NODE_ENV=production: hides development pages (the outbox list). */
  isProduction: boolean;
  /** Signs the payment sandbox's tokens and ids; every API instance must share it (≥ 32 chars). */
  paymentSandboxSecret: string;
  /** True when PAYMENT_SANDBOX_SECRET was not set and the fixed development value is in use. */
  paymentSandboxSecretIsDefault: boolean;
  /** smtp(s)://user:pass@host:port: confirmation emails go out by SMTP; else they stay in the outbox table. */
  smtpUrl: string | null;
  /** The From of confirmation emails. */
  mailFrom: string;
  /** The storefront's public address, for links in emails and PayPal return addresses. */
  storefrontUrl: string;
  /** The API's public address, for the PayPal sandbox approve page. */
  apiPublicUrl: string;
  /** Signs customers' JWTs (HS256); every API instance must share it (≥ 32 chars). */
  jwtSecret: string;
  /** True when JWT_SECRET was not set and the fixed development value is in use. */
  jwtSecretIsDefault: boolean;
  /** How long a sign-in lasts, in seconds (JWT_TTL: 7d, 12h, 30m or seconds). */
  jwtTtlSeconds: number;
  /** Facebook login: the app id the storefront's button uses (optional). */
  facebookAppId: string | null;
  /** Facebook login: with it the API checks tokens with Facebook; without it, the sandbox verifier. */
  facebookAppSecret: string | null;
}>;

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

type Env = Record<string, string | undefined>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** A fixed development value: production must set its own PAYMENT_SANDBOX_SECRET. */
export const DEV_PAYMENT_SANDBOX_SECRET = 'hickory-development-sandbox-secret-do-not-use-in-production';
/** A fixed development value: production must set its own JWT_SECRET. */
export const DEV_JWT_SECRET = 'hickory-development-jwt-secret-do-not-use-in-production';
export const DEFAULT_JWT_TTL_SECONDS = 7 * 24 * 3600;
export const DEFAULT_MAIL_FROM = "Whitlock's Barbecue Pit <orders@whitlocks.example>";

export function loadConfig(env: Env = process.env): Config {
  const apiPort = readInteger(env, 'API_PORT', 4000, 0, 65535);
  const storefrontOrigins = readOrigins(env, 'STOREFRONT_ORIGIN', 'http://localhost:3000');
  return Object.freeze({
    apiPort,
    apiHost: readString(env, 'API_HOST', '0.0.0.0'),
    databaseUrl: readUrl(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    pgliteDir: readString(env, 'PGLITE_DIR', './data/pglite'),
    storefrontOrigins: Object.freeze(storefrontOrigins),
    logLevel: readLogLevel(env, 'LOG_LEVEL', 'info'),
    rateLimitMax: readInteger(env, 'RATE_LIMIT_MAX', 300, 1, 1_000_000),
    bodyLimitBytes: readInteger(env, 'BODY_LIMIT_BYTES', 102_400, 1, 50 * 1024 * 1024),
    redisUrl: readUrl(env, 'REDIS_URL', ['redis:', 'rediss:']),
    redisKeyPrefix: readString(env, 'REDIS_KEY_PREFIX', 'hickory:'),
    isProduction: raw(env, 'NODE_ENV') === 'production',
    paymentSandboxSecret: readSecret(env, 'PAYMENT_SANDBOX_SECRET', DEV_PAYMENT_SANDBOX_SECRET, 32),
    paymentSandboxSecretIsDefault: raw(env, 'PAYMENT_SANDBOX_SECRET') === undefined,
    smtpUrl: readUrl(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: readString(env, 'MAIL_FROM', DEFAULT_MAIL_FROM),
    storefrontUrl: trimSlash(readUrl(env, 'STOREFRONT_URL', ['http:', 'https:']) ?? storefrontOrigins[0] ?? 'http://localhost:3000'),
    apiPublicUrl: trimSlash(readUrl(env, 'API_PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${apiPort}`),
    jwtSecret: readSecret(env, 'JWT_SECRET', DEV_JWT_SECRET, 32),
    jwtSecretIsDefault: raw(env, 'JWT_SECRET') === undefined,
    jwtTtlSeconds: readDuration(env, 'JWT_TTL', DEFAULT_JWT_TTL_SECONDS),
    facebookAppId: raw(env, 'FACEBOOK_APP_ID') ?? null,
    facebookAppSecret: raw(env, 'FACEBOOK_APP_SECRET') ?? null,
  });
}

const DURATION_UNITS: Record<string, number> = { '': 1, s: 1, m: 60, h: 3600, d: 86_400 };

/** '7d', '12h', '30m', '90s' or '3600' (seconds), between 1 minute and 90 days. */
function readDuration(env: Env, name: string, fallback: number): number {
  const value = raw(env, name);
  if (value === undefined) return fallback;
  const match = /^(\d{1,7})([smhd]?)$/.exec(value.toLowerCase());
  if (!match) throw new ConfigError(`${name} must be a duration such as 7d, 12h, 30m or a number of seconds, got "${value}"`);
  const seconds = Number.parseInt(match[1]!, 10) * DURATION_UNITS[match[2]!]!;
  if (seconds < 60 || seconds > 90 * 86_400) throw new ConfigError(`${name} must be between 1 minute and 90 days, got "${value}"`);
  return seconds;
}

function readSecret(env: Env, name: string, fallback: string, minLength: number): string {
  const value = raw(env, name) ?? fallback;
  if (value.length < minLength) throw new ConfigError(`${name} must be at least ${minLength} characters long`);
  return value;
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
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
