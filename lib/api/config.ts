/**
 * Where the storefront finds its backends. The only file of the storefront's
 * data access that reads the environment. On the server the settings come from process.env; the
 * browser reads the same values from the JSON that _document renders into
 * <script id="__HICKORY_CONFIG__" type="application/json"> with `publicConfigJson()`.
 */

export type PublicApiConfig = {
  /** Base URL of REST paths under /online-ordering. */
  orderingApiUrl: string;
  /** Base URL of every other REST path. */
  serverlessApiUrl: string;
  ordersGraphqlUrl: string;
  /** The content GraphQL endpoint: the strapiApiLink target. */
  contentGraphqlUrl: string;
};

export const PUBLIC_CONFIG_ELEMENT_ID = '__HICKORY_CONFIG__';

export const DEFAULT_API_CONFIG: Readonly<PublicApiConfig> = Object.freeze({
  orderingApiUrl: 'http://localhost:4000',
  serverlessApiUrl: 'http://localhost:4000',
  ordersGraphqlUrl: 'http://localhost:4000/graphql',
  contentGraphqlUrl: 'http://localhost:4000/content/graphql',
});

const ENV_NAMES: Record<keyof PublicApiConfig, string> = {
  orderingApiUrl: 'ORDERING_API_URL',
  serverlessApiUrl: 'SERVERLESS_API_URL',
  ordersGraphqlUrl: 'ORDERS_GRAPHQL_URL',
  contentGraphqlUrl: 'CONTENT_GRAPHQL_URL',
};

type Source = Record<string, unknown>;

/** Each setting from `read(key)` when it is a non-empty string, else its default; no trailing slash. */
function buildConfig(read: (key: keyof PublicApiConfig) => unknown): PublicApiConfig {
  const entries = (Object.keys(DEFAULT_API_CONFIG) as (keyof PublicApiConfig)[]).map((key) => {
    const value = read(key);
    const url = typeof value === 'string' && value.trim() !== '' ? value.trim() : DEFAULT_API_CONFIG[key];
    return [key, url.replace(/\/+$/, '')] as const;
  });
  return Object.fromEntries(entries) as PublicApiConfig;
}

/** The settings from an environment (process.env on the server). */
export function configFromEnv(env: Source): PublicApiConfig {
  return buildConfig((key) => env[ENV_NAMES[key]]);
}

/** The settings the page carries; defaults when the element is missing or unreadable. */
export function configFromDocument(doc: Document): PublicApiConfig {
  const text = doc.getElementById(PUBLIC_CONFIG_ELEMENT_ID)?.textContent ?? '';
  let parsed: unknown = {};
  try {
    parsed = text ? JSON.parse(text) : {};
  } catch {
    parsed = {};
  }
  const source: Source = parsed && typeof parsed === 'object' ? (parsed as Source) : {};
  return buildConfig((key) => source[key]);
}

export function publicApiConfig(): PublicApiConfig {
  if (typeof window === 'undefined') return configFromEnv(process.env);
  return configFromDocument(window.document);
}

/** The JSON for the config <script>, safe inside HTML (no '<', '>', '&' or line separators). */
export function publicConfigJson(config: PublicApiConfig = publicApiConfig()): string {
  return JSON.stringify(config).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** SSR_API_TIMEOUT_MS: how long a server-side API call may take before the page gives up on it. */
const DEFAULT_SSR_API_TIMEOUT_MS = 5000;
const SSR_TIMEOUT_RANGE = { min: 100, max: 120_000 } as const;

/**
 * The server-side call timeout from an environment: a whole number of milliseconds from 100 to
 * 120000; unset, empty or anything else gives the default of 5000.
 */
export function ssrApiTimeoutMsFrom(env: Source): number {
  const raw = env.SSR_API_TIMEOUT_MS;
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (!/^\d{1,6}$/.test(text)) return DEFAULT_SSR_API_TIMEOUT_MS;
  const value = Number(text);
  return value >= SSR_TIMEOUT_RANGE.min && value <= SSR_TIMEOUT_RANGE.max ? value : DEFAULT_SSR_API_TIMEOUT_MS;
}

let ssrTimeout: number | undefined;

/** The server's call timeout, read once from process.env; null in the browser (no timeout there). */
export function ssrApiTimeoutMs(): number | null {
  if (typeof window !== 'undefined') return null;
  ssrTimeout ??= ssrApiTimeoutMsFrom(process.env);
  return ssrTimeout;
}
