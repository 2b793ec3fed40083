/**
 * The SEO settings of the storefront, read from the environment on the server:
 *  - PUBLIC_SITE_URL: the public address canonical links, hreflang and the sitemap point at;
 *  - NO_ROBOTS=true: every page says noindex and robots.txt disallows everything (staging sites);
 *  - APP_STORE_ID: the App Store id of the chain's app, for the apple-itunes-app meta tag.
 */
export type SeoSettings = { siteUrl: string; noRobots: boolean; appStoreId: string | null };

type Env = Record<string, string | undefined>;

const DEFAULT_SITE_URL = 'http://localhost:3000';

/** The public site address without a trailing slash. */
export function siteUrl(env: Env): string {
  return (env.PUBLIC_SITE_URL?.trim() || DEFAULT_SITE_URL).replace(/\/+$/, '');
}

/** 'true', '1' and 'yes' (any case) switch a flag on; anything else leaves it off. */
export function flagOf(value: string | undefined): boolean {
  return /^(true|1|yes)$/i.test(value?.trim() ?? '');
}

/** An App Store id is digits only; anything else is ignored rather than printed into the page. */
function appStoreIdOf(value: string | undefined): string | null {
  const id = value?.trim() ?? '';
  return /^\d{1,20}$/.test(id) ? id : null;
}

export function seoSettingsFromEnv(env: Env): SeoSettings {
  return { siteUrl: siteUrl(env), noRobots: flagOf(env.NO_ROBOTS), appStoreId: appStoreIdOf(env.APP_STORE_ID) };
}
