/**
 * The sandbox processor's settings, parsed from the environment once. Every bad value stops
 * start-up with a message naming the variable at fault (ConfigError, as the API's config does).
 *
 * - SANDBOX_GATEWAY_PORT (4010) and SANDBOX_GATEWAY_HOST (127.0.0.1): where it listens.
 * - PAYMENT_SANDBOX_SECRET: signs its card tokens; the API verifies them with the same secret.
 * - The parent origins its hosted fields may be framed by: the STOREFRONT_ORIGIN list
 *   (http://localhost:3000 when unset) plus the origin of PUBLIC_SITE_URL when set.
 * - DEMO_MODE, LOG_LEVEL and SHUTDOWN_TIMEOUT_MS, read the API's way.
 */
import { parseDemoMode } from '@/domain/demo-mode';
import { ConfigError, DEFAULT_SHUTDOWN_TIMEOUT_MS, DEV_PAYMENT_SANDBOX_SECRET, raw, readInteger, readLogLevel, type LogLevel } from '@/server/config';

export type SandboxGatewaySettings = Readonly<{
  port: number;
  host: string;
  /** Signs the card tokens (≥ 32 characters); the API must share it. */
  secret: string;
  /** True when PAYMENT_SANDBOX_SECRET was not set and the public development value is in use. */
  secretIsDefault: boolean;
  demoMode: boolean;
  demoModeReason: string;
  /** Origins whose pages may frame the hosted fields, each a bare scheme://host[:port]. */
  parentOrigins: readonly string[];
  logLevel: LogLevel;
  shutdownTimeoutMs: number;
}>;

type Env = Record<string, string | undefined>;

export const DEFAULT_SANDBOX_GATEWAY_PORT = 4010;
const SECRET_MIN_LENGTH = 32;

export function readSandboxGatewaySettings(env: Env = process.env): SandboxGatewaySettings {
  const demo = parseDemoMode(env.DEMO_MODE);
  if (!demo.ok) throw new ConfigError(demo.message);
  const secret = raw(env, 'PAYMENT_SANDBOX_SECRET') ?? DEV_PAYMENT_SANDBOX_SECRET;
  if (secret.length < SECRET_MIN_LENGTH) throw new ConfigError(`PAYMENT_SANDBOX_SECRET must be at least ${SECRET_MIN_LENGTH} characters long`);
  return Object.freeze({
    port: readInteger(env, 'SANDBOX_GATEWAY_PORT', DEFAULT_SANDBOX_GATEWAY_PORT, 0, 65535),
    host: raw(env, 'SANDBOX_GATEWAY_HOST') ?? '127.0.0.1',
    secret,
    secretIsDefault: raw(env, 'PAYMENT_SANDBOX_SECRET') === undefined,
    demoMode: demo.on,
    demoModeReason: demo.reason,
    parentOrigins: Object.freeze(readParentOrigins(env)),
    logLevel: readLogLevel(env, 'LOG_LEVEL', 'info'),
    shutdownTimeoutMs: readInteger(env, 'SHUTDOWN_TIMEOUT_MS', DEFAULT_SHUTDOWN_TIMEOUT_MS, 0, 600_000),
  });
}

/**
 * Why the processor must not start with these settings, or null. Outside demo mode a missing
 * secret, or the public development one, would let anyone sign card tokens the API accepts.
 */
export function sandboxGatewayRefusal(settings: SandboxGatewaySettings): string | null {
  if (settings.demoMode) return null;
  if (settings.secretIsDefault || settings.secret === DEV_PAYMENT_SANDBOX_SECRET) {
    const which = settings.secretIsDefault ? 'not set' : 'the public development value';
    return `PAYMENT_SANDBOX_SECRET is ${which} and demo mode is off (${settings.demoModeReason}): anyone could sign card tokens the API accepts. Set PAYMENT_SANDBOX_SECRET to the API's secret of at least ${SECRET_MIN_LENGTH} characters, or DEMO_MODE=true for a demo.`;
  }
  return null;
}

function originOf(name: string, entry: string): string {
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    throw new ConfigError(`${name} must hold origins such as http://localhost:3000, got "${entry}"`);
  }
  if (!['http:', 'https:'].includes(url.protocol)) throw new ConfigError(`${name} must use http or https, got "${entry}"`);
  return url.origin;
}

/** STOREFRONT_ORIGIN's list (bare origins) plus PUBLIC_SITE_URL's origin, without repeats. */
function readParentOrigins(env: Env): string[] {
  const listed = (raw(env, 'STOREFRONT_ORIGIN') ?? 'http://localhost:3000').split(',').map((entry) => entry.trim()).filter(Boolean);
  const origins = listed.map((entry) => {
    const origin = originOf('STOREFRONT_ORIGIN', entry);
    if (origin !== entry.replace(/\/$/, '')) throw new ConfigError(`STOREFRONT_ORIGIN must list bare origins (scheme://host[:port]), got "${entry}"`);
    return origin;
  });
  const site = raw(env, 'PUBLIC_SITE_URL');
  if (site !== undefined) origins.push(originOf('PUBLIC_SITE_URL', site));
  return [...new Set(origins)];
}
