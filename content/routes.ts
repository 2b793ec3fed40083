/**
 * The routes that carry page meta from content, as route patterns. Every locale's
 * page-meta table must name each of them; the type makes a missing one a compile error.
 * Placeholders such as [page] or [title] are filled in by the page.
 */
import { TALK_TO_PATH, WORK_FOR_PATH } from './brand';

export const CONTENT_ROUTES = [
  '/',
  '/menu',
  '/order-now',
  '/locations',
  '/locations/[state]',
  '/locations/[state]/[city]',
  '/locations/[state]/[city]/[store]',
  '/catering',
  '/catering/services',
  '/catering/faq',
  '/catering/feedback',
  '/catering/contest',
  '/get-a-quote',
  '/quote',
  '/company/our-story',
  '/company/meet-our-team',
  WORK_FOR_PATH,
  '/company/nutritional',
  '/promos/current-deals',
  '/promos/loyalty',
  TALK_TO_PATH,
  '/contact/general-feedback',
  '/contact/ccpa-privacy-form',
  '/contact/do-not-sell-my-personal-information',
  '/legal/terms-and-conditions',
  '/franchise-info',
  '/press',
  '/press/blog',
  '/press/blog/page/[page]',
  '/press/blog/[slug]',
  '/sitemap',
  '/login',
  '/signup',
  '/cart',
  '/user-profile',
  '/user-profile/my-orders',
  '/user-profile/loyalty',
  '/404',
  '/_error',
] as const;

export type ContentRoute = (typeof CONTENT_ROUTES)[number];

/** Pages a search engine should not list: accounts, the cart and error pages. */
export const PRIVATE_ROUTES: readonly ContentRoute[] = [
  '/login',
  '/signup',
  '/cart',
  '/user-profile',
  '/user-profile/my-orders',
  '/user-profile/loyalty',
  '/404',
  '/_error',
];
