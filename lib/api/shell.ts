/**
 * The site shell's data for a page (header navigation, footer, holiday mode), loaded once per
 * server render by lib/page-loaders/with-page.ts from the content GraphQL. The content changes rarely, so
 * each locale's answer is kept for SHELL_CACHE_MS while the storefront hears change events
 * (lib/cache/storefront-changes.ts), and dropped on each event for content; without them it is kept
 * no longer than nginx in front keeps a page (PAGE_CACHE_FRESH_MS). When the content API fails (down, or no answer
 * within SSR_API_TIMEOUT_MS) the page still renders: the shell keeps the last answer it had for
 * the locale, however old, or else falls back to the bundled content (content/); the failure is logged.
 *
 * Holiday mode (the navigation's holiday entries) is asked of the API's holiday check only within
 * the holiday window (15 September – 15 January); outside it, or when the check fails (logged),
 * it is off. Within the window each market's answer is kept for HOLIDAY_CACHE_MS (a page rendered
 * at a demo clock's instant always asks), so a page costs no API call for it.
 */
import type { ApolloClient } from '@apollo/client';
import { getContent } from '@/content';
import type { Footer, Navigation } from '@/domain/content/types';
import type { LocaleTag } from '@/domain/markets';
import { isInHolidayWindow } from '@/domain/ordering/holiday';
import { createContentClient } from '@/lib/apollo/clients';
import { changeConcerns, onStorefrontChange, storefrontKeepMs } from '@/lib/cache/storefront-changes';
import { fetchHolidayMode } from './holiday';
import { SHELL_CONTENT_QUERY } from '@/graphql/shell';
import type { ApiContext } from './context';

export type ShellData = { navigation: Navigation; footer: Footer; holidayMode: boolean };

export const SHELL_CACHE_MS = 60_000;
const HOLIDAY_CACHE_MS = 30_000;

/** The content version key of change events (server/cache/version-keys.ts). */
const CONTENT_KEY = 'content';

type Entry = { readAt: number; value: Omit<ShellData, 'holidayMode'> };
const cache = new Map<LocaleTag, Entry>();
const holidayCache = new Map<LocaleTag, { expires: number; value: boolean }>();

onStorefrontChange((keys) => {
  if (changeConcerns(keys, CONTENT_KEY)) cache.clear();
});

type ShellDependencies = {
  client?: ApolloClient;
  /** The real time (tests move it); never a demo clock's, which would age the cache wrongly. */
  now?: () => Date;
  /** Whether a holiday or pre-order period applies (the API's holiday check by default). */
  holidayMode?: (api: ApiContext) => Promise<boolean>;
};

function isNavigation(value: unknown): value is Navigation {
  return typeof value === 'object' && value !== null && Array.isArray((value as Navigation).main);
}

function isFooter(value: unknown): value is Footer {
  return typeof value === 'object' && value !== null && Array.isArray((value as Footer).topFooter);
}

async function fetchShellContent(api: ApiContext, client: ApolloClient): Promise<Entry['value']> {
  const { data } = await client.query({
    query: SHELL_CONTENT_QUERY,
    variables: { locale: api.locale },
    fetchPolicy: 'no-cache',
  });
  const navigation = data?.navigation?.data;
  const footer = data?.footer?.data;
  if (!isNavigation(navigation) || !isFooter(footer)) throw new Error('The content API answered without navigation or footer.');
  return { navigation, footer };
}

/** The navigation and footer of `api.locale`, and whether the holiday entries show. */
export async function loadShell(api: ApiContext, dependencies: ShellDependencies = {}): Promise<ShellData> {
  // The cache ages in real time; holiday mode is judged at the page's instant (a demo clock's, when set).
  const now = (dependencies.now ?? (() => new Date()))();
  const holidayMode = await holidayModeAt(api, api.clock ? new Date(api.clock) : now, dependencies.holidayMode ?? fetchHolidayMode);
  const cached = cache.get(api.locale);
  if (cached && now.getTime() - cached.readAt < storefrontKeepMs(SHELL_CACHE_MS)) return { ...cached.value, holidayMode };
  try {
    const value = await fetchShellContent(api, dependencies.client ?? createContentClient(api));
    cache.set(api.locale, { readAt: now.getTime(), value });
    return { ...value, holidayMode };
  } catch (error) {
    const fallback = cached ? 'the last answer' : 'the bundled content';
    console.error(`Shell content for ${api.locale} failed, using ${fallback}:`, (error as Error).message);
    if (cached) return { ...cached.value, holidayMode };
    return { navigation: getContent('navigation', api.locale), footer: getContent('footer', api.locale), holidayMode };
  }
}

/** Holiday mode at `now`: off outside the window without asking; the API's answer within it; off when that fails. */
async function holidayModeAt(api: ApiContext, now: Date, ask: (api: ApiContext) => Promise<boolean>): Promise<boolean> {
  if (!isInHolidayWindow(now)) return false;
  const cached = api.clock ? undefined : holidayCache.get(api.locale);
  if (cached && cached.expires > now.getTime()) return cached.value;
  try {
    const value = await ask(api);
    if (!api.clock) holidayCache.set(api.locale, { expires: now.getTime() + HOLIDAY_CACHE_MS, value });
    return value;
  } catch (error) {
    console.error('The holiday check failed; holiday mode is off:', (error as Error)?.message ?? String(error));
    return false;
  }
}

/** Forgets cached shell content (tests, or after the content changed). */
export function clearShellCache(): void {
  cache.clear();
  holidayCache.clear();
}
