/**
 * The API's settings, parsed from the environment once into a typed, frozen object.
 * Every bad value stops start-up with a message naming the variable at fault.
 */
import { parseDemoMode } from '@/domain/demo-mode';
import { passwordMessage, passwordProblem } from '@/domain/passwords';
import { parseTrustProxy, type TrustProxy } from '@/domain/trust-proxy';
import { isCommonPassword } from '@/server/modules/auth';
import { readMetricsSettings, type MetricsSettings } from '@/server/metrics/settings';
import { readPaymentPageCheckSettings, type PaymentPageCheckSettings } from '@/server/payment-page-settings';
import { readUploadSettings, type UploadSettings } from '@/server/storage/settings';
import { readPayPalSettings, type PayPalSettings } from '@/server/paypal-settings';
import { readStripeSettings, type StripeSettings } from '@/server/stripe-settings';
import { readTwilioSettings, type TwilioSettings } from '@/server/twilio-settings';
import { readDispatchSettings, type DispatchSettings } from '@/server/dispatch-settings';

export type Config = Readonly<{
  apiPort: number;
  apiHost: string;
  /** PostgreSQL connection string; when absent the API runs on embedded PGlite. */
  databaseUrl: string | null;
  pgliteDir: string;
  /**
   * MIGRATE_ON_START (default true): the API applies pending migrations when it opens the
   * database. False for N replicas, where a migrate job (`npm run db:migrate`) runs them once
   * first and each instance refuses to start on a database that still lacks one.
   */
  migrateOnStart: boolean;
  /** Origins allowed by CORS: exactly the storefront's. */
  storefrontOrigins: readonly string[];
  logLevel: LogLevel;
  /** Requests per minute per IP. */
  rateLimitMax: number;
  /** Sign-ups, forgot-password and verification-email requests per hour per client, each route apart. */
  accountMailRequestsPerHour: number;
  bodyLimitBytes: number;
  /** When set, rate-limit counters live in Redis so several API instances share them. */
  redisUrl: string | null;
  /** Prefix of every key this API writes to Redis. */
  redisKeyPrefix: string;
  /** NODE_ENV=production: warns about development secrets left in place. */
  isProduction: boolean;
  /**
   * Demo mode: the conveniences that let anyone past sign-in (the mail outbox listing, the
   * sandbox Facebook verifier, the demo staff accounts), the demo clock, the demo chain's seed
   * and GraphQL schema introspection. On only with DEMO_MODE=true (domain/demo-mode.ts); `npm start`
   * and `npm run dev` set it. Nothing else (a loopback bind, NODE_ENV) turns it on.
   */
  demoMode: boolean;
  /** Why demo mode is on or off, for the start-up log. */
  demoModeReason: string;
  /** Which proxies in front of the API are trusted for the client address (TRUST_PROXY). */
  trustProxy: TrustProxy;
  /** How long SIGTERM/SIGINT waits for in-flight requests before exiting anyway, in ms. */
  shutdownTimeoutMs: number;
  /**
   * How long an instance serves a cached public read (the locations list, a store's menus)
   * before checking the database's version of it again, in ms (READ_CACHE_FRESH_MS; 0: every request).
   */
  readCacheFreshMs: number;
  /** Signs the payment sandbox's tokens and ids; every API instance must share it (≥ 32 chars). */
  paymentSandboxSecret: string;
  /** True when PAYMENT_SANDBOX_SECRET was not set and the fixed development value is in use. */
  paymentSandboxSecretIsDefault: boolean;
  /**
   * PAYMENT_GATEWAY: the adapter that takes card and PayPal payments. Demo mode defaults to the
   * sandbox; outside demo mode it must be set (null here: startupRefusal stops the API).
   */
  paymentGateway: PaymentGatewayName | null;
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
  /**
   * DEMO_STAFF_PASSWORD: the one-time password of the demo staff accounts created on first start
   * (random when unset); it must pass the password rule. Honoured in demo mode only; null otherwise.
   */
  demoStaffPassword: string | null;
  /**
   * DEMO_STAFF_TOTP_SECRET: the TOTP key (base32, 128 bits or more) the demo brand admins sign in
   * with as their second factor; unset, they set up an authenticator app at their first sign-in.
   * Honoured in demo mode only; null otherwise.
   */
  demoStaffTotpSecret: string | null;
}> &
  /** The job applications' file limit and where uploaded files are kept (server/storage/settings.ts). */
  Readonly<UploadSettings> &
  /** The daily check of the payment pages' scripts and headers (server/payment-page-settings.ts). */
  Readonly<PaymentPageCheckSettings> &
  /** Stripe's keys and webhook secret, with PAYMENT_GATEWAY=stripe (server/stripe-settings.ts); else null. */
  Readonly<{ stripe: StripeSettings | null }> &
  /** Twilio's account and sender for text alerts (server/twilio-settings.ts); null: no Twilio (texts off, or the sandbox in demo mode). */
  Readonly<{ twilio: TwilioSettings | null }> &
  /** The courier network of delivery orders: DISPATCH_PROVIDER and DoorDash's keys (server/dispatch-settings.ts). */
  DispatchSettings &
  /** PayPal's REST API and credentials, with PAYMENT_GATEWAY_PAYPAL (server/paypal-settings.ts); else absent. */
  Readonly<{ paypal?: PayPalSettings }> &
  /** Who may read /metrics: METRICS_TOKEN, or loopback only (server/metrics/settings.ts). */
  MetricsSettings;

export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;

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

/** Payment adapters PAYMENT_GATEWAY may name: the ones built, and the ones planned (refused until they exist). */
export const PAYMENT_GATEWAYS = ['sandbox', 'stripe'] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];
const PLANNED_PAYMENT_GATEWAYS: string[] = [];

export function loadConfig(env: Env = process.env): Config {
  const apiPort = readInteger(env, 'API_PORT', 4000, 0, 65535);
  const storefrontOrigins = readOrigins(env, 'STOREFRONT_ORIGIN', 'http://localhost:3000');
  const apiHost = readString(env, 'API_HOST', '127.0.0.1');
  const isProduction = raw(env, 'NODE_ENV') === 'production';
  const demo = readDemoMode(env);
  const paymentGateway = readPaymentGateway(env, 'PAYMENT_GATEWAY', demo.on);
  return Object.freeze({
    apiPort,
    apiHost,
    databaseUrl: readUrl(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    pgliteDir: readString(env, 'PGLITE_DIR', './data/pglite'),
    migrateOnStart: readBoolean(env, 'MIGRATE_ON_START', true),
    storefrontOrigins: Object.freeze(storefrontOrigins),
    logLevel: readLogLevel(env, 'LOG_LEVEL', 'info'),
    rateLimitMax: readInteger(env, 'RATE_LIMIT_MAX', 300, 1, 1_000_000),
    accountMailRequestsPerHour: readInteger(env, 'ACCOUNT_MAIL_REQUESTS_PER_HOUR', 10, 1, 1_000_000),
    bodyLimitBytes: readInteger(env, 'BODY_LIMIT_BYTES', 102_400, 1, 50 * 1024 * 1024),
    redisUrl: readUrl(env, 'REDIS_URL', ['redis:', 'rediss:']),
    redisKeyPrefix: readString(env, 'REDIS_KEY_PREFIX', 'hickory:'),
    isProduction,
    demoMode: demo.on,
    demoModeReason: demo.reason,
    trustProxy: readTrustProxy(env, 'TRUST_PROXY'),
    shutdownTimeoutMs: readInteger(env, 'SHUTDOWN_TIMEOUT_MS', DEFAULT_SHUTDOWN_TIMEOUT_MS, 0, 600_000),
    readCacheFreshMs: readInteger(env, 'READ_CACHE_FRESH_MS', 1000, 0, 60_000),
    paymentSandboxSecret: readSecret(env, 'PAYMENT_SANDBOX_SECRET', DEV_PAYMENT_SANDBOX_SECRET, 32),
    paymentSandboxSecretIsDefault: raw(env, 'PAYMENT_SANDBOX_SECRET') === undefined,
    paymentGateway,
    smtpUrl: readUrl(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: readString(env, 'MAIL_FROM', DEFAULT_MAIL_FROM),
    storefrontUrl: trimSlash(readUrl(env, 'STOREFRONT_URL', ['http:', 'https:']) ?? storefrontOrigins[0] ?? 'http://localhost:3000'),
    apiPublicUrl: trimSlash(readUrl(env, 'API_PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${apiPort}`),
    jwtSecret: readSecret(env, 'JWT_SECRET', DEV_JWT_SECRET, 32),
    jwtSecretIsDefault: raw(env, 'JWT_SECRET') === undefined,
    jwtTtlSeconds: readDuration(env, 'JWT_TTL', DEFAULT_JWT_TTL_SECONDS),
    facebookAppId: raw(env, 'FACEBOOK_APP_ID') ?? null,
    facebookAppSecret: raw(env, 'FACEBOOK_APP_SECRET') ?? null,
    demoStaffPassword: demo.on ? readDemoStaffPassword(env, 'DEMO_STAFF_PASSWORD') : null,
    demoStaffTotpSecret: demo.on ? readTotpSecret(env, 'DEMO_STAFF_TOTP_SECRET') : null,
    ...readUploadSettings(env),
    ...readPaymentPageCheckSettings(env, isProduction),
    ...readStripeSettings(env, paymentGateway),
    ...readTwilioSettings(env),
    ...readDispatchSettings(env, demo.on),
    ...readPayPalSettings(env),
    ...readMetricsSettings(env),
  });
}

/** DEMO_MODE=true turns demo mode on; false or unset leaves it off (domain/demo-mode.ts, shared with the storefront). */
function readDemoMode(env: Env): { on: boolean; reason: string } {
  const setting = parseDemoMode(env.DEMO_MODE);
  if (!setting.ok) throw new ConfigError(setting.message);
  return { on: setting.on, reason: setting.reason };
}

/** sandbox (demo mode's default); a planned adapter is refused until it exists. Unset outside demo mode: null. */
function readPaymentGateway(env: Env, name: string, demoMode: boolean): PaymentGatewayName | null {
  const value = raw(env, name)?.toLowerCase();
  if (value === undefined) return demoMode ? 'sandbox' : null;
  if ((PAYMENT_GATEWAYS as readonly string[]).includes(value)) return value as PaymentGatewayName;
  if (PLANNED_PAYMENT_GATEWAYS.includes(value)) {
    throw new ConfigError(`${name}=${value} is not available yet: no ${value} adapter exists in this version. Use ${PAYMENT_GATEWAYS.join(' or ')}.`);
  }
  throw new ConfigError(`${name} must be one of ${PAYMENT_GATEWAYS.join(', ')}, got "${value}"`);
}

/** The demo staff accounts' one-time password: unset (random), or one that passes the password rule. */
function readDemoStaffPassword(env: Env, name: string): string | null {
  const value = raw(env, name);
  if (value === undefined) return null;
  const problem = passwordProblem(value, isCommonPassword);
  if (problem) throw new ConfigError(`${name} does not pass the password rule: ${passwordMessage(problem)}`);
  return value;
}

/** A base32 TOTP key of at least 128 bits (26 letters), upper case, without padding. */
function readTotpSecret(env: Env, name: string): string | null {
  const value = raw(env, name)?.replace(/=+$/, '').toUpperCase();
  if (value === undefined) return null;
  if (!/^[A-Z2-7]{26,}$/.test(value)) throw new ConfigError(`${name} must be a base32 key of at least 26 letters A-Z and digits 2-7 (128 bits), like JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP`);
  return value;
}

function readTrustProxy(env: Env, name: string): TrustProxy {
  const parsed = parseTrustProxy(raw(env, name));
  if (!parsed.ok) throw new ConfigError(`${name} ${parsed.message}`);
  return parsed.value;
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

/** A setting's value, trimmed; unset and empty (as `.env.example` writes defaults) are both undefined. */
export function raw(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === '' ? undefined : value;
}

function readBoolean(env: Env, name: string, fallback: boolean): boolean {
  const value = raw(env, name)?.toLowerCase();
  if (value === undefined) return fallback;
  if (value !== 'true' && value !== 'false') throw new ConfigError(`${name} must be true or false, got "${value}"`);
  return value === 'true';
}

function readString(env: Env, name: string, fallback: string): string {
  return raw(env, name) ?? fallback;
}

export function readInteger(env: Env, name: string, fallback: number, min: number, max: number): number {
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

export function readLogLevel(env: Env, name: string, fallback: LogLevel): LogLevel {
  const value = raw(env, name)?.toLowerCase() ?? fallback;
  if (!(LOG_LEVELS as readonly string[]).includes(value)) {
    throw new ConfigError(`${name} must be one of ${LOG_LEVELS.join(', ')}, got "${value}"`);
  }
  return value as LogLevel;
}

/** What demo mode turns on for this config, named for the start-up log; empty outside demo mode. */
export function demoConveniences(config: Config): string[] {
  if (!config.demoMode) return [];
  return [
    'mail outbox listing at /online-ordering/dev/outbox (shows reset and verification links)',
    'catering lifecycle run as of any instant at POST /online-ordering/dev/catering-lifecycle',
    ...(config.twilio ? [] : ['sandbox text alerts: texts kept in an outbox listed at /online-ordering/dev/sms, inbound texts at POST /online-ordering/dev/sms/inbound']),
    'running-late run of one store as of any instant at POST /online-ordering/dev/running-late',
    'e-gift card delivery run as of any instant at POST /online-ordering/dev/e-gift-card-delivery',
    ...(config.facebookAppId && config.facebookAppSecret ? [] : ['sandbox Facebook sign-in (sandbox:<email>:<name> signs in as that email)']),
    'GraphQL schema introspection',
    'demo staff accounts with one-time passwords, created on first start and printed in this log',
    ...(config.jwtSecretIsDefault ? ['sign-in tokens signed with the public development JWT_SECRET'] : []),
    'the demo clock: the X-Hickory-Clock header moves the calendar a diner sees (never lockouts, limits or expiry)',
    'the demo chain (stores, menus, coupons, gift cards) loaded into an empty database',
    ...(config.paymentGateway === 'sandbox' ? ['the sandbox payment gateway (test cards and the sandbox wallet pay)'] : []),
    ...(config.dispatchProvider === 'sandbox' ? ['the sandbox courier network: deliveries move on the demo clock, tracked at GET /online-ordering/dev/courier/:ref'] : []),
  ];
}

/**
 * Why the API must not start with this config, or null. Outside demo mode:
 * - the public development JWT_SECRET would let anyone sign a sign-in token for any customer;
 * - PAYMENT_GATEWAY must say which gateway takes the money;
 * - the sandbox gateway needs its own PAYMENT_SANDBOX_SECRET, else anyone could sign its tokens.
 */
export function startupRefusal(config: Config): string | null {
  if (config.demoMode) return null;
  if (config.jwtSecretIsDefault) {
    return `JWT_SECRET is not set and demo mode is off (${config.demoModeReason}): anyone could sign sign-in tokens with the public development value. Set JWT_SECRET to a secret of at least 32 characters, or DEMO_MODE=true for a demo.`;
  }
  if (config.paymentGateway === null) {
    return `PAYMENT_GATEWAY is not set and demo mode is off (${config.demoModeReason}): say which gateway takes payments (${PAYMENT_GATEWAYS.join(', ')}), or DEMO_MODE=true for a demo.`;
  }
  if (config.paymentGateway === 'sandbox' && (config.paymentSandboxSecretIsDefault || config.paymentSandboxSecret === DEV_PAYMENT_SANDBOX_SECRET)) {
    return `PAYMENT_GATEWAY is sandbox and PAYMENT_SANDBOX_SECRET is ${config.paymentSandboxSecretIsDefault ? 'not set' : 'the public development value'} with demo mode off (${config.demoModeReason}): anyone could sign the sandbox's payment tokens. Set PAYMENT_SANDBOX_SECRET to a secret of at least 32 characters.`;
  }
  return null;
}
