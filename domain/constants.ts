/**
 * Business constants and limits. One place: the storefront's forms,
 * cookies and headers and the API's schemas import them from here, so they cannot disagree.
 */

/** The brand the running site sends on every call. */
export const BRAND_ID = 4;
/** Values of the platform-id and X-Tenant-Id headers the storefront sends. */
export const PLATFORM_ID = 'web';
export const TENANT_ID = 'hickory';

/** Restaurant structured data. */
export const PRICE_RANGE = '$$';
export const CUISINE = 'barbecue';

/** Names of the stored keys (cookies). */
export const COOKIE_NAMES = {
  bannerRewardsItemId: 'bannerRewardsItemId',
  quoteNGN: 'quoteNGN',
  hidePromotionsBar: 'hidePromotionsBar',
  handoff: 'handoff',
  couponItemId: 'couponItemId',
  quoteCateringId: 'quotecateringId',
  cookieConsent: 'cookieConsent',
  jwtToken: 'jwt_token',
  menuAtAGlanceItem: 'menuAtAGlanceItem',
  loyaltyCouponCodeItem: 'loyaltyCouponCodeItem',
  loyaltyCouponCode: 'loyaltyCouponCode',
  loyaltyItem: 'loyaltyItem',
  hideContinueToInternationalSitePrompt: 'hideContinueToInternationalSitePrompt',
} as const;
export type CookieName = (typeof COOKIE_NAMES)[keyof typeof COOKIE_NAMES];

/** Cookie lifetimes in seconds. */
export const COOKIE_CONSENT_MAX_AGE = 63_115_200;
/** Session-scoped order cookies (such as the handoff) live at path / for six hours. */
export const ROOT_PATH_COOKIE_MAX_AGE = 21_600;
export const ROOT_COOKIE_PATH = '/';
export const HIDE_PROMOTIONS_BAR_MAX_AGE = 604_800;
/**
 * The international-banner flag is persistent with no set lifetime; it lasts as long as
 * the consent cookie, so the banner does not come back while consent is remembered.
 */
export const HIDE_INTERNATIONAL_PROMPT_MAX_AGE = COOKIE_CONSENT_MAX_AGE;

/** Shared validation limits. */
export const PASSWORD_MIN_LENGTH = 8;

/** Money and time. */
export const MONEY_DECIMALS = 2;
export const CENTS_FACTOR = 100;
export const SECONDS_PER_DAY = 86_400;

/** Default page sizes of lists: lists of records, and the larger content lists. */
export const DEFAULT_PAGE_SIZE = 30;
export const LARGE_PAGE_SIZE = 35;

/** Display date format (date-fns tokens). */
export const DATE_FORMAT = 'MM/dd/yyyy';

/** Image defaults: device widths 640–3840, image sizes 8–512, quality 75. */
export const IMAGE_DEVICE_SIZES = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;
export const IMAGE_SIZES = [8, 16, 32, 48, 64, 96, 128, 256, 384, 512] as const;
export const IMAGE_QUALITY = 75;
export const IMAGE_LAZY_ROOT_MARGIN = '200px';

/** The holiday window: 15 September to 15 January, both days included. Months are 1–12. */
export const HOLIDAY_WINDOW = {
  start: { month: 9, day: 15 },
  end: { month: 1, day: 15 },
} as const;
