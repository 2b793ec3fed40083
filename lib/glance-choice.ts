/**
 * The item a diner chose on Menu At A Glance ("Order this") is stored under `menuAtAGlanceItem`
 * while they pick carryout or delivery and a restaurant. The restaurant's menu then opens on that
 * item when the restaurant sells it; either way the choice is used once and forgotten.
 */
import { COOKIE_NAMES, ROOT_COOKIE_PATH, ROOT_PATH_COOKIE_MAX_AGE } from '@/domain/constants';
import { parseGlanceItemSlug } from '@/domain/menu-at-a-glance';
import type { HandoffTypeParam } from '@/domain/ordering/handoffs';
import type { MenuSection } from './api/menus';
import { cookieFromHeader, expiredCookie, serializeCookie, writeCookie } from './cookies';

const COOKIE = COOKIE_NAMES.menuAtAGlanceItem;
/** Path /, six hours, like the other order cookies. */
const OPTIONS = { path: ROOT_COOKIE_PATH, maxAge: ROOT_PATH_COOKIE_MAX_AGE, sameSite: 'Lax' as const };

/** Remembers the chosen item in the browser. */
export function rememberGlanceChoice(slug: string): void {
  writeCookie(COOKIE, slug, OPTIONS);
}

/** The Set-Cookie value that remembers the chosen item (the server's way). */
export function rememberGlanceChoiceCookie(slug: string): string {
  return serializeCookie(COOKIE, slug, OPTIONS);
}

/** The chosen item's slug in a request's Cookie header, or null. */
export function glanceChoiceOf(cookieHeader: string | null | undefined): string | null {
  return parseGlanceItemSlug(cookieFromHeader(cookieHeader, COOKIE));
}

/** The Set-Cookie value that forgets the choice. */
export function forgetGlanceChoice(): string {
  return expiredCookie(COOKIE, { path: ROOT_COOKIE_PATH });
}

/** The chosen item's page at the store, when one of the store's sections sells it now. */
export function chosenItemPath(
  sections: readonly MenuSection[],
  slug: string,
  route: { category: string; storeSlug: string; handoff: HandoffTypeParam },
): string | null {
  const section = sections.find((candidate) => candidate.items.some((item) => item.slug === slug && item.available));
  if (!section) return null;
  const parts = [route.category, route.storeSlug, section.slug, slug].map(encodeURIComponent).join('/');
  return `/quote/${parts}?type=${route.handoff}`;
}
